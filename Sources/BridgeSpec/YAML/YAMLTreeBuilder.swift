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

    /// A collection whose end has not been seen yet. It is changed in place on the stack: copying it
    /// out to append would copy its elements each time, and make a long mapping quadratic.
    private struct OpenCollection {
        var location: SourceLocation
        var isMapping: Bool
        /// A sequence's items.
        var items: [YAMLNode] = []
        /// A mapping's entries.
        var entries: [YAMLMappingEntry] = []
        /// The entries by key, once a mapping is long enough that searching its entries for a
        /// duplicate would cost more than hashing (most mappings have a handful of keys, and hashing
        /// each was a fifth of the reader's time); nil until then.
        var entryIndex: [String: SourceLocation]?
        /// The key read last, waiting for its value; nil when the next node is a key.
        var pendingKey: PendingKey?

        /// How long a mapping gets before its keys are indexed.
        static let indexedLength = 16
        /// Room for the entries most of a spec's mappings have, made once: growing from one entry
        /// reallocates and moves them at two and at four.
        static let expectedEntries = 4

        init(location: SourceLocation, isMapping: Bool) {
            self.location = location
            self.isMapping = isMapping
            if isMapping { entries.reserveCapacity(Self.expectedEntries) }
        }

        /// Where `key` was read, if the mapping already has an entry for it. Mutating only so that
        /// a collection on the builder's stack is searched in place: a call that only reads it
        /// copies it first, entries and all.
        mutating func locationOfEntry(_ key: String) -> SourceLocation? {
            if let entryIndex { return entryIndex[key] }
            return entries.first { $0.key == key }?.keyLocation
        }

        /// Adds the entry for the pending key.
        mutating func append(_ entry: consuming YAMLMappingEntry) {
            if entryIndex != nil { entryIndex?[entry.key] = entry.keyLocation }
            entries.append(entry)
            if entryIndex == nil, entries.count >= Self.indexedLength {
                entryIndex = Dictionary(entries.map { ($0.key, $0.keyLocation) }, uniquingKeysWith: { first, _ in first })
            }
        }

        /// The finished node, which takes over the items or entries without copying them.
        consuming func finished() -> YAMLNode {
            YAMLNode(isMapping ? .mapping(entries) : .sequence(items), at: location)
        }
    }

    private enum PendingKey {
        case key(String, SourceLocation)
        /// A rejected key (duplicate or not a scalar): its value is read and dropped.
        case rejected
    }

    private var open: [OpenCollection] = []
    /// Called with each entry of a section (a mapping under a key of the root mapping) as soon as
    /// the entry is complete, and with the section's key.
    var onSectionEntry: ((String, YAMLMappingEntry) -> Void)?
    /// Where each anchor was defined, to point at it from an alias.
    private var anchors: [String: SourceLocation] = [:]
    private(set) var diagnostics = DiagnosticCollector()

    /// Feeds one event of a document (from its first node to its last) and says what became of it.
    mutating func consume(_ event: consuming YAMLEvent) -> Outcome {
        switch event {
        case .scalar(let scalar, let properties, let location):
            check(properties, at: location)
            return add(YAMLNode(.scalar(scalar), at: location))
        case .sequenceStart(let properties, let location):
            check(properties, at: location)
            return start(OpenCollection(location: location, isMapping: false), at: location)
        case .mappingStart(let properties, let location):
            check(properties, at: location)
            return start(OpenCollection(location: location, isMapping: true), at: location)
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
        add(open.removeLast().finished())
    }

    /// Puts a finished node into the collection that holds it, or finishes the document.
    private mutating func add(_ node: YAMLNode) -> Outcome {
        let top = open.count - 1
        guard top >= 0 else { return .finished(node) }
        guard open[top].isMapping else {
            open[top].items.append(node)
            return .reading
        }
        switch open[top].pendingKey {
        case .key(let key, let keyLocation):
            let entry = YAMLMappingEntry(key: key, keyLocation: keyLocation, value: node)
            if top == 1, let onSectionEntry, case .key(let section, _) = open[0].pendingKey {
                onSectionEntry(section, entry)
            }
            open[top].append(entry)
            open[top].pendingKey = nil
        case .rejected:
            open[top].pendingKey = nil
        case nil:
            open[top].pendingKey = checkedKey(node, inMappingAt: top)
        }
        return .reading
    }

    /// The node as the next key of the mapping at `index` in `open`, or `.rejected` after reporting
    /// why it cannot be one. The mapping is looked at in place: passing it to this mutating method
    /// would copy it, items and all, for every key.
    private mutating func checkedKey(_ node: YAMLNode, inMappingAt index: Int) -> PendingKey {
        guard let scalar = node.scalar else {
            diagnostics.error("a key must be a plain string, but this key is \(node.kindDescription)", at: node.location)
            return .rejected
        }
        if let first = open[index].locationOfEntry(scalar.text) {
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
