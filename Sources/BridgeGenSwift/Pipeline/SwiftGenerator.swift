import BridgeGenKit
import BridgeSpec

/// Turns a validated spec into the text of the Swift files: translate, then render.
package enum SwiftGenerator: LanguageGenerator {
    /// `swift`.
    package static let language = "swift"

    /// Swift names: `names: {swift: …}`.
    package static let namingLanguage: String? = SwiftNaming.language

    /// The SDK apps import.
    package static let defaultFolder = "Generated/GBGBridge"

    /// `accessLevel`: `public` (the default), `package` or `internal`.
    package static let optionKeys = ["accessLevel"]

    /// The access levels.
    package static let optionValues = ["accessLevel": ["public", "package", "internal"]]

    /// One file per concern, the same for every spec.
    package static var fileNames: [String] { SwiftTranslator.fileNames }

    /// The names Swift, the runtime and the generated code reserve, and names that collide once the
    /// translator's naming applies.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { SwiftNameRules.check(spec) }

    /// Generates every file, in a fixed order. Deterministic: the same spec and options give the same bytes.
    package static func generate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [OutputFile] {
        let renderer = SwiftRenderer(accessLevel: options.accessLevel)
        // Each part of the translation is rendered on the core that translated it.
        let files = SwiftTranslator(spec: spec).translate(finishingEachPart: { renderer.renderApart($0[...]) })
        return files.map { file in
            let imports = imports(for: file, extending: spec.extensionSpec?.base.module)
            return OutputFile(name: file.name, contents: renderer.render(headerComment: header(options), imports: imports, pieces: file.pieces))
        }
    }

    private static func header(_ options: GeneratorOptions) -> [String] {
        GeneratedFileHeader.lines(language: language, sourceLabel: options.sourceLabel) + ["swift-format-ignore-file"]
    }

    /// Every file imports the runtime with the SPI it keeps for generated code (codecs, tables,
    /// conversions in wire terms); one file also re-exports it, so apps need a single import. An
    /// extension's files import its base's module too, which that file re-exports instead.
    private static func imports<Piece>(for file: TranslatedFile<Piece>, extending baseModule: String?) -> [Import] {
        var imports: [Import] = []
        if file.needsFoundation { imports.append(Import("Foundation")) }
        let reexports = file.name == SwiftOutputFile.protocolDefinition.rawValue
        if let baseModule { imports.append(Import(baseModule, attributes: reexports ? [.exported] : [])) }
        if reexports, baseModule == nil { imports.append(Import(RuntimeNames.module, attributes: [.exported])) }
        imports.append(Import(RuntimeNames.module, attributes: [.generatedSPI]))
        return imports
    }
}
