import BridgeSpec

/// The fields of an object type on the wire, judged by the way the type flows. Fields are matched by
/// their JSON key, then by Swift name (a `wireName` change); a key renamed without `wireName` is a
/// removal and an addition, as it is on the wire.
extension SpecComparison {
    mutating func compareFields(_ oldFields: [FieldSpec], _ newFields: [FieldSpec], of pair: TypePair, flow: Flow) {
        let fields = Matching(old: oldFields, new: newFields, key: \.wireName, fallbackKey: \.name)
        if pair.isSameType {
            compareSwiftFields(fields, of: pair.label)
        }
        guard !flow.isEmpty else { return }
        // Where the Swift type stays, what breaks on the wire usually breaks its Swift API too.
        let swift: Set<Side> = pair.isSameType ? [.swift] : []
        for field in fields.removed {
            let what = "field '\(field.wireName)' of '\(pair.label)'"
            if flow.contains(.toWeb) {
                report(.fieldRemovedFromWebBound, swift.union([.web]), at: field.location,
                       "\(what) is removed; deployed web journeys that read it no longer get it")
            }
            if flow.contains(.toNative) {
                let sides = field.isRequiredOnWire ? swift.union([.native]) : swift
                report(.fieldRemovedFromNativeBound, sides, at: field.location,
                       "\(what) is removed" + (field.isRequiredOnWire ? "; hosts in users' hands require it" : ""))
            }
        }
        for field in fields.added {
            reportAdded(field, of: pair.label, flow: flow, swift: swift)
        }
        for (oldField, newField) in fields.pairs {
            compareWire(oldField, newField, of: pair.label, flow: flow, swift: swift)
        }
    }

    private mutating func reportAdded(_ field: FieldSpec, of type: String, flow: Flow, swift: Set<Side>) {
        let what = "field '\(field.wireName)' of '\(type)'"
        if field.isRequiredOnWire {
            if flow.contains(.toNative) {
                report(.fieldRequiredAddedToNativeBound, swift.union([.web]), at: field.location,
                       "required \(what) is added; new hosts reject requests of deployed web journeys without it")
            }
            if flow.contains(.toWeb) {
                report(.fieldRequiredAddedToWebBound, swift.union([.native]), at: field.location,
                       "required \(what) is added; hosts in users' hands do not send it to new web journeys")
            }
        } else {
            if flow.contains(.toNative) {
                report(.fieldOptionalAddedToNativeBound, [.native], at: field.location,
                       "optional \(what) is added; hosts in users' hands ignore it")
            }
            if flow.contains(.toWeb) {
                report(.fieldOptionalAddedToWebBound, [.web], at: field.location,
                       "optional \(what) is added; deployed web journeys ignore it")
            }
        }
    }

    private mutating func compareWire(
        _ oldField: FieldSpec, _ newField: FieldSpec, of type: String, flow: Flow, swift: Set<Side>
    ) {
        let what = "field '\(newField.wireName)' of '\(type)'"
        let at = newField.location
        if oldField.wireName != newField.wireName {
            report(.fieldWireNameChanged, [.web, .native], at: at,
                   "the JSON key of field '\(newField.name)' of '\(type)' changes from '\(oldField.wireName)' to "
                       + "'\(newField.wireName)'; old peers look for the old key")
        }
        if typeChange(from: oldField.type, to: newField.type) == .wire {
            report(.fieldTypeChanged, swift.union([.web, .native]), at: at,
                   "the type of \(what) changes from '\(oldField.type)' to '\(newField.type)'; old peers cannot decode it")
        }
        let wasRequired = oldField.isRequiredOnWire
        let isRequired = newField.isRequiredOnWire
        if wasRequired, !isRequired {
            if flow.contains(.toWeb) {
                report(.fieldMadeOptionalInWebBound, [.web], at: at,
                       "\(what) may be left out; deployed web journeys read it without checking")
            }
            if flow.contains(.toNative) {
                report(.fieldMadeOptionalInNativeBound, [.native], at: at,
                       "\(what) may be left out; hosts in users' hands reject requests without it")
            }
        } else if !wasRequired, isRequired {
            if flow.contains(.toNative) {
                report(.fieldMadeRequiredInNativeBound, [.web], at: at,
                       "\(what) becomes required; new hosts reject deployed web journeys that leave it out")
            }
            if flow.contains(.toWeb) {
                report(.fieldMadeRequiredInWebBound, [.native], at: at,
                       "\(what) becomes required; hosts in users' hands may leave it out for new web journeys")
            }
        } else if !wasRequired, oldField.defaultValue != newField.defaultValue {
            report(.fieldDefaultChanged, [.web, .native], at: at,
                   "the default of \(what) changes from \(defaultName(oldField.defaultValue)) to "
                       + "\(defaultName(newField.defaultValue)); old and new receivers read its absence differently")
        }
    }

    private func defaultName(_ value: DefaultValue?) -> String {
        value?.description ?? "none"
    }
}
