import Foundation
import TestSupport

/// Runs a toolchain command found on the PATH, as a user's shell would, for tests that check rendered
/// code with the compiler and the formatter.
struct ExternalTool {
    /// Runs `/usr/bin/env arguments…` and waits for it to finish, for at most ten minutes.
    static func run(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(arguments, timeout: 600)
    }

    /// A new empty directory under the system's temporary directory.
    static func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("BridgeGenSwiftTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
