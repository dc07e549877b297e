/// GitHub Actions workflow commands: breaking findings become errors, dangerous ones warnings and
/// safe ones notices, annotated on the new spec's lines in the pull request.
///
/// A finding located in the old spec (something removed) has no line in the new file, so it is
/// annotated without a file and names its old place in the message.
package enum GitHubAnnotationFormatter {
    /// One workflow command per finding, each ending in a line break; nothing when nothing changed.
    package static func render(_ report: DiffReport) -> String {
        report.findings.map { annotation($0, newLabel: report.new.label) + "\n" }.joined()
    }

    private static func annotation(_ finding: Finding, newLabel: String) -> String {
        let command = switch finding.severity {
        case .breaking: "error"
        case .dangerous: "warning"
        case .safe: "notice"
        }
        let sides = finding.sides.map(\.title).joined(separator: ", ")
        let title = "\(finding.rule.rawValue) (\(finding.severity.rawValue): \(sides))"
        var properties: [String] = []
        var message = finding.message
        if finding.location.file == newLabel {
            properties.append("file=\(property(filePath(of: newLabel)))")
            properties += ["line=\(finding.location.line)", "col=\(finding.location.column)"]
        } else {
            message = "\(finding.location): \(message)"
        }
        properties.append("title=\(property(title))")
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// The file a label names: a git label `REV:path` names `path` in the checkout.
    private static func filePath(of label: String) -> String {
        guard let colon = label.firstIndex(of: ":") else { return label }
        return String(label[label.index(after: colon)...])
    }

    /// Escapes a command's message, as the runner's toolkit does.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value, which may not contain `:` or `,` either.
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
