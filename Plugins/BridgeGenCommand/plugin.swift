import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-bridge [ARGUMENTS]`: runs
/// `bridgegen generate ARGUMENTS` in the package's folder, so with no arguments it regenerates
/// `Generated/GBGBridge` from `Protocol/bridge.yaml`, and any `generate` option can be passed on.
@main
struct BridgeGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "bridgegen").url
        process.arguments = ["generate"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("bridgegen generate failed (exit status \(process.terminationStatus)); see its diagnostics above")
            return
        }
    }
}
