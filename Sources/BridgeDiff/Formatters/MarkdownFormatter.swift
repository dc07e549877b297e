/// The pull-request format: a heading, a table of how many findings of each severity touch each side,
/// and a table of every finding.
package enum MarkdownFormatter {
    /// The whole report, ready to paste into a pull request, ending in a line break.
    package static func render(_ report: DiffReport) -> String {
        var text = "### Protocol changes: \(report.title)\n\n"
        text += "`\(report.old.label)` → `\(report.new.label)`: "
        guard !report.findings.isEmpty else { return text + "no changes to the protocol.\n" }
        text += Severity.allCases.reversed().map { severity in
            let count = "\(report.count(severity)) \(severity.rawValue)"
            return severity == .breaking && report.count(severity) > 0 ? "**\(count)**" : count
        }.joined(separator: ", ") + ".\n\n"
        text += summaryTable(report) + "\n"
        text += "| Severity | Rule | Affects | Where | Change |\n| --- | --- | --- | --- | --- |\n"
        for finding in report.findings {
            let sides = finding.sides.map(\.title).joined(separator: ", ")
            text += "| \(badge(finding.severity)) | `\(finding.rule.rawValue)` | \(sides) | `\(finding.location)` | "
                + "\(escaped(finding.message)) |\n"
        }
        return text
    }

    /// Rows per side, columns per severity: who should look, and how worried to be.
    private static func summaryTable(_ report: DiffReport) -> String {
        var text = "| Affects | 🔴 breaking | 🟠 dangerous | 🟢 safe |\n| --- | ---: | ---: | ---: |\n"
        for side in Side.allCases {
            let counts = Severity.allCases.reversed().map { severity in
                report.findings.filter { $0.severity == severity && $0.sides.contains(side) }.count
            }
            text += "| \(side.title) | " + counts.map(String.init).joined(separator: " | ") + " |\n"
        }
        return text
    }

    private static func badge(_ severity: Severity) -> String {
        switch severity {
        case .breaking: "🔴 breaking"
        case .dangerous: "🟠 dangerous"
        case .safe: "🟢 safe"
        }
    }

    /// A message inside a table cell: a bare `|` would end the cell.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
