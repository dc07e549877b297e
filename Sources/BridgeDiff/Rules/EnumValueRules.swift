import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// The values of enum types, environments and permission states, judged by the way the type flows.
/// Generated code keeps values it does not know (enums are open), so an added value only matters to
/// receivers that do something with it.
extension SpecComparison {
    mutating func compareEnumValues(_ oldValues: [EnumCaseSpec], _ newValues: [EnumCaseSpec], of pair: TypePair, flow: Flow) {
        let values = Matching(old: oldValues, new: newValues, key: \.value)
        // Both APIs name the value's constant within the type; a renamed type is TYPE_REMOVED there.
        let apis: Set<Side> = pair.isSameType ? Side.apis : []
        let type = ElementID.type(pair.label)
        for value in values.added {
            let what = "value '\(value.value)' of '\(pair.label)'"
            if flow.contains(.toWeb) {
                report(.enumValueAddedToWebBound, [.web], type.value(value.value), at: value.location,
                       "\(what) is added; deployed web journeys may get it from new hosts and not handle it")
            }
            if flow.contains(.toNative) {
                report(.enumValueAddedToNativeBound, [.native], type.value(value.value), at: value.location,
                       "\(what) is added; hosts in users' hands keep it as an unknown value")
            }
        }
        for value in values.removed {
            let sendersBreak = flow.contains(.toNative)
            report(.enumValueRemoved, sendersBreak ? apis.union([.web]) : apis, type.value(value.value), at: value.location,
                   "value '\(value.value)' of '\(pair.label)' is removed"
                       + (sendersBreak ? "; deployed web journeys still send it to new hosts" : ""))
        }
        guard pair.isSameType else { return }
        for (oldValue, newValue) in values.pairs {
            let what = "value '\(newValue.value)' of '\(pair.label)'"
            let element = type.value(newValue.value)
            compareSwiftName(
                .enumValueSwiftNameChanged, of: what, element, SwiftNaming.name(of: oldValue), SwiftNaming.name(of: newValue),
                at: newValue.location)
            compareTypeScriptName(
                of: what, element, TypeScriptNaming.constantName(of: oldValue.value, names: oldValue.names),
                TypeScriptNaming.constantName(of: newValue.value, names: newValue.names), at: newValue.location)
            compareDescription(of: what, element, oldValue.description, newValue.description, at: newValue.location)
        }
    }
}
