/// Reads a YAML tree into a `ProtocolSpec`, reporting every place where it does not have the shape
/// the format requires: wrong kinds of node, unknown and missing keys, malformed scalars.
///
/// It reads as much as it can. An element (an action, a type, …) with an error is left out of the
/// model and `isComplete` turns false; the model is then only good for checking the rest of the
/// spec (see `SpecValidator`), never for generating code. Each section's reading lives in its own
/// extension file.
struct SpecReader {
    var diagnostics = DiagnosticCollector()
    /// False once an element was left out because of its errors.
    private(set) var isComplete = true
    /// Field defaults, kept as text until every enum is known (see `resolveDefaults`).
    var pendingDefaults: [PendingDefault] = []
    /// Every type the spec names where it could be read, in elements that load and in those left
    /// out, for the validator to resolve (see `TypeUse`).
    var typeUses: [TypeUse] = []

    /// The top-level sections, in the order the README documents them.
    static let sections = [
        "protocol", "envelope", "messageTypes", "statuses", "environments", "permissionStates", "errors",
        "capabilities", "actions", "events", "types",
    ]
    /// The sections every spec must have; the others default to empty.
    static let requiredSections = ["protocol", "envelope", "messageTypes", "statuses", "errors"]

    /// Entries read as one part, by one reader, on one core.
    static let sliceSize = 64

    /// Reads the whole spec. The result is nil only when the root is not a mapping at all.
    /// `readAhead` holds entries already read while the tree was built.
    mutating func read(_ root: YAMLNode, readAhead: SectionReadAhead? = nil) -> ProtocolSpec? {
        // YAML's empty value sits wherever the document ends; the start of the file is a better place.
        let owner = root.scalar?.isNull == true ? SourceLocation(source: root.location.source, line: 1, column: 1) : root.location
        guard
            let top = mapping(
                root, of: "the spec", owner: owner, allowed: Self.sections, required: Self.requiredSections,
                expected: "a mapping of sections (" + Self.requiredSections.map { "'\($0)', " }.joined() + "…)"
            )
        else { return nil }
        let header = top.entry("protocol").flatMap { readProtocol($0) }
        var spec = ProtocolSpec(
            name: header?.name ?? "",
            version: header?.version ?? ProtocolVersion(major: 0, minor: 0),
            description: header?.description,
            negotiationAction: header?.negotiation,
            envelope: top.entry("envelope").flatMap { readEnvelope($0) } ?? .placeholder,
            messageTypes: top.entry("messageTypes").map { readMessageTypes($0) } ?? [],
            statuses: top.entry("statuses").map { readEnumCases($0, of: "status") } ?? [],
            environments: top.entry("environments").map { readEnumCases($0, of: "environment") } ?? [],
            permissionStates: top.entry("permissionStates").map { readEnumCases($0, of: "permission state") } ?? [],
            errorCodes: top.entry("errors").map { readErrorCodes($0) } ?? [],
            capabilities: top.entry("capabilities").map { readCapabilities($0) } ?? [],
            actions: top.entry("actions").map { readActions($0, readAhead: readAhead?.actions) } ?? [],
            events: top.entry("events").map { readEvents($0) } ?? [],
            types: top.entry("types").map { readTypes($0, readAhead: readAhead?.types) } ?? [],
            location: top.entry("protocol")?.keyLocation ?? root.location
        )
        // Defaults of enum fields can only be checked once every enum's values are known.
        resolveDefaults(in: &spec)
        return spec
    }

    /// Reads each entry of a section with `read`, on all cores.
    ///
    /// The elements of a section (actions, types) read independently of each other, so slices of
    /// them are read in parallel, each by a reader of its own whose findings are then taken over in
    /// order: the same elements and the same diagnostics, in the same order, as reading them one by one.
    /// `read` gets each entry with the one before it, for hints about keys that line up with the
    /// wrong element (see `lineUpHint`). Slices `readAhead` read already are taken over as they are.
    mutating func readEachOnAllCores<Element: Sendable>(
        _ entries: [YAMLMappingEntry], after readAhead: ReadAheadSection<Element>? = nil,
        _ read: @Sendable (inout SpecReader, YAMLMappingEntry, YAMLMappingEntry?) -> Element?
    ) -> [Element] {
        let done = readAhead?.finishedSlices(of: entries) ?? []
        let parts = entries[(done.count * Self.sliceSize)...].slices(ofAtMost: Self.sliceSize).parallelMap { slice in
            var reader = SpecReader()
            let elements = slice.indices.compactMap { index in read(&reader, entries[index], index > 0 ? entries[index - 1] : nil)
            }
            return (elements: elements, reader: reader)
        }
        for part in done { takeOver(part.reader) }
        for part in parts { takeOver(part.reader) }
        return done.flatMap(\.elements) + parts.flatMap(\.elements)
    }

    /// Takes over what another reader found, as if this reader had read it: its diagnostics, whether
    /// it left something out, and its pending defaults.
    private mutating func takeOver(_ other: SpecReader) {
        diagnostics.emit(contentsOf: other.diagnostics.diagnostics)
        isComplete = isComplete && other.isComplete
        pendingDefaults += other.pendingDefaults
        typeUses += other.typeUses
    }

    /// Runs `read` and keeps its result only if it reported no error, so that the model holds only
    /// elements that loaded cleanly.
    mutating func keepingIfClean<Element>(_ read: (inout SpecReader) -> Element?) -> Element? {
        let errorsBefore = diagnostics.errorCount
        let element = read(&self)
        guard let element, diagnostics.errorCount == errorsBefore else {
            isComplete = false
            return nil
        }
        return element
    }
}
