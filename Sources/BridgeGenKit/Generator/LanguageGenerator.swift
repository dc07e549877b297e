import BridgeSpec

/// One output language of `bridgegen generate`: Swift, TypeScript or JSON Schema.
///
/// Generators are peers: the CLI, the configuration, the pipeline and the writer know them only
/// through this protocol, and `Generators` (in `BridgeGenerators`) lists them. Each lives in its own
/// module, which owns its language's naming, reserved words and name checks, its file list, its
/// translation and its rendering.
package protocol LanguageGenerator {
    /// The name in `--language` and in the configuration's `outputs`, such as `swift`.
    static var language: String { get }
    /// The key of the names the spec gives elements in this language (`names: {swift: …}`), one of
    /// `LanguageNames.languages`; nil for an output that names no element, such as the JSON Schema.
    static var namingLanguage: String? { get }
    /// Where its files go when the configuration does not say, relative to the package.
    static var defaultFolder: String { get }
    /// The options an output of this language may set in the configuration, besides `folder`.
    static var optionKeys: [String] { get }
    /// The values each option takes, where they are a fixed set; an option missing here takes any
    /// text.
    static var optionValues: [String: [String]] { get }
    /// The files it writes, whatever the spec, for build systems that must know them up front.
    static var fileNames: [String] { get }
    /// Problems this language has with a valid spec: names it reserves, names that collide once its
    /// naming rules apply. Each at the spec element it concerns.
    static func validate(_ spec: ProtocolSpec) -> [Diagnostic]
    /// The files, in a fixed order. Deterministic: the same spec and options give the same bytes.
    static func generate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [OutputFile]
}
