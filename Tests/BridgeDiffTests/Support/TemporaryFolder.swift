import Foundation

/// A folder of its own for a test's files, removed when the value goes away.
final class TemporaryFolder {
    /// The folder.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgediff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
