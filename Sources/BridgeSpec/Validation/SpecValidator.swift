/// Checks what a loaded spec means: that references resolve, names are usable in Swift and do not
/// collide, and the parts the runtime relies on have the shape it relies on.
///
/// It works on the model and looks up the YAML tree only to point at the exact place of a problem.
/// The model may be partial (elements with shape errors are left out, see `SpecReader`); so that one
/// mistake is not reported again by every rule that follows a reference to it, references are
/// checked against the names the file declares, and rules that need a left-out element skip it.
/// Each family of rules lives in its own extension file.
struct SpecValidator {
    let spec: ProtocolSpec
    let tree: YAMLNode
    /// Whether every element of the file made it into the model.
    let isComplete: Bool
    var diagnostics = DiagnosticCollector()

    init(spec: ProtocolSpec, tree: YAMLNode, isComplete: Bool) {
        self.spec = spec
        self.tree = tree
        self.isComplete = isComplete
    }

    mutating func validate() {
        checkReferences()
        checkIdentifiers()
        checkReservedNames()
        checkSwiftNameCollisions()
        checkWireNames()
        checkRuntimeRequirements()
        checkSlots()
        checkNegotiation()
        checkRecursion()
        checkUsage()
    }

    /// The keys the file declares in `section`, in file order: empty when the section is absent,
    /// nil when it is not a mapping (its own error is reported, and references into it are not).
    func declared(_ section: String) -> [String]? {
        guard let node = tree.node(at: [section]) else { return [] }
        return node.mapping?.map(\.key)
    }

    /// Where the value at `path` starts, or `fallback` when the file has no such value.
    func location(_ path: [String], or fallback: SourceLocation) -> SourceLocation {
        tree.node(at: path)?.location ?? fallback
    }

    /// Where the key at the end of `path` is, or `fallback`.
    func keyLocation(_ path: [String], or fallback: SourceLocation) -> SourceLocation {
        guard let key = path.last, let parent = tree.node(at: Array(path.dropLast())) else { return fallback }
        return parent.entry(key)?.keyLocation ?? fallback
    }

    /// The object type called `name`, if it loaded and is an object.
    func objectType(_ name: String) -> TypeSpec? {
        guard let type = spec.type(named: name), case .object = type.kind else { return nil }
        return type
    }
}
