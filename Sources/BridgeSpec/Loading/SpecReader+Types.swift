/// The `types` section: named objects (`fields`) and enums (`enum`).
extension SpecReader {
    ///
    /// Types read independently of each other, so slices of them are read on all cores, each by a
    /// reader of its own whose findings are then taken over in order: the same result and the same
    /// diagnostics, in the same order, as reading them one by one.
    mutating func readTypes(_ section: YAMLMappingEntry) -> [TypeSpec] {
        let parts = sectionEntries(section, expected: "a mapping of type names").slices(ofAtMost: 64).parallelMap { slice in
            var reader = SpecReader()
            let types = slice.compactMap { entry in reader.keepingIfClean { $0.readType(entry) } }
            return (types: types, reader: reader)
        }
        for part in parts { takeOver(part.reader) }
        return parts.flatMap(\.types)
    }

    private mutating func readType(_ entry: YAMLMappingEntry) -> TypeSpec? {
        let what = "type '\(entry.key)'"
        guard let mapping = mapping(
            entry.value, of: what, owner: entry.keyLocation, allowed: ["description", "fields", "enum"]
        ) else { return nil }
        let description = description(in: mapping)
        let kinds = mapping.entries.filter { $0.key == "fields" || $0.key == "enum" }
        guard let kindEntry = kinds.first else {
            diagnostics.error(
                "\(what) needs either 'fields' (an object) or 'enum' (a set of string values)", at: entry.keyLocation
            )
            return nil
        }
        if kinds.count > 1 {
            diagnostics.error(
                "\(what) has both 'fields' and 'enum'; a type is either an object or an enum",
                at: kinds[1].keyLocation, notes: [.note("'\(kindEntry.key)' is here", at: kindEntry.keyLocation)]
            )
            return nil
        }
        let kind: TypeSpec.Kind
        if kindEntry.key == "fields" {
            guard let fields = readFields(kindEntry, of: entry.key) else { return nil }
            kind = .object(fields)
        } else {
            guard let values = self.mapping(
                kindEntry.value, of: "'enum' in \(what)", owner: kindEntry.keyLocation,
                allowed: kindEntry.value.mapping?.map(\.key) ?? [], expected: "a mapping of values"
            ) else { return nil }
            kind = .enumeration(readEnumCases(values.entries, of: "value", in: " of enum '\(entry.key)'"))
        }
        return TypeSpec(name: entry.key, description: description, kind: kind, location: entry.keyLocation)
    }
}
