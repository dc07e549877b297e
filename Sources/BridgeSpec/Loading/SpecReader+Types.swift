/// The `types` section: named objects (`fields`), enums (`enum`) and tagged unions (`union`).
extension SpecReader {
    mutating func readTypes(_ section: YAMLMappingEntry, readAhead: ReadAheadSection<TypeSpec>? = nil) -> [TypeSpec] {
        readEachOnAllCores(sectionEntries(section, expected: "a mapping of type names"), after: readAhead, Self.readTypeEntry)
    }

    /// The type `entry` declares, read by `reader`; nil after reporting its errors.
    static func readTypeEntry(
        _ reader: inout SpecReader, _ entry: YAMLMappingEntry, after previous: YAMLMappingEntry?
    ) -> TypeSpec? {
        reader.keepingIfClean { $0.readType(entry, after: previous) }
    }

    static let typeKeys = ["description", "fields", "enum", "union", "blob", "open"]

    /// The keys that say what kind of type a type is.
    static let kindKeys = ["fields", "enum", "union"]

    private mutating func readType(_ entry: YAMLMappingEntry, after previous: YAMLMappingEntry?) -> TypeSpec? {
        let what = "type '\(entry.key)'"
        let neighbourhood = Neighbourhood(previous: previous, keys: Self.typeKeys, element: "type", elements: "types")
        guard
            let mapping = mapping(
                entry.value, of: what, owner: entry.keyLocation, allowed: Self.typeKeys,
                lineUp: Self.lineUpHint(for: entry, in: neighbourhood),
                unknownKeyHint: { unknown, entries in
                    Self.lineUpHint(forUnknown: unknown, in: entries, after: "fields", keys: Self.fieldKeys, element: "field")
                }
            )
        else { return nil }
        let description = description(in: mapping)
        let blob = bool("blob", in: mapping)
        let isOpen = bool("open", in: mapping)
        let kinds = mapping.entries.filter { Self.kindKeys.contains($0.key) }
        guard let kindEntry = kinds.first else {
            diagnostics.error(
                "\(what) needs 'fields' (an object), 'enum' (a set of string values) or 'union' (tagged objects)",
                at: entry.keyLocation
            )
            return nil
        }
        if kinds.count > 1 {
            diagnostics.error(
                "\(what) has both '\(kindEntry.key)' and '\(kinds[1].key)'; a type is one of an object, an enum or a union",
                at: kinds[1].keyLocation, notes: [.note("'\(kindEntry.key)' is here", at: kindEntry.keyLocation)]
            )
            return nil
        }
        let kind: TypeSpec.Kind
        if kindEntry.key == "fields" {
            guard let fields = readFields(kindEntry, of: entry.key) else { return nil }
            kind = .object(fields)
        } else if kindEntry.key == "union" {
            guard let union = readUnion(kindEntry, of: entry.key) else { return nil }
            kind = .union(union)
        } else {
            guard
                let values = self.mapping(
                    kindEntry.value, of: "'enum' in \(what)", owner: kindEntry.keyLocation,
                    allowed: nil, expected: "a mapping of values"
                )
            else { return nil }
            kind = .enumeration(readEnumCases(values.entries, of: "value", in: " of enum '\(entry.key)'", versioned: true))
        }
        if blob != nil, kindEntry.key != "fields", let blobEntry = mapping.entry("blob") {
            diagnostics.error(
                "'blob' applies to object types, whose bytes fields it governs: \(what) is \(kindEntry.key == "enum" ? "an enum" : "a union")",
                at: blobEntry.keyLocation
            )
        }
        if isOpen != nil, case .object = kind, let openEntry = mapping.entry("open") {
            diagnostics.error(
                "'open' applies to enum and union types, whose values it governs: \(what) is an object",
                at: openEntry.keyLocation
            )
        }
        var type = TypeSpec(
            name: entry.key, description: description, kind: kind, location: entry.keyLocation, blob: blob ?? false)
        type.isOpen = isOpen ?? false
        return type
    }
}
