import Foundation

/// A unified diff of two texts, made by `diff -u`, for failure messages a reader can act on.
public enum UnifiedDiff {
    /// The diff from `old` (on disk) to `new` (freshly generated), both labelled `name`.
    public static func between(_ old: String, _ new: String, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webdiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let oldURL = directory.appendingPathComponent("checked-in")
        let newURL = directory.appendingPathComponent("generated")
        try old.write(to: oldURL, atomically: true, encoding: .utf8)
        try new.write(to: newURL, atomically: true, encoding: .utf8)
        let result = try ChildProcess.run(
            ["diff", "-u", "--label", "\(name) (checked in)", "--label", "\(name) (generated)", oldURL.path, newURL.path],
            timeout: 30)
        return result.output
    }
}
