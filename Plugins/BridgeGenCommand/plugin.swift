import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-bridge [--target NAME…] [ARGUMENTS]`,
/// or the package's or Xcode project's context menu: runs `bridgegen generate ARGUMENTS` in the
/// package's (or project's) folder.
///
/// With no `--target` it regenerates the folder's `Protocol/bridge.yaml` into every output its
/// `bridgegen-config.yaml` lists. With `--target NAME` (which Xcode passes for the targets selected
/// in its dialog) it regenerates each target's own `bridge.yaml`, into the outputs of the
/// `bridgegen-config.yaml` beside it. Any other `generate` option is passed on.
///
/// What it shares with bridgegen and the build plugin is in `Plugins/PluginsShared`, linked into both.
@main
struct BridgeGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.generate(
            arguments, tool: context.tool(named: "bridgegen").url, in: context.package.directoryURL,
            packageRoots: BuildPackages(root: context.package).rootArguments
        ) { names in
            try context.package.targets(named: names).map { ($0.name, ($0 as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []) }
        }
    }

    /// Runs bridgegen for `arguments` in `directory`: once for the folder's own spec, or once per
    /// `--target`, whose files `targetFiles` finds by name, with `packageRoots` for extension specs.
    static func generate(
        _ arguments: [String], tool: URL, in directory: URL, packageRoots: [String] = [],
        targetFiles: ([String]) throws -> [(name: String, files: [URL])]
    ) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        guard !targetNames.isEmpty else {
            try run(tool, ["generate"] + passedOn, in: directory)
            return
        }
        for (name, files) in try targetFiles(targetNames) {
            guard let spec = files.first(where: { $0.lastPathComponent == FileNames.spec }) else {
                throw PluginError.noSpec(target: name)
            }
            let config = spec.deletingLastPathComponent().appendingPathComponent(FileNames.configuration)
            guard FileManager.default.fileExists(atPath: config.path) else { throw PluginError.noConfig(target: name) }
            try run(tool, ["generate", spec.path] + packageRoots + passedOn, in: directory)
        }
    }

    /// Runs bridgegen and fails the command when bridgegen fails; its diagnostics are already printed.
    private static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginError.failed(status: process.terminationStatus)
        }
    }

    enum PluginError: Error, CustomStringConvertible {
        case noSpec(target: String)
        case noConfig(target: String)
        case noTarget(String)
        case failed(status: Int32)

        var description: String {
            switch self {
            case .noSpec(let target):
                "Target '\(target)' has no bridge.yaml among its sources, so there is nothing to regenerate for it."
            case .noConfig(let target):
                "Target '\(target)' has no bridgegen-config.yaml beside its bridge.yaml to say where its outputs go; "
                    + "add one (see Protocol/README.md), or let BridgeGenPlugin generate the target's Swift at build time."
            case .noTarget(let name):
                "The Xcode project has no target named '\(name)'."
            case .failed(let status):
                "bridgegen generate failed (exit status \(status)); see its diagnostics above."
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same, from an Xcode project's context menu: the project's folder, its targets' input files.
/// Xcode gives no packages' folders, so an extension spec there names its base by path.
extension BridgeGenCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.generate(arguments, tool: context.tool(named: "bridgegen").url, in: context.xcodeProject.directoryURL) { names in
            try names.map { name in
                guard let target = context.xcodeProject.targets.first(where: { $0.displayName == name }) else {
                    throw PluginError.noTarget(name)
                }
                return (name, target.inputFiles.map(\.url))
            }
        }
    }
}
#endif
