import BridgeGenKit
import BridgeGenerators
import BridgeSpec

/// Which configuration says what to generate: `--config`, or `bridgegen-config.yaml` beside the
/// spec, or the built-in outputs. Shared by `generate` and `validate`, which checks the spec for
/// every configured output's language.
struct ConfigOptions: ArgumentGroup {
    static let config = Parameter.option(
        "config", valueName: "file",
        help:
            "The generation configuration (default: \(GenerationConfig.fileName) beside the spec, if there is one; otherwise \(Generators.all.filter { $0.isWrittenByDefault }.map { $0.language }.joined(separator: ", ")), each into its default folder)."
    )
    static var parameters: [Parameter] { [config] }

    var config: String?

    init(_ arguments: ParsedArguments) {
        config = arguments.string(Self.config)
    }

    /// The configuration for `spec`; diagnostics of a configuration file are printed, and its
    /// errors end the command.
    func load(forSpec spec: String) throws -> GenerationConfig {
        guard let path = config ?? GenerationConfig.file(besideSpec: spec) else {
            return .builtIn(generators: Generators.all)
        }
        let read = GenerationConfigReader(generators: Generators.all).read(contentsOf: path)
        if !read.diagnostics.isEmpty {
            StandardStream.error.write(DiagnosticRenderer.render(read.diagnostics))
        }
        guard let configuration = read.config else { throw ExitCode.failure }
        return configuration
    }
}
