import BridgeDiff
import Testing

/// One realistic change with a finding of every severity, rendered by every formatter test: a
/// result loses a field, an optional request field is renamed, a status is added, an action's
/// description is reworded. Its baseline accepts one finding, with a reason, and has one stale entry.
enum SampleChange {
    static let edits = [
        ("      width: {type: integer}\n", ""),
        ("      documentType: {type: string, optional: true}\n", "      kind: {type: string, optional: true}\n"),
        ("  unsupported: Not available here.\n", "  unsupported: Not available here.\n  acknowledged: Received.\n"),
        ("    description: Captures a document.\n", "    description: Captures an identity document.\n"),
    ]

    static let baseline = """
        accepted:
          - rule: FIELD_DROPPED_BY_NEW_JOURNEYS
            element: type:CaptureImage/field:width
            reason: Hosts stopped measuring the width in release 3.2.
          - rule: ACTION_REMOVED
            element: action:nfc.read
            reason: The NFC pilot ended.

        """

    /// The base spec (as `old.yaml`) compared with the changed one (as `new.yaml`).
    static func report() throws -> DiffReport {
        var new = Spec.base
        for edit in edits {
            new = try Spec.edited(edit, in: new)
        }
        return try Spec.diff(Spec.base, new)
    }

    /// The report weighed against `baseline` (as `baseline.yaml`) with the default `--fail-on`.
    static func review() throws -> DiffReview {
        let loaded = Baseline.load(bytes: Array(baseline.utf8), path: "baseline.yaml")
        // Unwrapped on its own: inside the call, the expected type made #require warn.
        let accepted: Baseline = try #require(loaded.baseline, "\(loaded.diagnostics)")
        return DiffReview(try report(), baseline: accepted)
    }
}
