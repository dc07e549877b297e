import BridgeSpec

/// The `protocol` section: name, version and negotiation action.
extension SpecComparison {
    mutating func compareProtocol() {
        if old.name != new.name {
            report(.protocolNameChanged, Side.apis, .protocolHeader, at: new.location,
                   "the protocol is renamed from '\(old.name)' to '\(new.name)', and with it the generated "
                       + "'\(old.name)Protocol' and '\(old.name)Client'")
        }
        if old.version.major != new.version.major {
            report(.protocolMajorVersionChanged, [.web, .native], .protocolHeader, at: new.location,
                   "the protocol version changes from \(old.version) to \(new.version); peers of the old major version "
                       + "reject messages of the new one with VERSION_MISMATCH")
        } else if old.version.minor != new.version.minor {
            report(.protocolMinorVersionChanged, [.web, .native], .protocolHeader, at: new.location,
                   "the protocol version changes from \(old.version) to \(new.version)")
        }
        if old.negotiationAction != new.negotiationAction {
            report(.negotiationActionChanged, [.web, .native], .protocolHeader, at: new.location,
                   "the negotiation action changes from '\(old.negotiationAction ?? "none")' to "
                       + "'\(new.negotiationAction ?? "none")'; old peers ask or answer the other one")
        }
    }

    /// `BREAKING_WITHOUT_MAJOR_BUMP`: any wire-breaking finding while the major version stays.
    mutating func checkMajorVersionBump() {
        guard old.version.major == new.version.major else { return }
        let breaking = findings.findings.filter { $0.severity == .breaking && $0.sides.contains(where: \.isOnWire) }
        guard !breaking.isEmpty else { return }
        let sides = Set(breaking.flatMap(\.sides).filter(\.isOnWire))
        let count = breaking.count == 1 ? "1 change breaks" : "\(breaking.count) changes break"
        report(.breakingWithoutMajorBump, sides, .protocolHeader, at: new.location,
               "\(count) deployed peers on the wire, but the protocol version stays \(new.version); "
                   + "make it \(old.version.major + 1).0 so that old peers reject new messages instead of misreading them")
    }
}
