/// Sets of string values: `statuses`, `environments`, `permissionStates`, and an enum type's `enum`.
/// Each value maps to its description, or to `{description, names}` to choose its names in output
/// languages.
extension SpecReader {
    /// The values of a section such as `statuses`; `kind` names one value in messages ("status").
    mutating func readEnumCases(_ section: YAMLMappingEntry, of kind: String) -> [EnumCaseSpec] {
        readEnumCases(sectionEntries(section, expected: "a mapping of \(kind) values"), of: kind)
    }

    /// Values from `entries`, each a description or a mapping; `container` ends their names in
    /// messages (" of enum 'DocumentSide'").
    mutating func readEnumCases(_ entries: [YAMLMappingEntry], of kind: String, in container: String = "") -> [EnumCaseSpec] {
        entries.compactMap { entry in
            keepingIfClean { reader in reader.readEnumCase(entry, what: "\(kind) '\(entry.key)'\(container)") }
        }
    }

    private mutating func readEnumCase(_ entry: YAMLMappingEntry, what: String) -> EnumCaseSpec? {
        if entry.value.scalar != nil {
            return EnumCaseSpec(
                value: entry.key,
                description: description(of: entry.value, for: what), location: entry.keyLocation
            )
        }
        guard let mapping = mapping(
            entry.value, of: what, owner: entry.keyLocation, allowed: ["description", "swiftName", "names"],
            expected: "a description, or a mapping with 'description' and 'names' (or 'swiftName'),"
        ) else { return nil }
        return EnumCaseSpec(
            value: entry.key,
            names: names(in: mapping), description: description(in: mapping), location: entry.keyLocation
        )
    }
}
