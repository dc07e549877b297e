/// Checks what a loaded spec means: that references resolve, names are well formed and do not
/// collide, and the parts the runtime relies on have the shape it relies on. What each output
/// language reserves besides is its generator's to check (`LanguageGenerator.validate`).
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
    /// Every type the file names, in elements that loaded and in those left out (see `TypeUse`).
    let typeUses: [TypeUse]
    /// Names and nodes by key, so that looking one up costs the same in a spec of any size.
    let index: SpecIndex
    var diagnostics = DiagnosticCollector()

    /// A validator of what `reader` read from `tree` into `spec`.
    init(spec: ProtocolSpec, tree: YAMLNode, reader: SpecReader) {
        self.spec = spec
        self.tree = tree
        self.isComplete = reader.isComplete
        self.typeUses = reader.typeUses
        self.index = SpecIndex(tree: tree)
    }

    /// Every family of rules, in the order their findings are reported.
    private static let rules: [@Sendable (inout SpecValidator) -> Void] = [
        { $0.checkReferences() },
        { $0.checkIdentifiers() },
        { $0.checkWireNames() },
        { $0.checkRuntimeRequirements() },
        { $0.checkSlots() },
        { $0.checkNegotiation() },
        { $0.checkBlobFields() },
        { $0.checkUpdates() },
        { $0.checkUnions() },
        { $0.checkAvailability() },
        { $0.checkRecursion() },
        { $0.checkUsage() },
    ]

    /// Runs every rule. The rules only read the spec, so they run on all cores, each into a
    /// collector of its own; their findings are then taken in rule order, as if run one by one.
    mutating func validate() {
        var blank = self
        blank.diagnostics = DiagnosticCollector()  // each rule reports only what it finds
        let template = blank
        let findings = Self.rules.parallelMap { rule in
            var validator = template
            rule(&validator)
            return validator.diagnostics.diagnostics
        }
        for found in findings { diagnostics.emit(contentsOf: found) }
    }

    /// The keys the file declares in `section`, in file order: empty when the section is absent,
    /// nil when it is not a mapping (its own error is reported, and references into it are not).
    func declared(_ section: String) -> [String]? {
        guard let keys = index.declaredKeys[section] else { return [] }
        return keys
    }

    /// Whether the file declares `name` in `section`; nil when the section is not a mapping.
    func isDeclared(_ name: String, in section: String) -> Bool? {
        guard let keys = index.declaredKeys[section] else { return false }
        return keys == nil ? nil : index.declaredSets[section]?.contains(name) ?? false
    }

    /// The node at `path`, if the file has one.
    func node(at path: [String]) -> YAMLNode? {
        index.node(at: path, in: tree)
    }

    /// Where the value at `path` starts, or `fallback` when the file has no such value.
    func location(_ path: [String], or fallback: SourceLocation) -> SourceLocation {
        node(at: path)?.location ?? fallback
    }

    /// Where the key at the end of `path` is, or `fallback`.
    func keyLocation(_ path: [String], or fallback: SourceLocation) -> SourceLocation {
        guard let key = path.last, let parent = node(at: Array(path.dropLast())) else { return fallback }
        return parent.entry(key)?.keyLocation ?? fallback
    }

    /// The named type called `name`, if it loaded.
    func type(named name: String) -> TypeSpec? {
        spec.type(named: name)
    }

    /// The object type called `name`, if it loaded and is an object.
    func objectType(_ name: String) -> TypeSpec? {
        guard let type = type(named: name), case .object = type.kind else { return nil }
        return type
    }
}
