import Foundation
import PackagePlugin

/// Generates a target's Swift API from the `bridge.yaml` among its sources, at build time, in a
/// package (SwiftPM, or Xcode opening the package) and in an Xcode project's target.
///
/// It runs the same `bridgegen generate` users run by hand, declaring the spec (and the
/// `bridgegen-config.yaml` beside it, whose `swift` output's options it follows) as inputs and the
/// generated files as outputs, so the build regenerates exactly when they (or bridgegen) change.
/// The target must depend on `BridgeRuntime` (or `GBGBridge`), which the generated code builds on.
///
/// What it shares with bridgegen and the command plugin (the files' names, the Swift output's
/// files, the walk over the build's packages) is in `Plugins/PluginsShared`, linked into both.
@main
struct BridgeGenPlugin: BuildToolPlugin {
    /// The files `bridgegen generate --language swift` writes, whatever the spec.
    static let generatedFiles = SwiftOutputFile.allCases.map(\.rawValue)

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget,
            let spec = try Self.spec(among: target.sourceFiles.map(\.url), of: target.name)
        else { return [] }
        guard target.recursiveTargetDependencies.contains(where: { $0.name == "BridgeRuntime" }) else {
            throw PluginError.missingRuntime(target: target.name)
        }
        try Self.checkNoClash(among: target.sourceFiles.map(\.url), of: target.name)
        // The published specs are inputs too, so that a change of an extension's base regenerates it.
        let packages = BuildPackages(root: context.package)
        return [
            try Self.command(
                generating: spec, for: target.name, tool: context.tool(named: "bridgegen").url,
                into: context.pluginWorkDirectoryURL,
                packageRoots: packages.rootArguments, baseSpecs: packages.publishedSpecs)
        ]
    }

    /// The spec among a target's files, with the configuration beside it; nil when it has none.
    static func spec(among files: [URL], of target: String) throws -> (spec: URL, config: URL?)? {
        let specs = files.filter { $0.lastPathComponent == FileNames.spec }
        guard let spec = specs.first else { return nil }
        guard specs.count == 1 else { throw PluginError.severalSpecs(target: target, specs.map(\.path)) }
        return (spec, files.first { $0.lastPathComponent == FileNames.configuration })
    }

    /// Fails when the target's own sources have a file named like one the plugin generates, as
    /// `generate-bridge --target` writes them: SwiftPM would compile both into one module and stop
    /// with "multiple producers" on each, which says nothing about the cause. One or the other must go.
    static func checkNoClash(among files: [URL], of target: String) throws {
        let clashes = files.filter { generatedFiles.contains($0.lastPathComponent) }
        guard clashes.isEmpty else {
            // By folder, so that the eight names of one `generate-bridge` run read as one place.
            let folders = Dictionary(grouping: clashes) { $0.deletingLastPathComponent().path }
                .sorted { $0.key < $1.key }
                .map { "in \($0.key): \($0.value.map(\.lastPathComponent).sorted().joined(separator: ", "))" }
            throw PluginError.generatedFilesInSources(target: target, folders)
        }
    }

    /// The build command that generates `target`'s Swift from its spec into the plugin's work folder;
    /// `packageRoots` and `baseSpecs` let an extension spec find its base by package.
    static func command(
        generating spec: (spec: URL, config: URL?), for target: String, tool: URL, into workDirectory: URL,
        packageRoots: [String] = [], baseSpecs: [URL] = []
    ) -> Command {
        let output = workDirectory.appendingPathComponent("GeneratedSources")
        return .buildCommand(
            displayName: "Generating Swift for \(target) from bridge.yaml",
            executable: tool,
            arguments: [
                "generate", spec.spec.path, "--language", "swift", "--output", output.path, "--source-label",
                "\(target)/bridge.yaml",
            ] + (spec.config.map { ["--config", $0.path] } ?? []) + packageRoots,
            inputFiles: [spec.spec] + (spec.config.map { [$0] } ?? []) + baseSpecs,
            outputFiles: generatedFiles.map { output.appendingPathComponent($0) }
        )
    }

    enum PluginError: Error, CustomStringConvertible {
        case severalSpecs(target: String, [String])
        case missingRuntime(target: String)
        /// The target's files named like generated ones, described folder by folder.
        case generatedFilesInSources(target: String, [String])

        var description: String {
            switch self {
            case .severalSpecs(let target, let paths):
                "Target '\(target)' has more than one bridge.yaml (\(paths.joined(separator: ", "))); keep one per target."
            case .missingRuntime(let target):
                "Target '\(target)' uses BridgeGenPlugin but does not depend on BridgeRuntime, which the generated code "
                    + "builds on: add .product(name: \"BridgeRuntime\", package: \"<identity of the GBGBridge package>\") "
                    + "(or the GBGBridge product) to its dependencies."
            case .generatedFilesInSources(let target, let folders):
                "Target '\(target)' uses BridgeGenPlugin, which generates its Swift at build time, but its sources already "
                    + "have files of the same names (\(folders.joined(separator: "; "))), such as `generate-bridge --target "
                    + "\(target)` writes; both would be compiled into one module. Use one or the other: delete those files "
                    + "to keep generating at build time, or remove BridgeGenPlugin from the target's plugins to keep "
                    + "checking the generated files in (and regenerate them with `generate-bridge --target \(target)`)."
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same, for a target of an Xcode project: its spec is among the target's input files. Xcode
/// does not list the package products a target links in a form the plugin can check, so a
/// target without BridgeRuntime fails at compile time, where the generated code imports it; nor
/// does it give the packages' folders, so an extension spec there names its base by path.
extension BridgeGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let spec = try Self.spec(among: target.inputFiles.map(\.url), of: target.displayName) else { return [] }
        try Self.checkNoClash(among: target.inputFiles.map(\.url), of: target.displayName)
        return [
            try Self.command(
                generating: spec, for: target.displayName, tool: context.tool(named: "bridgegen").url,
                into: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
