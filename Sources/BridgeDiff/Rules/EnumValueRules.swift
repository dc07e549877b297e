import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// The values of enum types, environments and permission states, judged by the way the type flows.
/// An enum type is closed where the page sends it (hosts reject a value they do not know) unless it
/// says `open: true`; everywhere else, and for the protocol's own sets, receivers keep values they do
/// not know, so an added value only matters to receivers that do something with it.
extension SpecComparison {
    mutating func compareEnumValues(_ oldValues: [EnumCaseSpec], _ newValues: [EnumCaseSpec], of pair: TypePair, flow: Flow) {
        let values = Matching(old: oldValues, new: newValues, key: \.value)
        // Both APIs name the value's constant within the type; a renamed type is TYPE_REMOVED there.
        let apis: Set<Side> = pair.isSameType ? Side.apis : []
        let type = ElementID.type(pair.label)
        let (wasClosed, isClosed) = (old.isClosedEnum(pair.old), new.isClosedEnum(pair.new))
        compareOpenness(wasClosed: wasClosed, isClosed: isClosed, of: pair, flow: flow)
        for value in values.added {
            let what = "value '\(value.value)' of '\(pair.label)'"
            if flow.contains(.toWeb) {
                report(
                    .enumValueAddedToWebBound, [.web], type.value(value.value), at: value.location,
                    "\(what) is added; deployed web journeys may get it from new hosts and not handle it")
            }
            if flow.contains(.toNative), wasClosed {
                report(
                    .enumValueAddedToClosedNativeBound, [.native], type.value(value.value), at: value.location,
                    "\(what) is added; hosts in users' hands reject it as invalid, so ship hosts that know it first")
            } else if flow.contains(.toNative) {
                report(
                    .enumValueAddedToNativeBound, [.native], type.value(value.value), at: value.location,
                    "\(what) is added; hosts in users' hands keep it as an unknown value")
            }
            if pair.isSameType, isClosed, wasClosed {
                report(
                    .enumSwiftCaseAdded, [.swift], type.value(value.value), at: value.location,
                    "\(what) is added; the Swift enum gains a case, so exhaustive switches over it stop compiling")
            }
        }
        noteProbableRenames(values, element: { type.value($0.value) }, sameShape: { _, _ in true })
        if flow.contains(.toWeb), values.removed.count == 1, values.added.count == 1 {
            let (removed, added) = (values.removed[0], values.added[0])
            report(
                .enumValueRenamedInWebBound, [.web], type.value(added.value), at: added.location,
                "value '\(removed.value)' of '\(pair.label)' is probably renamed to '\(added.value)'; deployed web "
                    + "journeys get a value they do not know where they handled the old one")
        }
        for value in values.removed where value.availability.deprecated == nil && pair.isSameType {
            report(
                .removedWithoutDeprecation, Side.apis, type.value(value.value), at: value.location,
                "value '\(value.value)' of '\(pair.label)' is removed without having been deprecated")
        }
        for value in values.removed {
            let sendersBreak = flow.contains(.toNative)
            report(
                .enumValueRemoved, sendersBreak ? apis.union([.web]) : apis, type.value(value.value), at: value.location,
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
            compareDeprecation(of: what, element, oldValue.availability, newValue.availability, at: newValue.location)
        }
    }

    /// `open: true` added or withdrawn: the Swift type changes kind, and where the page sends the
    /// enum, what hosts accept changes.
    private mutating func compareOpenness(wasClosed: Bool, isClosed: Bool, of pair: TypePair, flow: Flow) {
        guard pair.isSameType, wasClosed != isClosed, let type = new.type(named: pair.label) else { return }
        if isClosed {
            let wire: Set<Side> = flow.contains(.toNative) ? [.web, .typescript] : []
            report(
                .enumClosed, wire.union([.swift]), .type(pair.label), at: type.location,
                "'\(pair.label)' is no longer open; new hosts reject values they do not know, and its Swift type becomes an enum")
        } else {
            report(
                .enumOpened, [.swift], .type(pair.label), at: type.location,
                "'\(pair.label)' becomes open; hosts keep values they do not know, and its Swift type becomes an open struct")
        }
    }
}

extension ProtocolSpec {
    /// Whether `name` is an enum type without `open: true`: closed where the page sends it, and a
    /// Swift `enum`. The protocol's own sets (environments, permission states) stay open.
    func isClosedEnum(_ name: String?) -> Bool {
        guard let name, let type = type(named: name), case .enumeration = type.kind else { return false }
        return !type.isOpen
    }
}
