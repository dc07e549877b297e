import Foundation

/// A folder of its own for a test's files, removed when the value goes away.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// A new, empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bridge-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `path` in the folder, making the folders on the way, and returns its path.
    @discardableResult
    public func write(_ text: String, to path: String) throws -> String {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The names in the folder at `path`, sorted; empty when there is no such folder.
    public func files(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(path).path)) ?? []).sorted()
    }
}
