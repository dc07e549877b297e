/// The pull-request format: a heading, the verdict and the suggested version, a table of how many
/// findings of each severity touch each side, a table of every finding, then what the baseline
/// accepted and which of its entries are stale. Spec text goes through `MarkdownText`.
package enum MarkdownFormatter {
    /// The whole report, ready to paste into a pull request, ending in a line break.
    package static func render(_ review: DiffReview) -> String {
        let report = review.report
        var text = "### \(report.heading): \(MarkdownText.text(report.title))\n\n"
        text += "\(MarkdownText.code(report.old.label)) → \(MarkdownText.code(report.new.label)): "
        if review.isUnchanged {
            text += "no changes to the protocol\(review.baselineSummary).\n\n"
        } else {
            text +=
                Severity.allCases.reversed().map { severity in
                    let count = "\(report.count(severity)) \(severity.rawValue)"
                    return severity == .breaking && report.count(severity) > 0 ? "**\(count)**" : count
                }.joined(separator: ", ") + "\(review.baselineSummary).\n\n"
        }
        text += "**\(MarkdownText.text(review.verdict))** \(MarkdownText.text(review.suggestion.sentence))\n"
        if !report.findings.isEmpty {
            text += "\n" + summaryTable(report) + "\n"
            text += "| Severity | Rule | Element | Affects | Where | Change |\n| --- | --- | --- | --- | --- | --- |\n"
            text += report.findings.map { row($0, first: badge($0.severity)) + " |\n" }.joined()
        }
        if !review.accepted.isEmpty {
            text += "\n#### Accepted by the baseline\n\n"
            text +=
                "| Severity | Rule | Element | Affects | Where | Change | Reason |\n"
                + "| --- | --- | --- | --- | --- | --- | --- |\n"
            text += review.accepted.map { accepted in
                row(accepted.finding, first: badge(accepted.finding.severity))
                    + " | \(MarkdownText.text(accepted.entry.reason)) |\n"
            }.joined()
        }
        if !review.stale.isEmpty {
            text += "\n#### Stale baseline entries\n\nThey match no finding; remove them.\n\n"
            text += "| Rule | Element | Where | Reason |\n| --- | --- | --- | --- |\n"
            text += review.stale.map { entry in
                "| `\(entry.rule.rawValue)` | \(MarkdownText.code(entry.element.description)) | "
                    + "\(MarkdownText.code(entry.location.description)) | \(MarkdownText.text(entry.reason)) |\n"
            }.joined()
        }
        return text
    }

    /// A finding's cells, from `first` to its message, without the closing `|`.
    private static func row(_ finding: Finding, first: String) -> String {
        "| \(first) | `\(finding.rule.rawValue)` | \(MarkdownText.code(finding.element.description)) | "
            + "\(finding.sidesTitle) | \(MarkdownText.code(finding.location.description)) | "
            + MarkdownText.text(finding.messageWithHint)
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
}
