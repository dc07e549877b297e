import Foundation
import Testing
import TestSupport

/// The runtime's Apple glue (`#if canImport(Combine)`, WebKit, SwiftUI, AVFoundation) and the generated
/// `CameraDetector` alias never compile on Linux. Here they are type-checked against stand-in modules
/// that declare only the API surface we use: this catches mistakes in our code (types, isolation,
/// conditions that disagree between runtime and generated code), not differences from Apple's SDKs.
@Suite struct AppleGlueTypecheckTests {
    static let standIns = ["Combine", "WebKit", "UIKit", "SwiftUI", "AVFoundation"]

    @Test func runtimeAndGeneratedLibraryTypecheckWithAppleFrameworksPresent() throws {
        let directory = try ExternalTool.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for module in Self.standIns {
            let source = Repository.path("Tests/BridgeGenSwiftTests/Fixtures/AppleStandIns/\(module).swift").path
            try emitModule(module, sources: [source], into: directory)
        }
        try emitModule("BridgeRuntime", sources: swiftFiles(in: "Sources/BridgeRuntime"), into: directory)

        // The generated library must see CameraDetector exactly when the runtime defines it.
        let generated = try swiftFiles(in: "Generated/GBGBridge")
        let probe = directory.appendingPathComponent("Probe.swift")
        try Data("""
            import BridgeRuntime
            import Foundation

            @MainActor func probe(_ host: BridgeHost) {
                let camera = CameraDetector.check()
                host.documentCapture.permissionState = camera.permissionState
                _ = camera.hardwareAvailable
                _ = BridgeWebView(url: URL(string: "https://journey.example.com")!, host: host)
                _ = host.$receivedMessages
                _ = BridgeWebViewConfigurator.makeWebView(host: host, allowedOrigins: ["https://journey.example.com"])
            }
            """.utf8).write(to: probe)
        let result = try ExternalTool.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "GBGBridge", "-I", directory.path]
                + generated + [probe.path])
        #expect(result.status == 0, "\(result.errors)")
    }

    private func emitModule(_ name: String, sources: [String], into directory: URL) throws {
        let result = try ExternalTool.run([
            "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
            "-I", directory.path, "-o", directory.appendingPathComponent("\(name).swiftmodule").path,
        ] + sources)
        try #require(result.status == 0, "\(name) did not compile with the Apple stand-ins:\n\(result.errors)")
    }

    private func swiftFiles(in folder: String) throws -> [String] {
        let root = Repository.path(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }
}
