import Foundation

/// `Tests/BridgeSpecTests/Fixtures/minimal.yaml`, the smallest spec that passes validation, for
/// tests that change it in one place to provoke one problem.
public enum MinimalSpecText {
    /// The fixture's text.
    public static let text: String = {
        let url = Repository.path("Tests/BridgeSpecTests/Fixtures/minimal.yaml")
        guard let data = FileManager.default.contents(atPath: url.path) else { fatalError("missing fixture \(url.path)") }
        return String(decoding: data, as: UTF8.self)
    }()

    /// The fixture with each `(old, new)` edit applied; each `old` must occur exactly once, so that
    /// a test cannot pass because its edit silently did nothing.
    public static func editing(_ edits: [(String, String)]) throws -> String {
        var result = text
        for (old, new) in edits {
            let parts = result.components(separatedBy: old)
            guard parts.count == 2 else { throw EditNotUnique(old: old, occurrences: parts.count - 1) }
            result = parts.joined(separator: new)
        }
        return result
    }

    /// An edit's text does not occur exactly once.
    public struct EditNotUnique: Error, CustomStringConvertible {
        /// The text looked for.
        public var old: String
        /// How often it occurs.
        public var occurrences: Int
        /// What went wrong.
        public var description: String { "'\(old)' occurs \(occurrences) times in minimal.yaml; an edit needs exactly one" }
    }
}
