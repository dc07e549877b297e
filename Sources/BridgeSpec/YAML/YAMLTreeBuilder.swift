/// Turns libyaml's events into a `YAMLNode` tree, rejecting what the spec format does not allow.
///
/// It keeps its own stack of open collections instead of recursing, and refuses to open more than
/// `maximumDepth` of them: libyaml sets no depth limit, and a 100,000-deep `[[[[` must be answered
/// at once rather than overflow a stack. Anchors and aliases are rejected instead of expanded, so a
/// "billion laughs" document costs no more than its text.
struct YAMLTreeBuilder {
    /// How deeply collections may nest. A spec needs six levels; the margin is for readable errors.
    static let maximumDepth = 64

    /// What became of the document so far.
    enum Outcome: Equatable {
        /// More events are needed.
        case reading
        /// The document is complete.
        case finished(YAMLNode)
        /// The document cannot be turned into a faithful tree; reading stops.
        case failed
    }

    /// A collection whose end has not been seen yet.
    private enum OpenCollection {
        case sequence(items: [YAMLNode], location: SourceLocation)
        case mapping(MappingUnderConstruction)
    }

    /// A mapping being filled: a key, once read, waits for its value.
    private struct MappingUnderConstruction {
        var location: SourceLocation
        var entries: [YAMLMappingEntry] = []
        /// Where each key was read, to find duplicates without scanning the entries (a hostile
        /// mapping may have 100,000 keys).
        var keyLocations: [String: SourceLocation] = [:]
        /// The key read last, waiting for its value; nil when the next node is a key.
        var pendingKey: PendingKey?
    }

    private enum PendingKey {
        case key(String, SourceLocation)
        /// A rejected key (duplicate or not a scalar): its value is read and dropped.
        case rejected
    }

    private var open: [OpenCollection] = []
    /// Where each anchor was defined, to point at it from an alias.
    private var anchors: [String: SourceLocation] = [:]
    private(set) var diagnostics = DiagnosticCollector()

    /// Feeds one event of a document (from its first node to its last) and says what became of it.
    mutating func consume(_ event: YAMLEvent) -> Outcome {
        switch event {
        case .scalar(let scalar, let properties, let location):
            check(properties, at: location)
            return add(YAMLNode(.scalar(scalar), at: location))
        case .sequenceStart(let properties, let location):
            check(properties, at: location)
            return start(.sequence(items: [], location: location), at: location)
        case .mappingStart(let properties, let location):
            check(properties, at: location)
            return start(.mapping(MappingUnderConstruction(location: location)), at: location)
        case .sequenceEnd, .mappingEnd:
            return end()
        case .alias(let name, let location):
            let notes = anchors[name].map { [Diagnostic.note("the anchor '&\(name)' is defined here", at: $0)] } ?? []
            diagnostics.error(
                "aliases ('*\(name)') are not supported in a spec; write the value out in full",
                at: location, notes: notes
            )
            return .failed
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            return .reading
        }
    }

    /// Rejects anchors and tags. Neither changes the node, so reading goes on.
    private mutating func check(_ properties: YAMLEvent.Properties, at location: SourceLocation) {
        if let anchor = properties.anchor {
            anchors[anchor] = location
            diagnostics.error(
                "anchors ('&\(anchor)') are not supported in a spec; write each value out in full",
                at: location
            )
        }
        if let tag = properties.tag {
            diagnostics.error(
                "tags ('\(tag)') are not supported in a spec; every value is read as text",
                at: location
            )
        }
    }

    private mutating func start(_ collection: OpenCollection, at location: SourceLocation) -> Outcome {
        guard open.count < Self.maximumDepth else {
            diagnostics.error(
                "this value is nested more than \(Self.maximumDepth) levels deep; a spec needs only a few",
                at: location
            )
            return .failed
        }
        open.append(collection)
        return .reading
    }

    private mutating func end() -> Outcome {
        switch open.removeLast() {
        case .sequence(let items, let location):
            return add(YAMLNode(.sequence(items), at: location))
        case .mapping(let mapping):
            return add(YAMLNode(.mapping(mapping.entries), at: mapping.location))
        }
    }

    /// Puts a finished node into the collection that holds it, or finishes the document.
    private mutating func add(_ node: YAMLNode) -> Outcome {
        guard let parent = open.popLast() else { return .finished(node) }
        switch parent {
        case .sequence(var items, let location):
            items.append(node)
            open.append(.sequence(items: items, location: location))
        case .mapping(var mapping):
            add(node, to: &mapping)
            open.append(.mapping(mapping))
        }
        return .reading
    }

    private mutating func add(_ node: YAMLNode, to mapping: inout MappingUnderConstruction) {
        switch mapping.pendingKey {
        case .key(let key, let keyLocation):
            mapping.entries.append(YAMLMappingEntry(key: key, keyLocation: keyLocation, value: node))
            mapping.pendingKey = nil
        case .rejected:
            mapping.pendingKey = nil
        case nil:
            mapping.pendingKey = checkedKey(node, in: mapping)
            if case .key(let key, let location) = mapping.pendingKey { mapping.keyLocations[key] = location }
        }
    }

    /// The node as a key of `mapping`, or `.rejected` after reporting why it cannot be one.
    private mutating func checkedKey(_ node: YAMLNode, in mapping: MappingUnderConstruction) -> PendingKey {
        guard let scalar = node.scalar else {
            diagnostics.error("a key must be a plain string, but this key is \(node.kindDescription)", at: node.location)
            return .rejected
        }
        if let first = mapping.keyLocations[scalar.text] {
            diagnostics.error(
                "duplicate key '\(scalar.text)'; each key may appear only once in a mapping",
                at: node.location,
                notes: [.note("'\(scalar.text)' is first used here", at: first)]
            )
            return .rejected
        }
        return .key(scalar.text, node.location)
    }
}
