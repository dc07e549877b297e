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
        SwiftTranslator(spec: spec).translate(headerComment: header(options))
    }

    /// The comment every file opens with: the generated-file notice.
    private static func header(_ options: GeneratorOptions) -> [String] {
        GeneratedFileHeader.lines(language: language, sourceLabel: options.sourceLabel) + ["swift-format-ignore-file"]
    }

    /// The files, each part of the translation rendered on the core that translated it, right after,
    /// and then freed: the representation of a large spec's types runs to tens of megabytes, and
    /// memory handed back and used again by the next part costs less than as many fresh pages. The
    /// text is the same as `render(translate(spec))`'s. Nothing is left to keep, whatever
    /// `intermediates` says.
    package static func generate(
        _ spec: ProtocolSpec, options: GeneratorOptions, intermediates: IntermediateValues = .freed
    ) -> [OutputFile] {
        let translator = SwiftTranslator(spec: spec)
        let renderer = SwiftRenderer(accessLevel: options.accessLevel)
        let parts = translator.parts()
        let rendered = parts.parallelMap { part in renderer.renderApart(part.translate()[...]) }
        var renderedByFile = [[RenderedDeclarations]](repeating: [], count: SwiftOutputFile.allCases.count)
        for (part, piece) in zip(parts, rendered) { renderedByFile[part.file].append(piece) }
        return zip(translator.files(headerComment: header(options)), renderedByFile).map { file, rendered in
            OutputFile(
                name: file.name,
                pieces: renderer.pieces(headerComment: file.headerComment, imports: file.imports, rendered: rendered))
        }
    }

    /// The files' text, their declarations written at the options' access level.
    package static func render(_ files: [SwiftFile], options: GeneratorOptions) -> [OutputFile] {
        let texts = SwiftRenderer(accessLevel: options.accessLevel).renderPieces(files)
        return zip(files, texts).map { OutputFile(name: $0.name, pieces: $1) }
    }
}
