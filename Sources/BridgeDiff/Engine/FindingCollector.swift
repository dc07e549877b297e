import BridgeSpec

/// Gathers findings as rules report them, dropping repeats: a type reached from several actions is
/// compared once per pair of names, and the same change must not be listed twice.
package struct FindingCollector {
    private(set) var findings: [Finding] = []

    /// Records a finding, unless it has no side left to affect or is already recorded.
    mutating func report(_ rule: RuleID, _ sides: Set<Side>, at location: SourceLocation, _ message: String) {
        guard !sides.isEmpty else { return }
        let finding = Finding(rule: rule, sides: sides, location: location, message: message)
        if !findings.contains(finding) { findings.append(finding) }
    }
}
