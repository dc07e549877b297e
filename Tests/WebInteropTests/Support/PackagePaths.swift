import Foundation

/// Where the package's files are, found from this source file so tests run from any directory.
enum PackagePaths {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The protocol spec.
    static let spec = root.appendingPathComponent("Protocol/bridge.yaml")

    /// The checked-in TypeScript client.
    static let generatedWeb = root.appendingPathComponent("Generated/web")

    /// The checked-in JSON Schema.
    static let generatedSchema = root.appendingPathComponent("Generated/schema")

    /// The signature pad extension's checked-in web package and JSON Schema.
    static let signaturePadWeb = root.appendingPathComponent("Examples/SignaturePadBridge/web")
    static let signaturePadSchema = root.appendingPathComponent("Examples/SignaturePadBridge/schema")

    /// The signature pad extension's spec.
    static let signaturePadSpec = root.appendingPathComponent("Examples/SignaturePadBridge/bridge.yaml")

    /// The shared conformance suite every host runs.
    static let conformance = root.appendingPathComponent("Tests/Conformance")

    /// The scripts and pages the interop tests run.
    static let fixtures = root.appendingPathComponent("Tests/WebInteropTests/Fixtures")

    /// The folder the test binary was built into, where `BridgeStdioHost` is built too.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()

    /// The stdio host executable.
    static var stdioHost: URL {
        if let path = ProcessInfo.processInfo.environment["BRIDGE_STDIO_HOST"] { return URL(fileURLWithPath: path) }
        return products.appendingPathComponent("BridgeStdioHost")
    }
}
