import Foundation
import PackagePlugin

/// Generates a target's Swift API from the `bridge.yaml` among its sources, at build time.
///
/// It runs the same `bridgegen generate` users run by hand, declaring the spec (and the
/// `bridgegen-config.yaml` beside it, whose `swift` output's options it follows) as inputs and the
/// generated files as outputs, so SwiftPM regenerates exactly when they (or bridgegen) change.
/// The target must depend on `BridgeRuntime` (or `GBGBridge`), which the generated code builds on.
@main
struct BridgeGenPlugin: BuildToolPlugin {
    /// The files `bridgegen generate --language swift` writes, whatever the spec; must equal
    /// `SwiftTranslator.fileNames` (a test in BridgeGenSwiftTests holds them together).
    static let generatedFiles = [
        "Envelope.swift", "Identifiers.swift", "Types.swift", "Slots.swift", "Actions.swift", "Events.swift", "Host.swift",
        "ProtocolDefinition.swift",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let specs = files.filter { $0.lastPathComponent == "bridge.yaml" }
        guard let spec = specs.first else { return [] }
        guard specs.count == 1 else { throw PluginError.severalSpecs(target: target.name, specs.map(\.path)) }
        guard target.recursiveTargetDependencies.contains(where: { $0.name == "BridgeRuntime" }) else {
            throw PluginError.missingRuntime(target: target.name)
        }
        let config = files.first { $0.lastPathComponent == "bridgegen-config.yaml" }

        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        return [
            .buildCommand(
                displayName: "Generating Swift for \(target.name) from bridge.yaml",
                executable: try context.tool(named: "bridgegen").url,
                arguments: [
                    "generate", spec.path, "--language", "swift", "--output", output.path,
                    "--source-label", "\(target.name)/bridge.yaml",
                ] + (config.map { ["--config", $0.path] } ?? []) + Self.packageRoots(of: context.package),
                inputFiles: [spec] + (config.map { [$0] } ?? []) + Self.publishedSpecs(of: context.package),
                outputFiles: Self.generatedFiles.map { output.appendingPathComponent($0) }
            )
        ]
    }

    /// Every package of the build, by identity, with its folder.
    static func packages(of root: Package) -> [(id: String, directory: URL)] {
        var seen: Set<String> = []
        var found: [(id: String, directory: URL)] = []
        var pending = [root]
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            found.append((next.id, next.directoryURL))
            pending += next.dependencies.map(\.package)
        }
        return found
    }

    /// `--package-root IDENTITY=PATH` for every package of the build, so that an extension spec can
    /// name its base by package (`extends: {package: gbgbridge}`).
    static func packageRoots(of package: Package) -> [String] {
        packages(of: package).flatMap { ["--package-root", "\($0.id)=\($0.directory.path)"] }
    }

    /// The published specs (`Protocol/bridge.yaml`) of the build's packages, which an extension
    /// spec's base may be: inputs, so that a change of the base regenerates the extension.
    static func publishedSpecs(of package: Package) -> [URL] {
        packages(of: package).map { $0.directory.appendingPathComponent("Protocol/bridge.yaml") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    enum PluginError: Error, CustomStringConvertible {
        case severalSpecs(target: String, [String])
        case missingRuntime(target: String)

        var description: String {
            switch self {
            case .severalSpecs(let target, let paths):
                "Target '\(target)' has more than one bridge.yaml (\(paths.joined(separator: ", "))); keep one per target."
            case .missingRuntime(let target):
                "Target '\(target)' uses BridgeGenPlugin but does not depend on BridgeRuntime, which the generated code "
                    + "builds on: add .product(name: \"BridgeRuntime\", package: \"<identity of the GBGBridge package>\") "
                    + "(or the GBGBridge product) to its dependencies."
            }
        }
    }
}
