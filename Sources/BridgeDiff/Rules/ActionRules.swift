import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// The `actions` section. Requests flow from the web to native, results back; their types are
/// compared field by field by the type pair rules.
extension SpecComparison {
    mutating func compareActions() {
        let actions = Matching(old: old.actions, new: new.actions, key: \.id)
        for action in actions.added {
            report(
                .actionAdded, [.native], .action(action.id), at: action.location,
                "action '\(action.id)' is added; hosts in users' hands leave it unanswered until it times out")
        }
        for action in actions.removed {
            report(
                .actionRemoved, Side.apis.union([.web]), .action(action.id), at: action.location,
                "action '\(action.id)' is removed; deployed web journeys that send it get no answer from new hosts")
            reportRemoval(of: "action '\(action.id)'", .action(action.id), action.availability, at: action.location)
        }
        noteProbableRenames(
            actions, element: { .action($0.id) },
            sameShape: {
                $0.request == $1.request && $0.result == $1.result && $0.capability == $1.capability
            })
        for (oldAction, newAction) in actions.pairs {
            compareAction(oldAction, newAction)
        }
    }

    private mutating func compareAction(_ oldAction: ActionSpec, _ newAction: ActionSpec) {
        let what = "action '\(newAction.id)'"
        let element = ElementID.action(newAction.id)
        let at = newAction.location
        if oldAction.capability != newAction.capability {
            report(
                .actionCapabilityChanged, [.web, .native], element, at: at,
                "\(what) is provided by \(capabilityName(newAction.capability)) instead of "
                    + "\(capabilityName(oldAction.capability)); old peers check the other one")
        }
        if oldAction.request != newAction.request {
            report(
                .actionRequestTypeChanged, [.swift], element, at: at,
                "the request of \(what) changes from Swift type '\(oldAction.request)' to '\(newAction.request)'")
        }
        if oldAction.result != newAction.result {
            report(
                .actionResultTypeChanged, [.swift], element, at: at,
                "the result of \(what) changes from Swift type '\(oldAction.result)' to '\(newAction.result)'")
        }
        compareUpdates(oldAction, newAction)
        for code in newAction.errors where !oldAction.errors.contains(code) {
            report(
                .actionErrorAdded, [.web], element.error(code), at: at,
                "\(what) may fail with '\(code)'; deployed web journeys do not expect it from this action")
        }
        for code in oldAction.errors where !newAction.errors.contains(code) {
            report(.actionErrorRemoved, [.web], element.error(code), at: at, "\(what) no longer fails with '\(code)'")
        }
        compareSwiftName(
            .actionSwiftNameChanged, of: what, element, SwiftNaming.name(of: oldAction), SwiftNaming.name(of: newAction), at: at)
        compareTypeScriptName(
            of: what, element, TypeScriptNaming.methodName(of: oldAction), TypeScriptNaming.methodName(of: newAction), at: at)
        compareDescription(of: what, element, oldAction.description, newAction.description, at: at)
        compareDeprecation(of: what, element, oldAction.availability, newAction.availability, at: at)
        comparePlatforms(of: what, element, oldAction.platforms, newAction.platforms, at: at)
    }

    /// Progress and streams: what an action sends in `update` messages before (or instead of) its result.
    private mutating func compareUpdates(_ oldAction: ActionSpec, _ newAction: ActionSpec) {
        let what = "action '\(newAction.id)'"
        let element = ElementID.action(newAction.id)
        let at = newAction.location
        switch (oldAction.progress, newAction.progress) {
        case (nil, let progress?):
            report(
                .actionProgressAdded, [.web], element, at: at,
                "\(what) reports progress ('\(progress)'); only to web journeys that agree to updates")
        case (let progress?, nil):
            report(
                .actionProgressRemoved, Side.apis, element, at: at,
                "\(what) no longer reports progress ('\(progress)'); its typed progress API disappears")
        default: break
        }
        switch (oldAction.stream, newAction.stream) {
        case (nil, let item?):
            report(
                .actionStreamAdded, Side.apis.union([.web]), element, at: at,
                "\(what) becomes a stream of '\(item)'; deployed web journeys wait for one result")
        case (let item?, nil):
            report(
                .actionStreamRemoved, Side.apis.union([.web]), element, at: at,
                "\(what) is no longer a stream of '\(item)'; deployed web journeys wait for items")
        default: break
        }
        if let oldType = oldAction.update, let newType = newAction.update, oldType != newType,
            (oldAction.stream == nil) == (newAction.stream == nil)
        {
            report(
                .actionUpdateTypeChanged, [.swift], element, at: at,
                "the \(newAction.stream == nil ? "progress" : "stream items") of \(what) change from Swift type "
                    + "'\(oldType)' to '\(newType)'")
        }
    }

    private func capabilityName(_ id: String?) -> String {
        id.map { "capability '\($0)'" } ?? "no capability"
    }
}
