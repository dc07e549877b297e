import BridgeSpec

/// The outcome of comparing two specs: what they are, and every finding in report order.
package struct DiffReport: Equatable, Sendable {
    /// One of the two specs, as a report names it.
    package struct SpecSummary: Equatable, Sendable {
        /// Where the spec came from, as the user gave it: a path, or `REV:path`.
        package var label: String
        /// The protocol's name, such as "GBGBridge".
        package var name: String
        /// The protocol's version.
        package var version: ProtocolVersion
        /// Whether the name and version are an extension's, not its base protocol's.
        package var isExtension: Bool

        /// A summary of one spec.
        package init(label: String, name: String, version: ProtocolVersion, isExtension: Bool = false) {
            self.label = label
            self.name = name
            self.version = version
            self.isExtension = isExtension
        }
    }

    /// The spec before the change.
    package var old: SpecSummary
    /// The spec after the change.
    package var new: SpecSummary
    /// Every finding, worst first (see `Finding.reportOrder`).
    package var findings: [Finding]

    /// A report of `findings`, which it sorts into report order.
    package init(old: SpecSummary, new: SpecSummary, findings: [Finding]) {
        self.old = old
        self.new = new
        self.findings = findings.sorted(by: Finding.reportOrder)
    }

    /// How many findings have `severity`.
    package func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// "GBGBridge 1.0 → 1.1", or "OldName 1.0 → NewName 1.0" when the protocol is renamed.
    package var title: String {
        let newName = old.name == new.name ? "" : "\(new.name) "
        return "\(old.name) \(old.version) → \(newName)\(new.version)"
    }

    /// "Protocol changes", or "Extension changes" when the specs are an extension's: what a report's
    /// heading calls the change.
    package var heading: String { new.isExtension ? "Extension changes" : "Protocol changes" }

    /// "2 breaking, 1 dangerous, 0 safe", the counts every format leads with.
    package var countsSummary: String {
        Severity.allCases.reversed().map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }
}
