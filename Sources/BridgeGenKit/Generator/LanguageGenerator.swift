import BridgeSpec

/// One output language of `bridgegen generate`: Swift, TypeScript, JSON Schema, conformance scenarios.
///
/// Generators are peers: the CLI, the configuration, the pipeline and the writer know them only
/// through this protocol, and `Generators` (in `BridgeGenerators`) lists them. Each lives in its own
/// module, which owns its language's naming, reserved words and name checks, its file list, and its
/// two stages (see `ARCHITECTURE.md`):
///
/// 1. **Translation** turns a valid spec into the language's typed representation (`Representation`):
///    declarations, statements, expressions, JSON values. It decides what the output says, never how
///    it is spelled: no translation writes the language's punctuation or spacing.
/// 2. **Rendering** turns that representation into files. It is the only stage that knows text:
///    indentation, line breaks, where long lines wrap, how names and literals are spelled.
///
/// A new language (Kotlin, next) is a module with a representation of its own, a translator into it,
/// a renderer of it, and one entry in `Generators`.
package protocol LanguageGenerator {
    /// What translation makes and rendering reads: the output as typed values, such as a list of
    /// Swift files' declarations.
    associatedtype Representation: Sendable

    /// The name in `--language` and in the configuration's `outputs`, such as `swift`.
    static var language: String { get }
    /// The key of the names the spec gives elements in this language (`names: {swift: …}`), one of
    /// `LanguageNames.languages`; nil for an output that names no element, such as the JSON Schema.
    static var namingLanguage: String? { get }
    /// Where its files go when the configuration does not say, relative to the package.
    static var defaultFolder: String { get }
    /// Whether `bridgegen generate` writes it when there is no configuration file. An output a team
    /// opts into (the conformance scenarios, which belong in the generator's own tests) is written
    /// only when a configuration lists it.
    static var isWrittenByDefault: Bool { get }
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
    /// The first stage: the spec, valid for this language, as its typed representation.
    static func translate(_ spec: ProtocolSpec, options: GeneratorOptions) -> Representation
    /// The second stage: the representation as files, in a fixed order.
    static func render(_ representation: Representation, options: GeneratorOptions) -> [OutputFile]
    /// Both stages: the files, in a fixed order. By default translation, then rendering; a language
    /// whose representation comes in independent parts may instead render each part as soon as it
    /// is translated, so the whole representation never exists at once.
    static func generate(_ spec: ProtocolSpec, options: GeneratorOptions, intermediates: IntermediateValues) -> [OutputFile]
}

extension LanguageGenerator {
    /// The files, in a fixed order: translation, then rendering. Deterministic: the same spec and
    /// options give the same bytes. The representation is then freed, or kept as `intermediates` says.
    /// A language that renders its parts as it translates them implements this itself.
    package static func generate(
        _ spec: ProtocolSpec, options: GeneratorOptions, intermediates: IntermediateValues = .freed
    ) -> [OutputFile] {
        generate(spec, options: options, translatingWith: translate, renderingWith: render, intermediates: intermediates)
    }

    /// The files, with either stage replaced: a test renders another translation, or renders this
    /// one with a renderer of its own.
    package static func generate(
        _ spec: ProtocolSpec, options: GeneratorOptions,
        translatingWith translate: (ProtocolSpec, GeneratorOptions) -> Representation = Self.translate,
        renderingWith render: (Representation, GeneratorOptions) -> [OutputFile] = Self.render,
        intermediates: IntermediateValues = .freed
    ) -> [OutputFile] {
        let representation = translate(spec, options)
        let files = render(representation, options)
        intermediates.release(representation)
        return files
    }
}
