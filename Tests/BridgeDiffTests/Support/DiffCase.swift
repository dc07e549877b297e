import Testing

/// One old/new pair: the base spec and a copy with a few textual edits, and the exact rule IDs the
/// comparison must report, sorted.
struct DiffCase: Sendable, CustomTestStringConvertible {
    var name: String
    var edits: [Edit]
    var expected: [String]
    /// Whether the edited spec is the old one: a removal is tested as the reverse of an addition.
    var isReversed = false
    /// Edits made to both specs first, for a change to something the base spec does not have.
    var setup: [Edit] = []

    /// Replaces the one occurrence of `old` with `new`.
    struct Edit: Sendable {
        var old: String
        var new: String
    }

    init(
        _ name: String, setup: [(String, String)] = [], _ edits: [(String, String)], _ expected: [String],
        reversed: Bool = false
    ) {
        self.name = name
        self.setup = setup.map { Edit(old: $0.0, new: $0.1) }
        self.edits = edits.map { Edit(old: $0.0, new: $0.1) }
        self.expected = expected.sorted()
        self.isReversed = reversed
    }

    var testDescription: String { name }

    /// The rule IDs found, sorted.
    func found() throws -> [String] {
        let base = try Self.apply(setup, to: Spec.base)
        let edited = try Self.apply(edits, to: base)
        return isReversed ? try Spec.rules(base, from: edited) : try Spec.rules(edited, from: base)
    }

    private static func apply(_ edits: [Edit], to text: String) throws -> String {
        try edits.reduce(text) { text, edit in try Spec.edited((edit.old, edit.new), in: text) }
    }
}
