import BridgeSpec

/// `deprecated` and `platforms`: a deprecation warns integrators before a removal, so a removal
/// without one is flagged; platforms say which hosts offer an action or event.
extension SpecComparison {
    /// Reports `DEPRECATED` when `what` becomes deprecated.
    mutating func compareDeprecation(
        of what: String, _ element: ElementID, _ old: Availability, _ new: Availability, at location: SourceLocation
    ) {
        guard !old.isDeprecated, let message = new.deprecated else { return }
        report(.deprecated, [.swift, .typescript], element, at: location, "\(what) is deprecated: \(message)")
    }

    /// Reports `REMOVED_WITHOUT_DEPRECATION` when removed `what` was not deprecated in the old spec.
    mutating func reportRemoval(of what: String, _ element: ElementID, _ old: Availability, at location: SourceLocation) {
        guard !old.isDeprecated else { return }
        report(.removedWithoutDeprecation, Side.apis, element, at: location, "\(what) is removed without having been deprecated")
    }

    /// Reports platforms narrowed or widened; nil platforms are every environment of the spec. An
    /// environment added to the spec is its own finding, not one per action and event.
    mutating func comparePlatforms(
        of what: String, _ element: ElementID, _ old: [String]?, _ new: [String]?, at location: SourceLocation
    ) {
        guard old != nil || new != nil else { return }
        let before = Set(old ?? self.old.environments.map(\.value))
        let after = Set(new ?? self.new.environments.map(\.value))
        let dropped = before.subtracting(after).sorted()
        let added = after.subtracting(before).sorted()
        if !dropped.isEmpty {
            report(
                .platformsNarrowed, dropped.contains("ios") ? [.web, .swift] : [.web], element, at: location,
                "\(what) is no longer offered on \(dropped.joined(separator: ", ")); deployed web journeys there lose it")
        }
        if !added.isEmpty {
            report(
                .platformsWidened, [.native], element, at: location,
                "\(what) is offered on \(added.joined(separator: ", ")) too")
        }
    }
}
