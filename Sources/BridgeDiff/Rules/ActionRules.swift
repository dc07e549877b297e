import BridgeSpec

/// The `actions` section. Requests flow from the web to native, results back; their types are
/// compared field by field by the type pair rules.
extension SpecComparison {
    mutating func compareActions() {
        let actions = Matching(old: old.actions, new: new.actions, key: \.id)
        for action in actions.added {
            report(.actionAdded, [.native], at: action.location,
                   "action '\(action.id)' is added; hosts in users' hands leave it unanswered until it times out")
        }
        for action in actions.removed {
            report(.actionRemoved, [.web, .swift], at: action.location,
                   "action '\(action.id)' is removed; deployed web journeys that send it get no answer from new hosts")
        }
        for (oldAction, newAction) in actions.pairs {
            compareAction(oldAction, newAction)
        }
    }

    private mutating func compareAction(_ oldAction: ActionSpec, _ newAction: ActionSpec) {
        let what = "action '\(newAction.id)'"
        let at = newAction.location
        if oldAction.capability != newAction.capability {
            report(.actionCapabilityChanged, [.web, .native], at: at,
                   "\(what) is provided by \(capabilityName(newAction.capability)) instead of "
                       + "\(capabilityName(oldAction.capability)); old peers check the other one")
        }
        if oldAction.request != newAction.request {
            report(.actionRequestTypeChanged, [.swift], at: at,
                   "the request of \(what) changes from Swift type '\(oldAction.request)' to '\(newAction.request)'")
        }
        if oldAction.result != newAction.result {
            report(.actionResultTypeChanged, [.swift], at: at,
                   "the result of \(what) changes from Swift type '\(oldAction.result)' to '\(newAction.result)'")
        }
        for code in newAction.errors where !oldAction.errors.contains(code) {
            report(.actionErrorAdded, [.web], at: at,
                   "\(what) may fail with '\(code)'; deployed web journeys do not expect it from this action")
        }
        for code in oldAction.errors where !newAction.errors.contains(code) {
            report(.actionErrorRemoved, [.web], at: at, "\(what) no longer fails with '\(code)'")
        }
        compareSwiftName(.actionSwiftNameChanged, of: what, oldAction.swiftName, newAction.swiftName, at: at)
        compareDescription(of: what, oldAction.description, newAction.description, at: at)
    }

    private func capabilityName(_ id: String?) -> String {
        id.map { "capability '\($0)'" } ?? "no capability"
    }
}
