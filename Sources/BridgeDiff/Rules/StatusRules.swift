import BridgeSpec

/// The `statuses` section. Hosts send a status in every response, so statuses are web-bound.
extension SpecComparison {
    mutating func compareStatuses() {
        let statuses = Matching(old: old.statuses, new: new.statuses, key: \.value)
        for status in statuses.added {
            report(.statusAdded, [.web], .status(status.value), at: status.location,
                   "status '\(status.value)' is added; deployed web journeys may get it from new hosts and not handle it")
        }
        for status in statuses.removed {
            report(.statusRemoved, Side.apis, .status(status.value), at: status.location,
                   "status '\(status.value)' is removed, with its constant BridgeResponseStatus.\(status.swiftName)")
        }
        for (oldStatus, newStatus) in statuses.pairs {
            let element = ElementID.status(newStatus.value)
            compareSwiftName(
                .statusSwiftNameChanged, of: "status '\(newStatus.value)'", element, oldStatus.swiftName,
                newStatus.swiftName, at: newStatus.location, keyedBySwiftName: TypeScriptKey.isSwiftName(for: newStatus.value))
            compareDescription(
                of: "status '\(newStatus.value)'", element, oldStatus.description, newStatus.description,
                at: newStatus.location)
        }
    }
}
