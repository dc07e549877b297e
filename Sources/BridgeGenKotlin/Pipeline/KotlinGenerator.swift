import BridgeGenKit
import BridgeSpec

/// The Kotlin output, the typed API of the Android host: `KotlinTranslator` turns a validated spec
/// into structured Kotlin, one `KotlinFile` per concern, and `KotlinRenderer` turns those into
/// text. The files build on the hand-written Kotlin runtime (`Resources/runtime`).
package enum KotlinGenerator: LanguageGenerator {
    /// `kotlin`.
    package static let language = "kotlin"

    /// Kotlin names: `names: {kotlin: …}`.
    package static let namingLanguage: String? = KotlinNaming.language

    /// The Android host's sources.
    package static let defaultFolder = "Generated/android"

    /// An output Android teams opt into: a configuration lists it (as `Protocol/bridgegen-config.yaml`
    /// does), so a Swift or web project that generates without one gets no Kotlin folder.
    package static let isWrittenByDefault = false

    /// `accessLevel`: `public` (the default), or `package` and `internal`, which Kotlin writes `internal`.
    package static let optionKeys = ["accessLevel"]

    /// The access levels.
    package static let optionValues = ["accessLevel": ["public", "package", "internal"]]

    /// One file per concern, the same for every spec, in the base package's source folder, and the
    /// library's runtime and module files.
    package static var fileNames: [String] {
        let folder = KotlinLibrary.sourceFolder(of: KotlinNaming.basePackage)
        return KotlinTranslator.fileNames.map { "\(folder)/\($0)" } + KotlinLibrary.fileNames
    }

    /// The names Kotlin, the runtime and the generated code reserve, names that collide once
    /// Kotlin's naming applies, and types too large for the JVM.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] {
        KotlinNameRules.check(spec) + KotlinParameterLimit.check(spec)
    }

    /// The files' declarations, each file headed by the generated-file notice.
    package static func translate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [KotlinFile] {
        let header = GeneratedFileHeader.lines(language: language, sourceLabel: options.sourceLabel)
        let visibility: KotlinVisibility = options.accessLevel == .public ? .public : .internal
        return KotlinTranslator(spec: spec, visibility: visibility).translate(headerComment: header)
    }

    /// The files' text, each in its package's source folder; for a protocol (not an extension), with
    /// the runtime and the module's files, so the folder is a whole Android library.
    package static func render(_ files: [KotlinFile], options: GeneratorOptions) -> [OutputFile] {
        let renderer = KotlinRenderer()
        let sources = files.map { file in
            OutputFile(name: "\(KotlinLibrary.sourceFolder(of: file.packageName))/\(file.name)", contents: renderer.render(file))
        }
        let isProtocol = files.allSatisfy { $0.packageName == KotlinNaming.basePackage }
        return sources + (isProtocol ? KotlinLibrary.files(sourceLabel: options.sourceLabel) : [])
    }
}
