import BridgeDiff
import BridgeSpec
import Testing

/// `--baseline`: accepted findings are reported apart and fail nothing, entries that match nothing are
/// stale, and a malformed baseline is a located error that stops the run.
@Suite struct BaselineTests {
    /// An optional request field removed: breaking for the APIs, dangerous on the wire.
    static let removal = ("      documentType: {type: string, optional: true}\n", "")

    static func baseline(_ text: String) -> Baseline.LoadResult {
        Baseline.load(bytes: Array(text.utf8), path: "baseline.yaml")
    }

    /// The baseline `text` holds, which must load without errors.
    static func loaded(_ text: String) throws -> Baseline {
        let result = baseline(text)
        return try #require(result.baseline, "\(result.diagnostics)")
    }

    static func run(_ new: String, baseline text: String, failOn: String = "breaking") -> DiffRun {
        DiffRun(
            old: SpecLoader.load(bytes: Array(Spec.base.utf8), path: "old.yaml"),
            new: SpecLoader.load(bytes: Array(new.utf8), path: "new.yaml"), format: .text,
            failOn: FailurePolicy(parsing: failOn)!, baseline: baseline(text))
    }

    static let acceptsTheRemoval = """
        accepted:
          - rule: FIELD_REMOVED_FROM_NATIVE_BOUND
            element: type:CaptureRequest/field:documentType
            reason: No integrator sets documentType (checked in the SDK telemetry, SDK-77).

        """

    @Test func anAcceptedFindingIsReportedApartAndFailsNothing() throws {
        let new = try Spec.edited(Self.removal)
        let review = DiffReview(
            try Spec.diff(Spec.base, new), baseline: try Self.loaded(Self.acceptsTheRemoval))
        #expect(review.accepted.map(\.finding.rule) == [.fieldRemovedFromNativeBound])
        #expect(review.accepted.first?.entry.reason == "No integrator sets documentType (checked in the SDK telemetry, SDK-77).")
        #expect(!review.report.findings.contains { $0.rule == .fieldRemovedFromNativeBound })
        #expect(review.report.count(.breaking) == 0, "an accepted finding counts in no severity total")
        #expect(review.stale.isEmpty)

        let withBaseline = Self.run(new, baseline: Self.acceptsTheRemoval)
        #expect(withBaseline.status == .passed)
        #expect(
            withBaseline.output.contains(
                "old.yaml:127:7: accepted breaking FIELD_REMOVED_FROM_NATIVE_BOUND type:CaptureRequest/field:documentType"))
        #expect(withBaseline.output.contains("0 breaking, 2 dangerous, 0 safe; 1 accepted."))
        // Without the baseline, the same change fails.
        #expect(Self.run(new, baseline: "accepted: []\n").status == .failed)
    }

    /// Entries name the element, not the line: the spec may move around it.
    @Test func entriesStillMatchWhenTheSpecsLinesMove() throws {
        let moved = "# A comment.\n# Another.\n" + (try Spec.edited(Self.removal))
        let run = Self.run(moved, baseline: Self.acceptsTheRemoval)
        #expect(run.status == .passed)
        #expect(run.output.contains("old.yaml:127:7: accepted breaking FIELD_REMOVED_FROM_NATIVE_BOUND"))
    }

    /// An entry matches one rule on one element, not the other findings about that element.
    @Test func anEntryAcceptsOnlyItsRule() throws {
        let review = DiffReview(
            try Spec.diff(Spec.base, try Spec.edited(Self.removal)),
            baseline: try Self.loaded(Self.acceptsTheRemoval))
        #expect(review.report.findings.map(\.rule) == [.fieldDroppedByNewHosts, .removedWithoutDeprecation])
    }

    @Test func anEntryThatMatchesNothingIsStaleAndFailsNothing() throws {
        let run = Self.run(Spec.base, baseline: Self.acceptsTheRemoval)
        #expect(run.status == .passed)
        #expect(
            run.output.contains(
                "baseline.yaml:2:5: stale baseline entry FIELD_REMOVED_FROM_NATIVE_BOUND type:CaptureRequest/field:documentType: "
                    + "it matches no finding; remove it"))
        #expect(run.output.contains("no protocol changes between old.yaml and new.yaml; 1 stale baseline entry."))
    }

    @Test func anEntryWithoutAReasonIsALocatedError() throws {
        let run = Self.run(
            try Spec.edited(Self.removal),
            baseline: """
                accepted:
                  - rule: FIELD_REMOVED_FROM_NATIVE_BOUND
                    element: type:CaptureRequest/field:documentType

                """)
        #expect(run.status == .invalidInput)
        #expect(run.output == "")
        #expect(
            run.diagnostics == """
                baseline.yaml:2:5: error: the baseline entry for FIELD_REMOVED_FROM_NATIVE_BOUND on type:CaptureRequest/field:documentType has no 'reason'; say why the finding is acceptable
                  - rule: FIELD_REMOVED_FROM_NATIVE_BOUND
                    ^

                """)
    }

    @Test(arguments: [
        (
            "accepted:\n  - rule: ACTION_REMOVED\n    element: action:x\n    reason: '  '\n",
            "baseline.yaml:4:13: error: the reason is empty; say why the finding is acceptable"
        ),
        (
            "accepted:\n  - rule: ACTION_REMOVD\n    element: action:x\n    reason: Gone.\n",
            "baseline.yaml:2:11: error: unknown rule 'ACTION_REMOVD'; did you mean 'ACTION_REMOVED'?"
        ),
        (
            "accepted:\n  - rule: ACTION_REMOVED\n    element: action:x\n    reasn: Gone.\n",
            "baseline.yaml:4:5: error: unknown key 'reasn' in a baseline entry; expected 'rule', 'element', 'reason'; did you mean 'reason'?"
        ),
        (
            "accepted:\n  - rule: ACTION_REMOVED\n    reason: Gone.\n",
            "baseline.yaml:2:5: error: a baseline entry needs 'element'"
        ),
        (
            "acepted: []\n",
            "baseline.yaml:1:1: error: unknown key 'acepted' in a baseline; expected 'accepted'; did you mean 'accepted'?"
        ),
        ("accepted: {}\n", "baseline.yaml:1:11: error: 'accepted' must be a list of entries, found a mapping"),
        ("- rule: ACTION_REMOVED\n", "baseline.yaml:1:1: error: a baseline must be a mapping, found a sequence"),
        (
            "accepted:\n  - {rule: ACTION_REMOVED, element: action:x, reason: A.}\n  - {rule: ACTION_REMOVED, element: action:x, reason: B.}\n",
            "baseline.yaml:3:5: error: ACTION_REMOVED on action:x is accepted twice; keep one entry with one reason"
        ),
        ("accepted: [\n", "baseline.yaml:2:1: error: "),
    ])
    func malformedBaselinesAreLocatedErrors(_ text: String, _ expected: String) {
        let loaded = Self.baseline(text)
        #expect(loaded.baseline == nil)
        let rendered = DiagnosticRenderer.render(loaded.diagnostics)
        #expect(rendered.hasPrefix(expected), "\(rendered)")
    }

    @Test func anUnreadableBaselineIsInvalidInput() {
        let run = DiffRun(
            old: SpecLoader.load(bytes: Array(Spec.base.utf8), path: "old.yaml"),
            new: SpecLoader.load(bytes: Array(Spec.base.utf8), path: "new.yaml"), format: .text,
            baseline: Baseline.load(contentsOf: "/nonexistent/baseline.yaml"))
        #expect(run.status == .invalidInput)
        #expect(run.diagnostics == "error: cannot read '/nonexistent/baseline.yaml': no such file\n")
    }
}
