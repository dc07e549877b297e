import BridgeSpec

/// The `protocol` section (or an extension's `extension` section): name, version and negotiation
/// action.
extension SpecComparison {
    mutating func compareProtocol() {
        let (oldOne, newOne) = (oldSubject, newSubject)
        if oldOne.name != newOne.name {
            let generated =
                newOne.isExtension
                ? "the names generated from it, such as '\(oldOne.name)Event'"
                : "the generated '\(oldOne.name)Protocol' and '\(oldOne.name)Client'"
            report(
                .protocolNameChanged, Side.apis, .protocolHeader, at: newOne.location,
                "\(newOne.kind) is renamed from '\(oldOne.name)' to '\(newOne.name)', and with it \(generated)")
        }
        if oldOne.version.major != newOne.version.major {
            let consequence =
                newOne.isExtension
                ? "pages that check the extension's major version in the negotiation see the new one"
                : "peers of the old major version reject messages of the new one with VERSION_MISMATCH"
            report(
                .protocolMajorVersionChanged, [.web, .native], .protocolHeader, at: newOne.location,
                "\(newOne.versionName) changes from \(oldOne.version) to \(newOne.version); \(consequence)")
        } else if oldOne.version.minor != newOne.version.minor {
            report(
                .protocolMinorVersionChanged, [.web, .native], .protocolHeader, at: newOne.location,
                "\(newOne.versionName) changes from \(oldOne.version) to \(newOne.version)")
        }
        if old.hasUpdates != new.hasUpdates {
            let location = new.messageTypes.first { $0.name == "update" }?.location ?? newOne.location
            if new.hasUpdates {
                report(
                    .messageTypesAdded, [.web, .native], .messageType("update"), at: location,
                    "message types 'update' and 'cancel' are added; peers use them only once both agree in the negotiation")
            } else {
                report(
                    .messageTypesRemoved, Side.apis, .messageType("update"), at: location,
                    "message types 'update' and 'cancel' are removed; new peers no longer agree to them, and their "
                        + "generated constants and typed progress disappear")
            }
        }
        if old.negotiationAction != new.negotiationAction {
            report(
                .negotiationActionChanged, [.web, .native], .protocolHeader, at: newOne.location,
                "the negotiation action changes from '\(old.negotiationAction ?? "none")' to "
                    + "'\(new.negotiationAction ?? "none")'; old peers ask or answer the other one")
        }
    }

    /// `BREAKING_WITHOUT_MAJOR_BUMP`: any wire-breaking finding while the major version stays.
    mutating func checkMajorVersionBump() {
        let (oldOne, newOne) = (oldSubject, newSubject)
        guard oldOne.version.major == newOne.version.major else { return }
        let breaking = findings.findings.filter { $0.severity == .breaking && $0.sides.contains(where: \.isOnWire) }
        guard !breaking.isEmpty else { return }
        let sides = Set(breaking.flatMap(\.sides).filter(\.isOnWire))
        let count = breaking.count == 1 ? "1 change breaks" : "\(breaking.count) changes break"
        let why =
            newOne.isExtension
            ? "so that pages can tell the new extension from the old in the negotiation"
            : "so that old peers reject new messages instead of misreading them"
        report(
            .breakingWithoutMajorBump, sides, .protocolHeader, at: newOne.location,
            "\(count) deployed peers on the wire, but \(newOne.versionName) stays \(newOne.version); "
                + "make it \(oldOne.version.major + 1).0 \(why)")
    }
}
