import BridgeSpec

/// One change between two specs and what it means: which rule it falls under, how bad it is, for
/// whom, and where.
package struct Finding: Equatable, Sendable {
    /// The rule, whose ID is stable across releases so that CI and reviewers can refer to it.
    package var rule: RuleID
    /// Who the change affects at this severity, in `Side` order.
    package var sides: [Side]
    /// What changed, named so that a baseline can find the finding again when lines move.
    package var element: ElementID
    /// Where the changed element is: in the new spec, or in the old one for what was removed.
    package var location: SourceLocation
    /// One line saying what changed and why it matters.
    package var message: String
    /// Set when this removal or addition is probably half of a rename.
    package var renameHint: RenameHint?

    /// A finding; `sides` are kept in `Side` order.
    package init(
        rule: RuleID, sides: Set<Side>, element: ElementID, location: SourceLocation, message: String,
        renameHint: RenameHint? = nil
    ) {
        self.rule = rule
        self.sides = sides.sorted()
        self.element = element
        self.location = location
        self.message = message
        self.renameHint = renameHint
    }

    /// The message with the rename hint, if any, as every report shows it.
    package var messageWithHint: String {
        renameHint.map { "\(message); \($0.phrase)" } ?? message
    }

    /// The sides, as reports list them: "web journeys, Swift API".
    package var sidesTitle: String { sides.map(\.title).joined(separator: ", ") }

    /// The rule's severity; a rule always has the same one, so that a rule ID alone says how bad it is.
    package var severity: Severity { rule.severity }

    /// The order reports list findings in: worst first, then by place, so that the same change always
    /// reads the same way.
    package static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        if lhs.element != rhs.element { return lhs.element < rhs.element }
        return lhs.message < rhs.message
    }
}
