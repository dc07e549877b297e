import Foundation
import TestSupport
import Testing

/// The tools the interop tests need, found on the PATH.
///
/// Off CI a missing tool skips its tests with a note saying what to install; on CI (the `CI`
/// environment variable is set) the tests run anyway and fail with that note, so CI can never pass
/// by skipping.
enum ExternalTools {
    /// The full path of `name` on the PATH, or nil.
    static func path(of name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The Debian package that provides each tool.
    private static let debianPackages = [
        "tsc": "node-typescript", "node": "nodejs", "chromium": "chromium", "python3": "python3 python3-jsonschema",
    ]

    /// Whether the run is on CI.
    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// Whether `python3` can import `jsonschema`.
    static let hasJSONSchema: Bool = {
        guard path(of: "python3") != nil,
              let result = try? ChildProcess.run(["python3", "-c", "import jsonschema"], timeout: 30)
        else { return false }
        return result.status == 0
    }()

    /// Whether tests that need `tools` should run: all are there, or this is CI (where they fail loudly).
    static func shouldRun(_ tools: [String]) -> Bool {
        onCI || tools.allSatisfy { path(of: $0) != nil }
    }

    /// Fails the test, saying what to install, when one of `tools` is missing (possible on CI only:
    /// elsewhere `shouldRun` skipped the test).
    static func require(_ tools: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let note = missing(tools)
        try #require(note.isEmpty, "\(note)", sourceLocation: sourceLocation)
        if tools.contains("python3") {
            try #require(hasJSONSchema, "python3 cannot import jsonschema: pip install jsonschema", sourceLocation: sourceLocation)
        }
    }

    /// What to install for `tools`; empty when all are present.
    static func missing(_ tools: [String]) -> String {
        let missing = tools.filter { path(of: $0) == nil }
        guard !missing.isEmpty else { return "" }
        let packages = missing.map { debianPackages[$0] ?? $0 }
        return "missing \(missing.joined(separator: ", ")): apt-get install -y \(packages.joined(separator: " ")) (.ci/run installs them)"
    }
}
