/// A node of a YAML document: a scalar, a sequence or a mapping, with where it starts.
///
/// The tree is deliberately plain. YAML's typing of scalars (`1.0` as a number, `yes` as a boolean)
/// is not applied: every scalar is its text, and the spec loader checks formats itself, so that
/// `version: 1.10` stays "1.10". The reader bounds its depth, so code walking it may recurse.
package struct YAMLNode: Equatable, Sendable {
    /// What a node holds.
    package enum Content: Equatable, Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Entries in document order; keys are unique (the reader rejects duplicates).
        case mapping([YAMLMappingEntry])
    }

    /// The scalar, items or entries.
    package var content: Content
    /// Where the node starts: its first character, or its opening quote or bracket.
    package var location: SourceLocation

    package init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar, if the node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, if the node is a sequence.
    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries, if the node is a mapping.
    package var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The entry for `key`, if the node is a mapping that has one.
    package func entry(_ key: String) -> YAMLMappingEntry? {
        mapping?.first { $0.key == key }
    }

    /// The node reached by following `path` through nested mappings, if every key exists.
    package func node(at path: [String]) -> YAMLNode? {
        var node = self
        for key in path {
            guard let next = node.entry(key)?.value else { return nil }
            node = next
        }
        return node
    }

    /// What the node is, for messages such as "expected a mapping, found a sequence".
    package var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull ? "an empty value" : "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}
