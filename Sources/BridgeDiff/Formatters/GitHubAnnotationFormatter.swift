import BridgeSpec

/// GitHub Actions workflow commands: breaking findings become errors, dangerous ones warnings and
/// safe ones notices, annotated on the new spec's lines in the pull request; accepted findings are
/// notices, stale baseline entries warnings on the baseline's lines, and a last notice carries the
/// summary, the suggested version and the verdict.
///
/// A finding located in the old spec (something removed) has no line in the new file, so it is
/// annotated without a file and names its old place in the message.
///
/// The runner reads a line starting with `::` as a command, so spec text must never start one: values
/// are escaped as GitHub's toolkit escapes them (`%` → `%25`, CR → `%0D`, LF → `%0A`, and in
/// properties also `:` → `%3A`, `,` → `%2C`), and other control characters as `VisibleText` shows
/// them, since the log viewer would run them as terminal escapes.
package enum GitHubAnnotationFormatter {
    /// One workflow command per line, each ending in a line break.
    package static func render(_ review: DiffReview) -> String {
        let report = review.report
        var commands = report.findings.map { finding in
            annotation(
                command(for: finding.severity), finding, newLabel: report.new.label,
                title: "\(finding.rule.rawValue) on \(finding.element) (\(finding.severity.rawValue): \(finding.sidesTitle))",
                message: finding.messageWithHint)
        }
        commands += review.accepted.map { accepted in
            annotation(
                "notice", accepted.finding, newLabel: report.new.label,
                title: "\(accepted.finding.rule.rawValue) on \(accepted.finding.element) (accepted)",
                message: "\(accepted.finding.messageWithHint); accepted: \(accepted.entry.reason)")
        }
        commands += review.stale.map { entry in
            workflowCommand(
                "warning", properties: location(entry.location) + [("title", "Stale baseline entry")],
                message: "\(entry.rule.rawValue) on \(entry.element) matches no finding; remove it")
        }
        let counts = review.isUnchanged ? "no protocol changes" : report.countsSummary
        commands.append(
            workflowCommand(
                "notice", properties: [("title", "\(report.heading): \(report.title)")],
                message: "\(counts)\(review.baselineSummary). \(review.suggestion.sentence) \(review.verdict)"))
        return commands.map { $0 + "\n" }.joined()
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .breaking: "error"
        case .dangerous: "warning"
        case .safe: "notice"
        }
    }

    /// A finding's command: on its line when it is in the new spec, else with its old place in front.
    private static func annotation(
        _ command: String, _ finding: Finding, newLabel: String, title: String, message: String
    ) -> String {
        let inNewSpec = finding.location.file == newLabel
        return workflowCommand(
            command,
            properties: (inNewSpec ? location(finding.location) : []) + [("title", title)],
            message: inNewSpec ? message : "\(finding.location): \(message)")
    }

    /// `file`, `line` and `col` of `location`; a git label `REV:path` names `path` in the checkout.
    private static func location(_ location: SourceLocation) -> [(String, String)] {
        let label = location.file
        let file = label.firstIndex(of: ":").map { String(label[label.index(after: $0)...]) } ?? label
        return [("file", file), ("line", "\(location.line)"), ("col", "\(location.column)")]
    }

    /// `::command key=value,…::message`, every value escaped.
    private static func workflowCommand(_ command: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escaped($0.1, inProperty: true))" }.joined(separator: ",")
        return "::\(command)\(list.isEmpty ? "" : " " + list)::\(escaped(message, inProperty: false))"
    }

    /// `text` escaped as the runner's toolkit escapes a message or, stricter, a property value.
    private static func escaped(_ text: String, inProperty: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where inProperty: result += "%3A"
            case "," where inProperty: result += "%2C"
            default:
                if let visible = VisibleText.escape(scalar) { result += visible } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
