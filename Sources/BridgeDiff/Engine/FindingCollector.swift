import BridgeSpec

/// Gathers findings as rules report them, dropping repeats: a type reached from several actions is
/// compared once per pair of names, and the same change must not be listed twice.
package struct FindingCollector {
    private(set) var findings: [Finding] = []

    /// Records a finding, unless it has no side left to affect or is already recorded.
    mutating func report(
        _ rule: RuleID, _ sides: Set<Side>, _ element: ElementID, at location: SourceLocation, _ message: String
    ) {
        guard !sides.isEmpty else { return }
        let finding = Finding(rule: rule, sides: sides, element: element, location: location, message: message)
        if !findings.contains(finding) { findings.append(finding) }
    }

    /// Marks the findings about `element` as half of a probable rename.
    mutating func hint(_ hint: RenameHint, on element: ElementID) {
        for index in findings.indices where findings[index].element == element {
            findings[index].renameHint = hint
        }
    }
}
