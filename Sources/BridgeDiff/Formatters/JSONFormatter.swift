import BridgeSpec

/// The machine format, documented in the "Reviewing a protocol change" article and stable: keys are
/// only ever added, and `schemaVersion` changes if one is removed or changes meaning.
///
/// Written by hand rather than with `JSONEncoder`, so that key order and spacing are the same on every
/// platform and the golden test can pin them. Strings go through `JSONLiteral`, which escapes every
/// control character.
package enum JSONFormatter {
    /// The version of the document's shape.
    package static let schemaVersion = 1

    /// The document, pretty-printed with one finding per line, ending in a line break.
    package static func render(_ review: DiffReview) -> String {
        let report = review.report
        var lines = ["{", "  \"schemaVersion\": \(schemaVersion),"]
        lines.append("  \"old\": \(spec(report.old)),")
        lines.append("  \"new\": \(spec(report.new)),")
        let counts = Severity.allCases.reversed().map { "\(string($0.rawValue)): \(report.count($0))" }
        lines.append("  \"summary\": {\(counts.joined(separator: ", "))},")
        let suggestion = review.suggestion
        lines.append(
            "  \"versionSuggestion\": {\"bump\": \(string(suggestion.bump.rawValue)), "
                + "\"version\": \(string(suggestion.version.description)), \"met\": \(suggestion.isMet)},")
        let failOn = review.policy.choices.map { string($0.rawValue) }.joined(separator: ", ")
        lines.append(
            "  \"check\": {\"failOn\": [\(failOn)], \"failed\": \(!review.passes), "
                + "\"coveredByMajorBump\": \(review.coveredByMajorBump.count)},")
        lines += array("findings", report.findings.map { object($0) }, last: false)
        lines += array(
            "accepted",
            review.accepted.map { accepted in
                object(
                    accepted.finding,
                    then: "\"reason\": \(string(accepted.entry.reason)), "
                        + "\"baseline\": \(location(accepted.entry.location))")
            }, last: false)
        lines += array(
            "staleBaseline",
            review.stale.map { entry in
                "{\"rule\": \(string(entry.rule.rawValue)), \"element\": \(string(entry.element.description)), "
                    + "\"reason\": \(string(entry.reason)), \"location\": \(location(entry.location))}"
            }, last: true)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"name": [` with one item per line, `]`; or `"name": []`.
    private static func array(_ name: String, _ items: [String], last: Bool) -> [String] {
        let end = last ? "" : ","
        guard !items.isEmpty else { return ["  \(string(name)): []\(end)"] }
        return ["  \(string(name)): ["]
            + items.enumerated().map { index, item in
                "    " + item + (index < items.count - 1 ? "," : "")
            } + ["  ]\(end)"]
    }

    private static func spec(_ summary: DiffReport.SpecSummary) -> String {
        "{\"label\": \(string(summary.label)), \"name\": \(string(summary.name)), "
            + "\"version\": \(string(summary.version.description))}"
    }

    private static func location(_ location: SourceLocation) -> String {
        "{\"file\": \(string(location.file)), \"line\": \(location.line), \"column\": \(location.column)}"
    }

    /// A finding's object, with `more` keys (already written out) at its end.
    private static func object(_ finding: Finding, then more: String? = nil) -> String {
        var text =
            "{\"rule\": \(string(finding.rule.rawValue)), \"severity\": \(string(finding.severity.rawValue)), "
            + "\"sides\": [\(finding.sides.map { string($0.rawValue) }.joined(separator: ", "))], "
            + "\"element\": \(string(finding.element.description)), "
            + "\"location\": \(location(finding.location)), "
            + "\"message\": \(string(finding.message))"
        switch finding.renameHint {
        case .renamedTo(let element)?: text += ", \"probableRename\": {\"to\": \(string(element.description))}"
        case .renamedFrom(let element)?: text += ", \"probableRename\": {\"from\": \(string(element.description))}"
        case nil: break
        }
        return text + (more.map { ", " + $0 } ?? "") + "}"
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
    package static func string(_ text: String) -> String { JSONLiteral.string(text) }
}
