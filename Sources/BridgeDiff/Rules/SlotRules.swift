import BridgeSpec

/// Typed capability slots: properties of `BridgeHost` and cases of `CaptureResult`. Only the Swift API
/// sees them; on the wire a slot's action is an action like any other.
extension SpecComparison {
    mutating func compareSlots() {
        let slots = Matching(old: old.slotCapabilities, new: new.slotCapabilities, key: \.id)
        for capability in slots.added {
            guard let slot = capability.slot else { continue }
            report(
                .slotAdded, [.swift], ElementID.capability(capability.id).slot, at: slot.location,
                "capability '\(capability.id)' gets the slot '\(slot.property)'; CaptureResult gains the case "
                    + "'\(slot.resultCase)', so exhaustive switches over it stop compiling")
        }
        for capability in slots.removed {
            guard let slot = capability.slot else { continue }
            report(
                .slotRemoved, [.swift], ElementID.capability(capability.id).slot, at: slot.location,
                "the slot '\(slot.property)' of capability '\(capability.id)' is removed, "
                    + "with CaptureResult.\(slot.resultCase)")
        }
        for (oldCapability, newCapability) in slots.pairs {
            guard let oldSlot = oldCapability.slot, let newSlot = newCapability.slot else { continue }
            let what = "the slot of capability '\(newCapability.id)'"
            let element = ElementID.capability(newCapability.id).slot
            if oldSlot.property != newSlot.property {
                report(
                    .slotPropertyRenamed, [.swift], element, at: newSlot.location,
                    "\(what) is renamed from BridgeHost.\(oldSlot.property) to BridgeHost.\(newSlot.property)")
            }
            if oldSlot.resultCase != newSlot.resultCase {
                report(
                    .slotResultCaseRenamed, [.swift], element, at: newSlot.location,
                    "\(what) returns CaptureResult.\(newSlot.resultCase) instead of CaptureResult.\(oldSlot.resultCase)")
            }
            if oldSlot.action != newSlot.action {
                report(
                    .slotActionChanged, [.swift], element, at: newSlot.location,
                    "\(what) handles '\(newSlot.action)' instead of '\(oldSlot.action)'")
            }
        }
    }
}
