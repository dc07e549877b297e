import Foundation

/// What SwiftPM built for this package, found next to the running test bundle: the modules
/// (`.build/debug/Modules`), so tests can type-check code against them as a client would, and the
/// executables, so tests can run `bridgegen` as a user does.
public enum BuiltModules {
    /// The folder holding `BridgeRuntime.swiftmodule`.
    public static func directory() throws -> URL {
        var directory = testBundleFolder
        for _ in 0..<4 {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("BridgeRuntime.swiftmodule").path) {
                return modules
            }
            directory.deleteLastPathComponent()
        }
        throw NotFound(what: "BridgeRuntime.swiftmodule")
    }

    /// The executable `name` this package built, such as `bridgegen`.
    public static func executable(_ name: String) throws -> URL {
        let binary = testBundleFolder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw NotFound(what: name) }
        return binary
    }

    /// Runs the `bridgegen` this package built in `directory`, for at most two minutes.
    public static func runBridgegen(_ arguments: [String], in directory: URL) throws -> ChildProcess.Result {
        try ChildProcess.run([try executable("bridgegen").path] + arguments, in: directory, timeout: 120)
    }

    private static var testBundleFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Something the build should have made was not found near the test bundle.
    public struct NotFound: Error, CustomStringConvertible {
        /// What was looked for.
        public var what: String
        /// What went wrong.
        public var description: String { "\(what) not found near \(CommandLine.arguments[0]); build the package first" }
    }
}
