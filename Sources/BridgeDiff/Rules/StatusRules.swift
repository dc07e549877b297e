import BridgeSpec

/// The `statuses` section. Hosts send a status in every response, so statuses are web-bound.
extension SpecComparison {
    mutating func compareStatuses() {
        let statuses = Matching(old: old.statuses, new: new.statuses, key: \.value)
        for status in statuses.added {
            report(.statusAdded, [.web], at: status.location,
                   "status '\(status.value)' is added; deployed web journeys may get it from new hosts and not handle it")
        }
        for status in statuses.removed {
            report(.statusRemoved, [.swift], at: status.location,
                   "status '\(status.value)' is removed, with its Swift constant BridgeResponseStatus.\(status.swiftName)")
        }
        for (oldStatus, newStatus) in statuses.pairs {
            compareSwiftName(
                .statusSwiftNameChanged, of: "status '\(newStatus.value)'", oldStatus.swiftName, newStatus.swiftName,
                at: newStatus.location)
            compareDescription(
                of: "status '\(newStatus.value)'", oldStatus.description, newStatus.description, at: newStatus.location)
        }
    }
}
