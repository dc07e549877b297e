import Foundation
import Testing

/// The BridgeStdioHost executable, which `swift build` and `swift test` build next to the tests.
enum StdioHostBinary {
    /// Its path; fails the test, saying how to build it, when it is missing.
    static func path(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let url = PackagePaths.stdioHost
        try #require(
            FileManager.default.isExecutableFile(atPath: url.path),
            "BridgeStdioHost is not built at \(url.path): swift build --product BridgeStdioHost (or set BRIDGE_STDIO_HOST)",
            sourceLocation: sourceLocation)
        return url.path
    }
}
