/// The terminal format: one compiler-style line per finding, so that editors jump to the place, then
/// a summary.
///
/// ```
/// Protocol/bridge.yaml:130:3: breaking ACTION_REMOVED (web journeys, Swift API): action 'nfc.read' is removed; …
/// GBGBridge 1.0 → 1.0: 2 breaking, 0 dangerous, 0 safe.
/// ```
package enum TextFormatter {
    /// Every finding's line, then the summary line, each ending in a line break.
    package static func render(_ report: DiffReport) -> String {
        var text = report.findings.map { line(for: $0) + "\n" }.joined()
        text += "\(report.title): "
        text += report.findings.isEmpty
            ? "no protocol changes between \(report.old.label) and \(report.new.label).\n"
            : "\(report.countsSummary).\n"
        return text
    }

    /// `path:line:column: severity RULE_ID (sides): message`.
    package static func line(for finding: Finding) -> String {
        let sides = finding.sides.map(\.title).joined(separator: ", ")
        return "\(finding.location): \(finding.severity.rawValue) \(finding.rule.rawValue) (\(sides)): \(finding.message)"
    }
}
