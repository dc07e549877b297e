/// A comparison weighed as a review gate: which findings the baseline accepts, which baseline entries
/// are stale, which findings fail under `--fail-on`, and the version the change calls for. Every
/// report format renders one of these.
package struct DiffReview: Equatable, Sendable {
    /// A finding and the baseline entry that accepts it.
    package struct Accepted: Equatable, Sendable {
        /// The finding, as the comparison reported it.
        package var finding: Finding
        /// The entry, with its reason.
        package var entry: BaselineEntry
    }

    /// The comparison, with only the findings the baseline does not accept.
    package var report: DiffReport
    /// Findings the baseline accepts, in report order; they never fail the run.
    package var accepted: [Accepted]
    /// Baseline entries that match no finding, in file order.
    package var stale: [BaselineEntry]
    /// What fails the run.
    package var policy: FailurePolicy
    /// Findings of `report` that fail the run under `policy`.
    package var failing: [Finding]
    /// Whether the new spec's major version is higher, which covers wire breaks (see `FailurePolicy`).
    package var majorBumped: Bool
    /// The version the change calls for.
    package var suggestion: VersionSuggestion

    /// Weighs `report` against `baseline` (none: nothing is accepted) and `policy`.
    package init(_ report: DiffReport, baseline: Baseline? = nil, policy: FailurePolicy = .default) {
        let entries = baseline?.entries ?? []
        var open: [Finding] = []
        var accepted: [Accepted] = []
        for finding in report.findings {
            if let entry = entries.first(where: { $0.accepts(finding) }) {
                accepted.append(Accepted(finding: finding, entry: entry))
            } else {
                open.append(finding)
            }
        }
        let majorBumped = report.new.version.major > report.old.version.major
        self.report = DiffReport(old: report.old, new: report.new, findings: open)
        self.accepted = accepted
        stale = entries.filter { entry in !report.findings.contains(where: entry.accepts) }
        self.policy = policy
        failing = open.filter { policy.fails($0, majorBumped: majorBumped) }
        self.majorBumped = majorBumped
        suggestion = VersionSuggestion(findings: report.findings, old: report.old.version, new: report.new.version)
        if report.new.isExtension { suggestion.subject = "extension" }
    }

    /// Whether the run passes.
    package var passes: Bool { failing.isEmpty }

    /// Breaking findings that only the major version bump keeps from failing.
    package var coveredByMajorBump: [Finding] {
        guard majorBumped else { return [] }
        return report.findings.filter { finding in
            finding.severity == .breaking && !failing.contains(finding)
                && finding.sides.contains { $0.isOnWire && policy.breakingSides.contains($0) }
        }
    }

    /// "Passes --fail-on breaking." or "Fails --fail-on web: 2 findings.", with what the major bump
    /// covers: the verdict line of every format.
    package var verdict: String {
        let option = "--fail-on \(policy.description)"
        var text = passes ? "Passes \(option)." : "Fails \(option): \(Self.count(failing.count, "finding"))."
        let covered = coveredByMajorBump.count
        if covered > 0 {
            text += " The major version bump to \(report.new.version) covers \(Self.count(covered, "wire break"))."
        }
        return text
    }

    /// "; 1 accepted; 2 stale baseline entries", to follow the severity counts; empty without a baseline.
    package var baselineSummary: String {
        (accepted.isEmpty ? "" : "; \(accepted.count) accepted")
            + (stale.isEmpty ? "" : "; \(Self.count(stale.count, "stale baseline entry", plural: "stale baseline entries"))")
    }

    /// Whether the comparison found nothing at all, accepted or not.
    package var isUnchanged: Bool { report.findings.isEmpty && accepted.isEmpty }

    /// "1 finding", "2 findings".
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
