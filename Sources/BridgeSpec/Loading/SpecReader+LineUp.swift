/// Keys that line up with the wrong parent: a key of an element written one level too far left,
/// where it becomes an element of its own (a field named `optional`) or an unknown key of the
/// mapping around it (`optional` among a type's keys). The problem is reported where it shows, with
/// a hint at its cause.
extension SpecReader {
    /// Where an entry of a mapping of elements (fields, actions, …) sits: the entry before it, the
    /// keys an element takes, and what the elements are called.
    struct Neighbourhood {
        /// The entry before it, if any.
        var previous: YAMLMappingEntry?
        /// The keys an element takes.
        var keys: [String]
        /// One element, for messages: "field".
        var element: String
        /// The elements: "fields".
        var elements: String
    }

    /// "; 'optional' lines up with the fields: if it belongs to field 'imageData' above, indent it
    /// to column 9", when `entry` holds no mapping but is named like a key of an element, and the
    /// element before it is written as a block below its key.
    static func lineUpHint(for entry: YAMLMappingEntry, in neighbourhood: Neighbourhood) -> String? {
        guard neighbourhood.keys.contains(entry.key), entry.value.mapping == nil, let previous = neighbourhood.previous,
            let column = blockColumn(of: previous.value, below: previous.keyLocation)
        else { return nil }
        return "; '\(entry.key)' lines up with the \(neighbourhood.elements): if it belongs to \(neighbourhood.element) "
            + "'\(previous.key)' above, indent it to column \(column)"
    }

    /// "it is a key of a field: if it belongs to field 'imageData' above, indent it to column 9", for
    /// an unknown key of a mapping that is a key of the last of the elements in the entry `section`
    /// before it (`fields` of a type), written as blocks.
    static func lineUpHint(
        forUnknown entry: YAMLMappingEntry, in entries: [YAMLMappingEntry], after section: String, keys: [String], element: String
    ) -> String? {
        guard keys.contains(entry.key), let position = entries.firstIndex(where: { $0.key == entry.key }),
            let holder = entries[..<position].last(where: { $0.key == section }),
            blockColumn(of: holder.value, below: holder.keyLocation) != nil,
            let last = holder.value.mapping?.last, let column = blockColumn(of: last.value, below: last.keyLocation)
        else { return nil }
        return "it is a key of \(element == "field" ? "a" : "an") \(element): if it belongs to \(element) '\(last.key)' above, "
            + "indent it to column \(column)"
    }

    /// The column of the keys of `node`, when it is a mapping written as a block below the key at
    /// `key`; nil otherwise (`{…}` on the key's line takes no indented key).
    private static func blockColumn(of node: YAMLNode, below key: SourceLocation) -> Int? {
        guard let first = node.mapping?.first, first.keyLocation.line > key.line else { return nil }
        return first.keyLocation.column
    }
}

extension Array where Element == YAMLMappingEntry {
    /// Each entry with the one before it, for `SpecReader.lineUpHint`.
    var neighbours: [(entry: YAMLMappingEntry, previous: YAMLMappingEntry?)] {
        indices.map { (self[$0], $0 > startIndex ? self[$0 - 1] : nil) }
    }
}
