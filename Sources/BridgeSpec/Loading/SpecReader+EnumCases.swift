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
    /// `versioned` lets a value say `since` and `deprecated`: values of enum types may, the
    /// protocol's own sets may not.
    mutating func readEnumCases(
        _ entries: [YAMLMappingEntry], of kind: String, in container: String = "", versioned: Bool = false
    ) -> [EnumCaseSpec] {
        entries.compactMap { entry in
            keepingIfClean { reader in
                reader.readEnumCase(entry, what: "\(kind) '\(entry.key)'\(container)", versioned: versioned)
            }
        }
    }

    private mutating func readEnumCase(_ entry: YAMLMappingEntry, what: String, versioned: Bool) -> EnumCaseSpec? {
        if entry.value.scalar != nil {
            return EnumCaseSpec(
                value: entry.key,
                description: description(of: entry.value, for: what), location: entry.keyLocation
            )
        }
        let allowed = ["description", "swiftName", "names"] + (versioned ? Availability.keys : [])
        guard
            let mapping = mapping(
                entry.value, of: what, owner: entry.keyLocation, allowed: allowed,
                expected: "a description, or a mapping with 'description' and 'names' (or 'swiftName'),"
            )
        else { return nil }
        var value = EnumCaseSpec(
            value: entry.key,
            names: names(in: mapping), description: description(in: mapping), location: entry.keyLocation
        )
        if versioned { value.availability = availability(in: mapping) }
        return value
    }
}
