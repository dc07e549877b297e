import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// The `statuses` section. Hosts send a status in every response, so statuses are web-bound.
extension SpecComparison {
    mutating func compareStatuses() {
        let statuses = Matching(old: old.statuses, new: new.statuses, key: \.value)
        for status in statuses.added {
            report(
                .statusAdded, [.web], .status(status.value), at: status.location,
                "status '\(status.value)' is added; deployed web journeys may get it from new hosts and not handle it")
        }
        for status in statuses.removed {
            report(
                .statusRemoved, Side.apis, .status(status.value), at: status.location,
                "status '\(status.value)' is removed, with its constant BridgeResponseStatus.\(SwiftNaming.name(of: status))")
        }
        for (oldStatus, newStatus) in statuses.pairs {
            let element = ElementID.status(newStatus.value)
            compareSwiftName(
                .statusSwiftNameChanged, of: "status '\(newStatus.value)'", element, SwiftNaming.name(of: oldStatus),
                SwiftNaming.name(of: newStatus), at: newStatus.location)
            compareTypeScriptName(
                of: "status '\(newStatus.value)'", element,
                TypeScriptNaming.constantName(of: oldStatus.value, names: oldStatus.names),
                TypeScriptNaming.constantName(of: newStatus.value, names: newStatus.names), at: newStatus.location)
            compareDescription(
                of: "status '\(newStatus.value)'", element, oldStatus.description, newStatus.description,
                at: newStatus.location)
        }
    }
}
