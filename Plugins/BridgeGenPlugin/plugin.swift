import Foundation
import PackagePlugin

/// Generates a target's Swift API from the `bridge.yaml` among its sources, at build time.
///
/// It runs the same `bridgegen generate` users run by hand, declaring the spec as the input and the
/// generated files as outputs, so SwiftPM regenerates exactly when the spec (or bridgegen) changes.
/// The target must depend on `BridgeRuntime`, which the generated code builds on.
@main
struct BridgeGenPlugin: BuildToolPlugin {
    /// The files `bridgegen generate` writes, whatever the spec; must equal `SwiftTranslator.fileNames`
    /// (a test in BridgeGenCoreTests holds them together).
    static let generatedFiles = [
        "Envelope.swift", "Identifiers.swift", "Types.swift", "Slots.swift", "Actions.swift", "Events.swift", "Host.swift",
        "ProtocolDefinition.swift",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles.filter { $0.url.lastPathComponent == "bridge.yaml" }.map(\.url)
        guard let spec = specs.first else { return [] }
        guard specs.count == 1 else { throw PluginError.severalSpecs(target: target.name, specs.map(\.path)) }

        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        return [
            .buildCommand(
                displayName: "Generating Swift for \(target.name) from bridge.yaml",
                executable: try context.tool(named: "bridgegen").url,
                arguments: [
                    "generate", spec.path, "--output", output.path,
                    "--source-label", "\(target.name)/bridge.yaml",
                ],
                inputFiles: [spec],
                outputFiles: Self.generatedFiles.map { output.appendingPathComponent($0) }
            )
        ]
    }

    enum PluginError: Error, CustomStringConvertible {
        case severalSpecs(target: String, [String])

        var description: String {
            switch self {
            case .severalSpecs(let target, let paths):
                "Target '\(target)' has more than one bridge.yaml (\(paths.joined(separator: ", "))); keep one per target."
            }
        }
    }
}
