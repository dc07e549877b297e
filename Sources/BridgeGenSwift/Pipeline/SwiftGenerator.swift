import BridgeGenKit
import BridgeSpec

/// The Swift output: `SwiftTranslator` turns a validated spec into structured Swift, one
/// `SwiftFile` per concern, and `SwiftRenderer` turns those into text.
package enum SwiftGenerator: LanguageGenerator {
    /// `swift`.
    package static let language = "swift"

    /// Swift names: `names: {swift: …}`.
    package static let namingLanguage: String? = SwiftNaming.language

    /// The SDK apps import.
    package static let defaultFolder = "Generated/GBGBridge"

    /// The SDK is what every team generates.
    package static let isWrittenByDefault = true

    /// `accessLevel`: `public` (the default), `package` or `internal`.
    package static let optionKeys = ["accessLevel"]

    /// The access levels.
    package static let optionValues = ["accessLevel": ["public", "package", "internal"]]

    /// One file per concern, the same for every spec.
    package static var fileNames: [String] { SwiftTranslator.fileNames }

    /// The names Swift, the runtime and the generated code reserve, and names that collide once the
    /// translator's naming applies.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { SwiftNameRules.check(spec) }

    /// The files' declarations, each file headed by the generated-file notice.
    package static func translate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [SwiftFile] {
        let header =
            GeneratedFileHeader.lines(language: language, sourceLabel: options.sourceLabel) + ["swift-format-ignore-file"]
        return SwiftTranslator(spec: spec).translate(headerComment: header)
    }

    /// The files' text, their declarations written at the options' access level.
    package static func render(_ files: [SwiftFile], options: GeneratorOptions) -> [OutputFile] {
        let texts = SwiftRenderer(accessLevel: options.accessLevel).renderPieces(files)
        return zip(files, texts).map { OutputFile(name: $0.name, pieces: $1) }
    }
}
