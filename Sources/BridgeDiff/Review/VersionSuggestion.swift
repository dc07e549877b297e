import BridgeSpec

/// The protocol version a change calls for: a major bump when it breaks deployed peers on the wire, a
/// minor one when it changes anything else they can see, none for changes only the generated APIs
/// or the documentation see (their packages carry their own versions).
///
/// It weighs every finding, accepted or not: a baseline decides what fails the review, not what the
/// change is, and `BREAKING_WITHOUT_MAJOR_BUMP` weighs them the same way.
package struct VersionSuggestion: Equatable, Sendable {
    /// How much of the version must go up.
    package enum Bump: String, Sendable {
        /// Nothing deployed peers see changed.
        case none
        /// Deployed peers see the change, and nothing of theirs breaks.
        case minor
        /// Deployed peers break on the wire.
        case major
    }

    /// The bump the change calls for.
    package var bump: Bump
    /// The least version the new spec should have: the old one, bumped.
    package var version: ProtocolVersion
    /// The new spec's version.
    package var current: ProtocolVersion
    /// Whether the new spec's version is bumped at least that much.
    package var isMet: Bool
    /// What the version is of: "protocol", or "extension" for an extension spec.
    package var subject = "protocol"

    /// The suggestion for `findings` between the versions `old` and `new`.
    package init(findings: [Finding], old: ProtocolVersion, new: ProtocolVersion) {
        current = new
        let versionRules: Set<RuleID> = [.protocolMajorVersionChanged, .protocolMinorVersionChanged, .breakingWithoutMajorBump]
        let onWire = findings.filter { !versionRules.contains($0.rule) && $0.sides.contains(where: \.isOnWire) }
        if onWire.contains(where: { $0.severity == .breaking }) {
            bump = .major
            version = ProtocolVersion(major: old.major + 1, minor: 0)
            isMet = new.major > old.major
        } else if !onWire.isEmpty {
            bump = .minor
            version = ProtocolVersion(major: old.major, minor: old.minor + 1)
            isMet = new >= version
        } else {
            bump = .none
            version = old
            isMet = true
        }
    }

    /// Why, in a few words: "a major bump: the change breaks deployed peers on the wire".
    package var reason: String {
        switch bump {
        case .major: "a major bump: the change breaks deployed peers on the wire"
        case .minor: "a minor bump: deployed peers see the change, and nothing breaks"
        case .none: "no bump: nothing on the wire changes"
        }
    }

    /// "Suggested protocol version: 2.0 (a major bump: …); the new spec has 1.1, too little.", the
    /// sentence every format shows.
    package var sentence: String {
        "Suggested \(subject) version: \(version) (\(reason)); the new spec has \(current)\(isMet ? "" : ", too little")."
    }
}
