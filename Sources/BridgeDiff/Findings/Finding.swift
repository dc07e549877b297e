import BridgeSpec

/// One change between two specs and what it means: which rule it falls under, how bad it is, for
/// whom, and where.
package struct Finding: Equatable, Sendable {
    /// The rule, whose ID is stable across releases so that CI and reviewers can refer to it.
    package var rule: RuleID
    /// Who the change affects at this severity, in `Side` order.
    package var sides: [Side]
    /// Where the changed element is: in the new spec, or in the old one for what was removed.
    package var location: SourceLocation
    /// One line saying what changed and why it matters.
    package var message: String

    /// A finding; `sides` are kept in `Side` order.
    package init(rule: RuleID, sides: Set<Side>, location: SourceLocation, message: String) {
        self.rule = rule
        self.sides = sides.sorted()
        self.location = location
        self.message = message
    }

    /// The rule's severity; a rule always has the same one, so that a rule ID alone says how bad it is.
    package var severity: Severity { rule.severity }

    /// The order reports list findings in: worst first, then by place, so that the same change always
    /// reads the same way.
    package static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}
