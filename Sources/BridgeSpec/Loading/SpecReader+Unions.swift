/// A type's `union`: the tag's wire key and the cases, each a tag value mapped to an object type
/// (`base64: Base64Photo`) or to `{type, description, names}`.
extension SpecReader {
    static let unionKeys = ["tag", "cases"]
    static let unionCaseKeys = ["type", "description", "swiftName", "names"]

    /// The union of type `typeName`, or nil after reporting a problem that leaves it unusable.
    mutating func readUnion(_ entry: YAMLMappingEntry, of typeName: String) -> UnionSpec? {
        let what = "'union' in type '\(typeName)'"
        guard
            let mapping = mapping(
                entry.value, of: what, owner: entry.keyLocation, allowed: Self.unionKeys, required: Self.unionKeys,
                expected: "a mapping with 'tag' and 'cases'")
        else { return nil }
        let tag = text("tag", in: mapping)
        guard let casesEntry = mapping.entry("cases"),
            let cases = self.mapping(
                casesEntry.value, of: "'cases' of union '\(typeName)'", owner: casesEntry.keyLocation, allowed: nil,
                expected: "a mapping of tag values to object types, such as {base64: Base64Photo},",
                whenEmpty: "a union needs at least one case")
        else { return nil }
        let read = cases.entries.compactMap { caseEntry in
            keepingIfClean { $0.readUnionCase(caseEntry, of: typeName) }
        }
        guard let tag, let tagEntry = mapping.entry("tag"), read.count == cases.entries.count else { return nil }
        return UnionSpec(tag: tag, tagLocation: tagEntry.value.location, cases: read)
    }

    private mutating func readUnionCase(_ entry: YAMLMappingEntry, of typeName: String) -> UnionCaseSpec? {
        let what = "case '\(entry.key)' of union '\(typeName)'"
        let role = TypeUse.Role.unionCase(entry.key, of: typeName)
        if entry.value.scalar != nil {
            guard let name = text(of: entry.value, for: what, owner: entry.keyLocation) else { return nil }
            typeUses.append(TypeUse(type: .named(name), role: role, location: entry.value.location))
            return UnionCaseSpec(tag: entry.key, type: name, location: entry.keyLocation, typeLocation: entry.value.location)
        }
        guard
            let mapping = mapping(
                entry.value, of: what, owner: entry.keyLocation, allowed: Self.unionCaseKeys, required: ["type"],
                expected: "an object type's name, or a mapping with 'type' and 'description',")
        else { return nil }
        let names = names(in: mapping)
        let description = description(in: mapping)
        guard let type = objectType("type", in: mapping, as: role), let typeEntry = mapping.entry("type") else { return nil }
        return UnionCaseSpec(
            tag: entry.key, type: type, names: names, description: description, location: entry.keyLocation,
            typeLocation: typeEntry.value.location)
    }
}
