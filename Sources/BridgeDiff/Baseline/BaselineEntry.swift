import BridgeSpec

/// One finding a team has reviewed and accepted, and why. It is matched by rule and element, never
/// by line, so that it keeps matching while the spec around it changes.
package struct BaselineEntry: Equatable, Sendable {
    /// The accepted finding's rule.
    package var rule: RuleID
    /// The accepted finding's element.
    package var element: ElementID
    /// Why the finding is acceptable: required, so that every exception explains itself in review.
    package var reason: String
    /// Where the entry is in the baseline file, for reports of entries that match nothing.
    package var location: SourceLocation

    /// An entry.
    package init(rule: RuleID, element: ElementID, reason: String, location: SourceLocation) {
        self.rule = rule
        self.element = element
        self.reason = reason
        self.location = location
    }

    /// Whether this entry accepts `finding`.
    package func accepts(_ finding: Finding) -> Bool {
        finding.rule == rule && finding.element == element
    }
}
