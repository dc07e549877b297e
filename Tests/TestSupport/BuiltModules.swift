import Foundation

/// Where SwiftPM put the modules of this package's build (`.build/debug/Modules`), so tests can
/// type-check code against the very modules the package built, as a client would compile.
public enum BuiltModules {
    /// The folder holding `BridgeRuntime.swiftmodule`, found next to the running test bundle.
    public static func directory() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("BridgeRuntime.swiftmodule").path) {
                return modules
            }
            directory.deleteLastPathComponent()
        }
        throw NotFound(searchedFrom: CommandLine.arguments[0])
    }

    /// The modules folder was not found near the test bundle.
    public struct NotFound: Error, CustomStringConvertible {
        /// The test bundle's path.
        public var searchedFrom: String
        /// What went wrong.
        public var description: String { "BridgeRuntime.swiftmodule not found near \(searchedFrom)" }
    }
}
