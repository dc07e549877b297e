import Foundation

/// `Protocol/bridge.yaml` read as text, for tests that check what the shipped spec declares
/// against what was built from it, without typing its contents into the test: a legitimate change
/// of the spec changes both sides.
///
/// It reads the layout the spec is written in (two spaces per level, one key a line), which is
/// all these tests need; the spec loader itself is tested on every YAML form elsewhere.
public enum ShippedSpecText {
    /// The spec's lines.
    public static let lines: [Substring] = {
        let url = Repository.path("Protocol/bridge.yaml")
        guard let data = FileManager.default.contents(atPath: url.path) else { fatalError("missing \(url.path)") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }()

    /// The keys directly under the top-level `section` (`errors`, `actions`, `types`, …), in order.
    public static func keys(of section: String) -> [String] {
        keys(indentedBy: 2, in: body(of: "\(section):", indentedBy: 0))
    }

    /// The value of `key` in the entry `entry` of `section`, as written: `keys`'s entries' settings.
    public static func value(of key: String, inEntry entry: String, of section: String) -> String? {
        let entryBody = body(of: "  \(entry):", indentedBy: 2, within: body(of: "\(section):", indentedBy: 0))
        return entryBody.first { $0.hasPrefix("    \(key): ") }.map { String($0.dropFirst("    \(key): ".count)) }
    }

    /// Whether the entry `entry` of `section` sets `key`, with a value on its line or below it.
    public static func entry(_ entry: String, of section: String, has key: String) -> Bool {
        body(of: "  \(entry):", indentedBy: 2, within: body(of: "\(section):", indentedBy: 0))
            .contains { $0 == "    \(key):" || $0.hasPrefix("    \(key): ") }
    }

    /// A flow sequence as the spec writes it, `[A, B]`, as its items.
    public static func items(of flowSequence: String) -> [String] {
        flowSequence.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The lines below `header` that are indented deeper than `indent`.
    private static func body(
        of header: String, indentedBy indent: Int, within scope: ArraySlice<Substring> = lines[...]
    ) -> ArraySlice<Substring> {
        guard let start = scope.firstIndex(where: { $0 == header }) else { return [] }
        let rest = scope[(start + 1)...]
        let end =
            rest.firstIndex { line in
                !line.isEmpty && !line.hasPrefix("#") && line.prefix { $0 == " " }.count <= indent
            } ?? rest.endIndex
        return rest[..<end]
    }

    private static func keys(indentedBy indent: Int, in body: ArraySlice<Substring>) -> [String] {
        body.compactMap { line in
            guard line.prefix(while: { $0 == " " }).count == indent, let colon = line.firstIndex(of: ":") else { return nil }
            let key = line[line.index(line.startIndex, offsetBy: indent)..<colon]
            return key.hasPrefix("#") ? nil : String(key)
        }
    }
}
