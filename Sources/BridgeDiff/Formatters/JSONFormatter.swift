import BridgeSpec

/// The machine format, documented in the README ("Reviewing a protocol change") and stable: keys are
/// only ever added, and `schemaVersion` changes if one is removed or changes meaning.
///
/// Written by hand rather than with `JSONEncoder`, so that key order and spacing are the same on every
/// platform and the golden test can pin them.
package enum JSONFormatter {
    /// The version of the document's shape.
    package static let schemaVersion = 1

    /// The document, pretty-printed with one finding per line, ending in a line break.
    package static func render(_ report: DiffReport) -> String {
        var lines = ["{", "  \"schemaVersion\": \(schemaVersion),"]
        lines.append("  \"old\": \(spec(report.old)),")
        lines.append("  \"new\": \(spec(report.new)),")
        let counts = Severity.allCases.reversed().map { "\(string($0.rawValue)): \(report.count($0))" }
        lines.append("  \"summary\": {\(counts.joined(separator: ", "))},")
        if report.findings.isEmpty {
            lines.append("  \"findings\": []")
        } else {
            lines.append("  \"findings\": [")
            lines += report.findings.enumerated().map { index, finding in
                "    " + object(finding) + (index < report.findings.count - 1 ? "," : "")
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func spec(_ summary: DiffReport.SpecSummary) -> String {
        "{\"label\": \(string(summary.label)), \"name\": \(string(summary.name)), "
            + "\"version\": \(string(summary.version.description))}"
    }

    private static func object(_ finding: Finding) -> String {
        let location = finding.location
        return "{\"rule\": \(string(finding.rule.rawValue)), \"severity\": \(string(finding.severity.rawValue)), "
            + "\"sides\": [\(finding.sides.map { string($0.rawValue) }.joined(separator: ", "))], "
            + "\"location\": {\"file\": \(string(location.file)), \"line\": \(location.line), "
            + "\"column\": \(location.column)}, "
            + "\"message\": \(string(finding.message))}"
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
    package static func string(_ text: String) -> String { JSONLiteral.string(text) }
}
