import BridgeDiff

/// One realistic change with a finding of every severity, rendered by every formatter test: a
/// result loses a field, a status is added, an action's description is reworded.
enum SampleChange {
    static let edits = [
        ("      width: {type: integer}\n", ""),
        ("  unsupported: Not available here.\n", "  unsupported: Not available here.\n  acknowledged: Received.\n"),
        ("    description: Captures a document.\n", "    description: Captures an identity document.\n"),
    ]

    /// The base spec (as `old.yaml`) compared with the changed one (as `new.yaml`).
    static func report() throws -> DiffReport {
        var new = Spec.base
        for edit in edits {
            new = try Spec.edited(edit, in: new)
        }
        return try Spec.diff(Spec.base, new)
    }
}
