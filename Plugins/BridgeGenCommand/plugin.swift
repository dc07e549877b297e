import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-bridge [--target NAME…] [ARGUMENTS]`:
/// runs `bridgegen generate ARGUMENTS` in the package's folder.
///
/// With no `--target` it regenerates the package's `Protocol/bridge.yaml` into every output its
/// `bridgegen-config.yaml` lists. With `--target NAME` (which Xcode passes for the selected
/// targets) it regenerates each target's own `bridge.yaml`, into the outputs of the
/// `bridgegen-config.yaml` beside it. Any other `generate` option is passed on.
@main
struct BridgeGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        let tool = try context.tool(named: "bridgegen").url
        guard !targetNames.isEmpty else {
            try run(tool, ["generate"] + passedOn, in: context.package.directoryURL)
            return
        }
        for target in try context.package.targets(named: targetNames) {
            let files = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
            guard let spec = files.first(where: { $0.lastPathComponent == "bridge.yaml" }) else {
                throw PluginError.noSpec(target: target.name)
            }
            let config = spec.deletingLastPathComponent().appendingPathComponent("bridgegen-config.yaml")
            guard FileManager.default.fileExists(atPath: config.path) else { throw PluginError.noConfig(target: target.name) }
            try run(tool, ["generate", spec.path] + Self.packageRoots(of: context.package) + passedOn, in: context.package.directoryURL)
        }
    }

    /// `--package-root IDENTITY=PATH` for every package of the build, so that an extension spec can
    /// name its base by package. (Plugins cannot share code; BridgeGenPlugin has the same.)
    static func packageRoots(of package: Package) -> [String] {
        var seen: Set<String> = []
        var roots: [String] = []
        var pending = [package]
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            roots += ["--package-root", "\(next.id)=\(next.directoryURL.path)"]
            pending += next.dependencies.map(\.package)
        }
        return roots
    }

    /// Runs bridgegen and fails the command when bridgegen fails; its diagnostics are already printed.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
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
        case failed(status: Int32)

        var description: String {
            switch self {
            case .noSpec(let target):
                "Target '\(target)' has no bridge.yaml among its sources, so there is nothing to regenerate for it."
            case .noConfig(let target):
                "Target '\(target)' has no bridgegen-config.yaml beside its bridge.yaml to say where its outputs go; "
                    + "add one (see Protocol/README.md), or let BridgeGenPlugin generate the target's Swift at build time."
            case .failed(let status):
                "bridgegen generate failed (exit status \(status)); see its diagnostics above."
            }
        }
    }
}
