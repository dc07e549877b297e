import BridgeSpec

/// What `bridgegen generate` produces from a spec: its outputs, each with its folder and options.
///
/// It is read from `bridgegen-config.yaml` beside the spec (the format is in Protocol/README.md),
/// or is ``builtIn(generators:)`` when there is none.
package struct GenerationConfig: Equatable, Sendable {
    /// One output: a language, where its files go, and its options.
    package struct Output: Equatable, Sendable {
        /// The generator's language, such as `swift`.
        package var language: String
        /// The folder, relative to the current folder (or absolute).
        package var folder: String
        /// The language's options, such as `accessLevel: package`.
        package var options: [String: String]
        /// Where the configuration declares it; nil for a built-in output.
        package var location: SourceLocation?

        package init(language: String, folder: String, options: [String: String] = [:], location: SourceLocation? = nil) {
            self.language = language
            self.folder = folder
            self.options = options
            self.location = location
        }
    }

    /// The file name the CLI and the plugins look for beside a spec.
    package static let fileName = FileNames.configuration

    /// The outputs, in the configuration's order.
    package var outputs: [Output]

    package init(outputs: [Output]) {
        self.outputs = outputs
    }

    /// With no configuration file: every language written by default, each into its default folder.
    package static func builtIn(generators: [any LanguageGenerator.Type]) -> GenerationConfig {
        GenerationConfig(
            outputs: generators.filter { $0.isWrittenByDefault }.map { Output(language: $0.language, folder: $0.defaultFolder) })
    }

    /// The configuration file beside `spec`, if there is one.
    package static func file(besideSpec spec: String) -> String? {
        let candidate = FilePaths.appending(fileName, to: FilePaths.parent(of: spec))
        return FileSystem.exists(candidate) ? candidate : nil
    }
}
