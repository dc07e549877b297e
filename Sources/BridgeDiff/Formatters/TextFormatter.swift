import BridgeSpec

/// The terminal format: one compiler-style line per finding, so that editors jump to the place, then
/// a summary, the suggested version and the verdict.
///
/// ```
/// Protocol/bridge.yaml:130:3: breaking ACTION_REMOVED action:nfc.read (web journeys, Swift API, TypeScript API): …
/// GBGBridge 1.0 → 1.0: 1 breaking, 0 dangerous, 0 safe.
/// Suggested protocol version: 2.0 (a major bump: …); the new spec has 1.0, too little.
/// Fails --fail-on breaking: 1 finding.
/// ```
///
/// Every line goes through `VisibleText`, since messages quote the specs' own text.
package enum TextFormatter {
    /// Every line, each ending in a line break.
    package static func render(_ review: DiffReview) -> String {
        let report = review.report
        var lines = report.findings.map(line(for:))
        lines += review.accepted.map { accepted in
            "\(line(for: accepted.finding, severity: "accepted \(accepted.finding.severity.rawValue)")); "
                + "accepted: \(accepted.entry.reason)"
        }
        lines += review.stale.map { entry in
            "\(entry.location): stale baseline entry \(entry.rule.rawValue) \(entry.element): "
                + "it matches no finding; remove it"
        }
        lines.append(
            "\(report.title): "
                + (review.isUnchanged
                    ? "no protocol changes between \(report.old.label) and \(report.new.label)\(review.baselineSummary)."
                    : "\(report.countsSummary)\(review.baselineSummary)."))
        lines.append(review.suggestion.sentence)
        lines.append(review.verdict)
        return VisibleText.lines(lines)
    }

    /// `path:line:column: severity RULE_ID element (sides): message`.
    package static func line(for finding: Finding) -> String {
        line(for: finding, severity: finding.severity.rawValue)
    }

    private static func line(for finding: Finding, severity: String) -> String {
        "\(finding.location): \(severity) \(finding.rule.rawValue) \(finding.element) (\(finding.sidesTitle)): "
            + finding.messageWithHint
    }
}
