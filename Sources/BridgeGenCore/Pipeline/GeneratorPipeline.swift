import BridgeSpec
import Foundation

/// The whole generator as one call: load and validate the spec, translate, render, write.
/// The CLI, both plugins and the reference tests all run through here.
package enum GeneratorPipeline {
    /// What a run produced.
    package struct Result: Sendable {
        /// Every diagnostic, sorted by position.
        package var diagnostics: [Diagnostic]
        /// The rendered files; empty when the spec has errors.
        package var files: [OutputFile]
        /// Whether the spec was valid (warnings allowed).
        package var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Loads `specPath` and renders the Swift files, writing nothing.
    package static func generate(specPath: String, options: GeneratorOptions) -> Result {
        generate(specPath: specPath, options: options, using: SwiftGenerator.generate)
    }

    /// Loads `specPath` and renders files with `generator` (Swift, TypeScript, JSON Schema), writing
    /// nothing: every language loads and reports on the spec the same way.
    package static func generate(
        specPath: String, options: GeneratorOptions, using generator: (ProtocolSpec, GeneratorOptions) -> [OutputFile]
    ) -> Result {
        let loaded = SpecLoader.load(contentsOf: specPath)
        guard let spec = loaded.spec else { return Result(diagnostics: loaded.diagnostics, files: []) }
        return Result(diagnostics: loaded.diagnostics, files: generator(spec, options))
    }

    /// How a spec path is named in generated headers: as given when relative, relative to the current
    /// directory when inside it, otherwise by its file name, so output never depends on where a
    /// checkout lives.
    package static func sourceLabel(for specPath: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        guard specPath.hasPrefix("/") else { return specPath }
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if specPath.hasPrefix(base) { return String(specPath.dropFirst(base.count)) }
        return URL(fileURLWithPath: specPath).lastPathComponent
    }
}
