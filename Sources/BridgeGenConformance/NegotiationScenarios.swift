import BridgeSpec

/// The scenarios of the negotiation action, which the host answers itself: what it declares with
/// nothing handled and with everything handled, each slot's permission states and named
/// permissions, and data that breaks its request type. An extension's add what it declares once its actions are handled.
struct NegotiationScenarios {
    let context: ConformanceContext
    let negotiation: String

    var all: [ScenarioScript] {
        guard context.spec.inherited == nil else { return [everythingHandled] }
        return [nothingHandled, everythingHandled] + permissions + namedPermissions + invalidRequests
    }

    private func query(
        _ script: inout ScenarioScript, _ id: String, handling handled: Set<String>, permissions: [String: String] = [:]
    ) {
        script.request(id, negotiation, data: [:])
        script.receiveSuccess(
            id, negotiation, data: context.negotiationResult(context.declarations(handling: handled, permissions: permissions)))
    }

    private var nothingHandled: ScenarioScript {
        var script = context.script(
            "\(negotiation).nothing-handled",
            """
            A host with nothing handled answers \(negotiation) itself: its environment, its version, and \
            each slot's capability, unsupported, at the spec's version.
            """)
        query(&script, "q1", handling: [])
        return script
    }

    private var everythingHandled: ScenarioScript {
        let actions = context.actions
        var script = context.script(
            "\(negotiation).everything-handled",
            """
            With every action of the spec handled through the typed API, \(negotiation) declares each \
            action's capability supported, at the spec's version.
            """)
        for action in actions {
            script.app("handle", ["action": .string(action.id), "answer": "hold"])
        }
        query(&script, "q1", handling: Set(actions.map(\.id)))
        return script
    }

    /// Each permission state of each slot that reports one, as the app sets it, handled or not.
    private var permissions: [ScenarioScript] {
        context.spec.slotCapabilities.filter(\.reportsPermission).flatMap { capability in
            context.spec.permissionStates.map { state in
                var script = context.script(
                    "\(negotiation).permission.\(capability.id).\(state.value)",
                    """
                    The app setting \(capability.id)'s permission state to \(state.value) makes \(negotiation) \
                    report it, whether or not the slot has a handler.
                    """)
                script.app("permission", ["capability": .string(capability.id), "state": .literal(state.value)])
                query(&script, "q1", handling: [], permissions: [capability.id: state.value])
                if let action = capability.slot?.action {
                    script.app("handle", ["action": .string(action), "answer": "hold"])
                    query(&script, "q2", handling: [action], permissions: [capability.id: state.value])
                }
                return script
            }
        }
    }

    /// Each slot's named permissions, as the app sets and clears them: `permissions` holds the ones
    /// set, and is left out once none is.
    private var namedPermissions: [ScenarioScript] {
        context.spec.slotCapabilities.filter { !$0.permissions.isEmpty }.map { capability in
            let states = context.spec.permissionStates.map(\.value)
            let assigned = capability.permissions.enumerated().map { index, permission in
                (permission.value, states.isEmpty ? "granted" : states[index % states.count])
            }
            var script = context.script(
                "\(negotiation).named-permissions.\(capability.id)",
                """
                The app setting the states of \(capability.id)'s named permissions makes \(negotiation) report \
                each in `permissions`; clearing one leaves it out, and clearing all leaves `permissions` out.
                """)
            for (name, state) in assigned {
                script.app(
                    "permission", ["capability": .string(capability.id), "permission": .string(name), "state": .literal(state)])
            }
            let named = { (pairs: ArraySlice<(String, String)>) -> [String: ScenarioValue] in
                pairs.isEmpty ? [:] : [capability.id: .object(pairs.map { .init(key: $0.0, value: .literal($0.1)) })]
            }
            script.request("q1", negotiation, data: [:])
            script.receiveSuccess(
                "q1", negotiation,
                data: context.negotiationResult(context.declarations(handling: [], named: named(assigned[...]))))
            for (index, (name, _)) in assigned.enumerated() {
                script.app("permission", ["capability": .string(capability.id), "permission": .string(name), "state": .null])
                let id = "q\(index + 2)"
                script.request(id, negotiation, data: [:])
                script.receiveSuccess(
                    id, negotiation,
                    data: context.negotiationResult(
                        context.declarations(handling: [], named: named(assigned[(index + 1)...]))))
            }
            return script
        }
    }

    private var invalidRequests: [ScenarioScript] {
        guard let request = context.spec.action(negotiation)?.request else { return [] }
        return context.samples.violations(of: request).map { violation in
            var script = context.script(
                "\(negotiation).invalid-request.\(violation.name)",
                """
                A \(negotiation) request whose data is not a \(request) (\(violation.name)) is answered \
                INVALID_REQUEST.
                """)
            script.request("q1", negotiation, data: violation.data)
            script.receiveFailure(
                "q1", negotiation, status: "error", code: "INVALID_REQUEST",
                recoverable: context.isRecoverable("INVALID_REQUEST"))
            script.problem("invalidMessage", id: "q1", action: negotiation)
            return script
        }
    }
}
