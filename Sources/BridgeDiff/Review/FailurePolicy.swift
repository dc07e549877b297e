/// What makes `bridgegen diff` fail (`--fail-on`): breaking findings for chosen sides, and optionally
/// dangerous or even safe ones.
///
/// Choices combine, such as `web,native`: `web`, `native`, `swift` and `typescript` fail on breaking
/// findings that affect that side; `dangerous` also fails on dangerous findings, and `safe` on every
/// finding. `breaking` names all four sides, and is the default. A list with no side in it means all
/// four, so `--fail-on dangerous` and `--fail-on safe` keep the meaning they had as a severity
/// threshold ("at least this severe").
///
/// A deliberate major version bump covers the wire: when the new spec's major version is higher,
/// breaks for web journeys and native hosts are what the bump announces, and fail nothing by
/// themselves (`PROTOCOL_MAJOR_VERSION_CHANGED` included). Breaks of the generated APIs still fail,
/// because their packages are versioned apart from the protocol.
package struct FailurePolicy: Equatable, Sendable {
    /// One word of `--fail-on`.
    package enum Choice: String, CaseIterable, Sendable {
        /// Breaking findings that affect deployed web journeys.
        case web
        /// Breaking findings that affect native hosts in users' hands.
        case native
        /// Breaking findings that affect the Swift API.
        case swift
        /// Breaking findings that affect the TypeScript API.
        case typescript
        /// Every breaking finding: all four sides.
        case breaking
        /// Also every dangerous finding.
        case dangerous
        /// Also every dangerous and safe finding: any change.
        case safe
    }

    /// The sides whose breaking findings fail.
    package private(set) var breakingSides: Set<Side>
    /// The least severe finding below breaking that fails, whatever sides it affects: `dangerous`
    /// or `safe`; nil when only breaks fail.
    package private(set) var nonBreakingFrom: Severity?

    /// Today's default, and `--fail-on breaking`: every breaking finding fails.
    package static let `default` = FailurePolicy([.breaking])

    /// The policy of these choices.
    package init(_ choices: Set<Choice>) {
        var sides = Set(choices.compactMap(Self.side))
        if sides.isEmpty || choices.contains(.breaking) { sides = Set(Side.allCases) }
        breakingSides = sides
        nonBreakingFrom = choices.contains(.safe) ? .safe : choices.contains(.dangerous) ? .dangerous : nil
    }

    /// Parses a comma-separated list such as `web,native`; nil when a word is not a choice or the
    /// list is empty.
    package init?(parsing text: String) {
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { !$0.isWhitespace } }
        let choices = words.compactMap(Choice.init(rawValue:))
        guard !choices.isEmpty, choices.count == words.count else { return nil }
        self.init(Set(choices))
    }

    /// The choices this policy is made of, in a canonical order, for reports: `web,native`, or
    /// `breaking` and `dangerous` for the whole of their kind.
    package var choices: [Choice] {
        var words: [Choice] =
            breakingSides == Set(Side.allCases)
            ? [.breaking] : Side.allCases.filter(breakingSides.contains).compactMap { Choice(rawValue: $0.rawValue) }
        if let nonBreakingFrom { words.append(nonBreakingFrom == .safe ? .safe : .dangerous) }
        return words
    }

    /// `--fail-on` as it would be written for this policy, such as `web,native`.
    package var description: String { choices.map(\.rawValue).joined(separator: ",") }

    /// Whether `finding` fails the run, `majorBumped` being whether the major version went up.
    package func fails(_ finding: Finding, majorBumped: Bool) -> Bool {
        guard finding.severity == .breaking else {
            return nonBreakingFrom.map { finding.severity >= $0 } ?? false
        }
        return finding.sides.contains { breakingSides.contains($0) && !(majorBumped && $0.isOnWire) }
    }

    private static func side(_ choice: Choice) -> Side? {
        Side(rawValue: choice.rawValue)
    }
}
