import Foundation
import TestSupport
import Testing

/// The tools the interop tests need, found on the PATH, as `InstalledTools` finds them; this adds
/// Python's `jsonschema` and the failing check.
enum ExternalTools {
    /// The full path of `name` on the PATH, or nil.
    static func path(of name: String) -> String? { InstalledTools.path(of: name) }

    /// Whether `python3` can import `jsonschema`.
    static let hasJSONSchema: Bool = {
        guard path(of: "python3") != nil,
            let result = try? ChildProcess.run(["python3", "-c", "import jsonschema"], timeout: 30)
        else { return false }
        return result.status == 0
    }()

    /// Whether tests that need `tools` should run: all are there, or this is CI (where they fail loudly).
    static func shouldRun(_ tools: [String]) -> Bool { InstalledTools.shouldRun(tools) }

    /// Fails the test, saying what to install, when one of `tools` is missing (possible on CI only:
    /// elsewhere `shouldRun` skipped the test).
    static func require(_ tools: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let note = InstalledTools.missing(tools)
        try #require(note.isEmpty, "\(note)", sourceLocation: sourceLocation)
        if tools.contains("python3") {
            try #require(
                hasJSONSchema, "python3 cannot import jsonschema: pip install jsonschema", sourceLocation: sourceLocation)
        }
    }
}
