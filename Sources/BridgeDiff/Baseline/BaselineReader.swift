import BridgeSpec

/// Turns a baseline file's YAML tree into entries, with a located error for everything that does not
/// fit the format: unknown keys (with a "did you mean"), an unknown rule, an entry without a reason,
/// and the same finding accepted twice.
struct BaselineReader {
    /// The file's label, for problems with the file as a whole.
    let path: String
    private(set) var diagnostics = DiagnosticCollector()

    init(path: String) {
        self.path = path
    }

    /// The entries of the document `root`; those with errors are left out.
    mutating func read(_ root: YAMLNode) -> [BaselineEntry] {
        guard let entries = mapping(root, what: "a baseline", allowed: ["accepted"]) else { return [] }
        guard let accepted = entries.first(where: { $0.key == "accepted" }) else {
            diagnostics.error("a baseline lists its accepted findings under 'accepted'", at: root.location)
            return []
        }
        guard let items = accepted.value.sequence else {
            diagnostics.error(
                "'accepted' must be a list of entries, found \(accepted.value.kindDescription)",
                at: accepted.value.location)
            return []
        }
        var read: [BaselineEntry] = []
        for item in items {
            guard let entry = entry(item) else { continue }
            if let first = read.first(where: { $0.rule == entry.rule && $0.element == entry.element }) {
                diagnostics.error(
                    "\(entry.rule.rawValue) on \(entry.element) is accepted twice; keep one entry with one reason",
                    at: entry.location, notes: [.note("first accepted here", at: first.location)])
                continue
            }
            read.append(entry)
        }
        return read
    }

    /// One entry: `rule`, `element` and `reason`, all three required.
    private mutating func entry(_ node: YAMLNode) -> BaselineEntry? {
        let errorsBefore = diagnostics.errorCount
        // A misspelt key is reported once, with a suggestion, rather than again as a missing one.
        guard let entries = mapping(node, what: "a baseline entry", allowed: ["rule", "element", "reason"]),
            diagnostics.errorCount == errorsBefore
        else { return nil }
        func text(_ key: String) -> (String, SourceLocation)? {
            guard let entry = entries.first(where: { $0.key == key }) else { return nil }
            guard let scalar = entry.value.scalar else {
                diagnostics.error("'\(key)' must be text, found \(entry.value.kindDescription)", at: entry.value.location)
                return nil
            }
            return (scalar.text, entry.value.location)
        }
        let rule = text("rule")
        let element = text("element")
        let reason = text("reason")
        guard diagnostics.errorCount == errorsBefore else { return nil }
        let missing = [("rule", rule == nil), ("element", element == nil)].filter(\.1).map { "'\($0.0)'" }
        if !missing.isEmpty {
            diagnostics.error("a baseline entry needs \(missing.joined(separator: " and "))", at: node.location)
            return nil
        }
        guard let (ruleText, ruleLocation) = rule, let (elementText, _) = element else { return nil }
        guard let ruleID = RuleID(rawValue: ruleText) else {
            diagnostics.error(
                "unknown rule '\(ruleText)'" + Suggestion.didYouMean(ruleText, among: RuleID.allCases.map(\.rawValue)),
                at: ruleLocation)
            return nil
        }
        guard let (reasonText, reasonLocation) = reason else {
            diagnostics.error(
                "the baseline entry for \(ruleText) on \(elementText) has no 'reason'; say why the finding is acceptable",
                at: node.location)
            return nil
        }
        guard reasonText.contains(where: { !$0.isWhitespace }) else {
            diagnostics.error("the reason is empty; say why the finding is acceptable", at: reasonLocation)
            return nil
        }
        return BaselineEntry(rule: ruleID, element: ElementID(elementText), reason: reasonText, location: node.location)
    }

    /// The entries of `node` if it is a mapping whose keys are all `allowed`; reports what is not.
    private mutating func mapping(_ node: YAMLNode, what: String, allowed: [String]) -> [YAMLMappingEntry]? {
        guard let entries = node.mapping else {
            diagnostics.error("\(what) must be a mapping, found \(node.kindDescription)", at: node.location)
            return nil
        }
        for entry in entries where !allowed.contains(entry.key) {
            let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.error(
                "unknown key '\(entry.key)' in \(what); expected \(expected)"
                    + Suggestion.didYouMean(entry.key, among: allowed),
                at: entry.keyLocation)
        }
        return entries
    }
}
