import BridgeGenKit
import Foundation

/// Generated files written where tsc, Node and Python can read them.
enum GeneratedFiles {
    /// A new folder in the test run's temporary folder, holding `files` (in their subfolders, such as `dist/`).
    static func write(_ files: [OutputFile], label: String) throws -> URL {
        let folder = WebClientBuild.root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
