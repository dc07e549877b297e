/// Typed capability slots become properties of `BridgeHost` and cases of `CaptureResult`, and route
/// one action to their handler.
extension SpecValidator {
    mutating func checkSlots() {
        var properties: [String: CapabilitySpec] = [:]
        var resultCases: [String: CapabilitySpec] = [:]
        for capability in spec.capabilities {
            guard let slot = capability.slot else { continue }
            let path = ["capabilities", capability.id, "slot"]
            let what = "the slot of capability '\(capability.id)'"
            checkSlotName(slot.property, as: "property", of: capability, what: what, seen: &properties, at: slot.propertyLocation)
            checkSlotName(
                slot.resultCase, as: "result case", of: capability, what: what, seen: &resultCases, at: slot.resultCaseLocation)
            checkSlotAction(slot, of: capability, what: what, at: location(path + ["action"], or: slot.location))
        }
    }

    /// A slot's property or result case must be unique among slots. (What an output language
    /// reserves besides, its generator checks.)
    private mutating func checkSlotName(
        _ name: String, as role: String, of capability: CapabilitySpec, what: String,
        seen: inout [String: CapabilitySpec], at location: SourceLocation
    ) {
        if let first = seen[name] {
            diagnostics.error(
                "\(what) has the \(role) '\(name)', which the slot of capability '\(first.id)' already has",
                at: location, notes: [.note("capability '\(first.id)' is declared here", at: first.location)]
            )
        }
        seen[name] = seen[name] ?? capability
    }

    /// The slot's action must exist and name this capability. (Its result must be an object type, as
    /// every action's must; `checkReferences` reports it.)
    private mutating func checkSlotAction(
        _ slot: SlotSpec, of capability: CapabilitySpec, what: String, at location: SourceLocation
    ) {
        guard let actions = declared("actions") else { return }
        guard actions.contains(slot.action) else {
            diagnostics.error(
                "\(what) handles action '\(slot.action)', which is not declared in 'actions'"
                    + Suggestion.didYouMean(slot.action, among: actions),
                at: location
            )
            return
        }
        guard let action = spec.action(slot.action) else { return }  // It did not load; its errors are reported.
        // An action naming an undeclared capability is reported by the reference rules.
        let namesDeclaredCapability = action.capability.map { declared("capabilities")?.contains($0) ?? false } ?? true
        if action.capability != capability.id, namesDeclaredCapability {
            let names = action.capability.map { "names capability '\($0)'" } ?? "names no capability"
            diagnostics.error(
                "\(what) handles action '\(action.id)', but that action \(names); set its 'capability' to '\(capability.id)'",
                at: location, notes: [.note("action '\(action.id)' is declared here", at: action.location)]
            )
        }
    }
}
