/// Lookups in the YAML tree the validator's rules make for every reference, made once up front
/// (the model indexes its own names: `ProtocolSpec.type(named:)`).
///
/// The model and the YAML tree keep lists in file order, and finding a name in them is a linear
/// search; rules look names and nodes up for every action, type and field, which made validation
/// quadratic in the size of the spec (a 10,000-action spec took a minute). Built once per spec, the
/// index answers in constant time, with the same first-declaration-wins result as the searches.
struct SpecIndex {
    /// The keys each top-level section declares, in file order; nil for a section that is not a
    /// mapping. Sections the file does not have are absent.
    let declaredKeys: [String: [String]?]
    /// The same keys as sets, for membership.
    let declaredSets: [String: Set<String>]
    /// The value of each top-level section's entries, by section and key.
    let sectionEntries: [String: [String: YAMLNode]]

    init(tree: YAMLNode) {
        var declaredKeys: [String: [String]?] = [:]
        var declaredSets: [String: Set<String>] = [:]
        var sectionEntries: [String: [String: YAMLNode]] = [:]
        for section in tree.mapping ?? [] where declaredKeys[section.key] == nil {
            let entries = section.value.mapping
            let keys = entries?.map(\.key)
            declaredKeys[section.key] = .some(keys)
            declaredSets[section.key] = Set(keys ?? [])
            var values: [String: YAMLNode] = [:]
            values.reserveCapacity(entries?.count ?? 0)
            for entry in entries ?? [] where values[entry.key] == nil { values[entry.key] = entry.value }
            sectionEntries[section.key] = values
        }
        self.declaredKeys = declaredKeys
        self.declaredSets = declaredSets
        self.sectionEntries = sectionEntries
    }

    /// The node at `path` in `tree`, as `tree.node(at:)` finds it, with its first two steps looked up.
    func node(at path: [String], in tree: YAMLNode) -> YAMLNode? {
        guard path.count >= 2 else { return tree.node(at: path) }
        guard let sectionNode = sectionEntries[path[0]]?[path[1]] else { return nil }
        return sectionNode.node(at: Array(path.dropFirst(2)))
    }
}
