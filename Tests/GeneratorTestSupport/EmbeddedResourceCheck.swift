import Foundation
import TestSupport

/// Compares a module's embedded resources (`.ci/embed-resources`) with the files of its `Resources`
/// folder, so a resource changed without running the script fails a test.
package enum EmbeddedResourceCheck {
    /// What differs between `embedded` and the files under `Sources/<module>/Resources`: paths
    /// missing from either side, and paths whose texts differ. Empty when they agree.
    package static func differences(embedded: [(path: String, text: String)], module: String) throws -> [String] {
        let folder = Repository.path("Sources/\(module)/Resources")
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        let texts = Dictionary(uniqueKeysWithValues: embedded.map { ($0.path, $0.text) })
        var differences = Set(texts.keys).symmetricDifference(paths).sorted().map { "only on one side: \($0)" }
        for path in paths.sorted() {
            guard let text = texts[path] else { continue }
            let file = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if text != file { differences.append("differs: \(path)") }
        }
        return differences
    }
}
