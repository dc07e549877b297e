import BridgeSpec

/// The cases of unions, judged by the way the union flows. A union's tag follows the closed/open
/// rule of enum values: closed where the page sends it (hosts reject a tag they do not know) unless
/// the union says `open: true`; where the page receives it, decoders keep a tag they do not know as
/// an unknown case. A case's object is compared as any other pair of types, by tag (see
/// `typePairFlows`).
extension SpecComparison {
    mutating func compareUnions(
        _ oldUnion: UnionSpec, _ newUnion: UnionSpec, of pair: TypePair, flow: Flow, wasOpen: Bool
    ) {
        let type = ElementID.type(pair.label)
        let location = new.type(named: pair.new ?? "")?.location ?? newUnion.tagLocation
        if oldUnion.tag != newUnion.tag {
            report(
                .unionTagRenamed, [.web, .native], type, at: newUnion.tagLocation,
                "the tag of '\(pair.label)' is renamed from '\(oldUnion.tag)' to '\(newUnion.tag)'; peers of either version "
                    + "miss the tag the other writes")
        }
        let cases = Matching(old: oldUnion.cases, new: newUnion.cases, key: \.tag)
        for added in cases.added {
            let what = "case '\(added.tag)' of '\(pair.label)'"
            let element = type.unionCase(added.tag)
            if flow.contains(.toWeb) {
                report(
                    .unionCaseAddedToWebBound, [.web], element, at: added.location,
                    "\(what) is added; deployed web journeys may get it from new hosts, as an unknown case")
            }
            if flow.contains(.toNative), !wasOpen {
                report(
                    .unionCaseAddedToClosedNativeBound, [.native], element, at: added.location,
                    "\(what) is added; hosts in users' hands reject it as invalid, so ship hosts that know it first")
            } else if flow.contains(.toNative) {
                report(
                    .unionCaseAddedToNativeBound, [.native], element, at: added.location,
                    "\(what) is added; hosts in users' hands keep it as an unknown case")
            }
            if pair.isSameType {
                report(
                    .unionSwiftCaseAdded, [.swift], element, at: added.location,
                    "\(what) is added; the Swift enum gains a case, so exhaustive switches over it stop compiling")
            }
        }
        for removed in cases.removed {
            let sendersBreak = flow.contains(.toNative)
            let apis: Set<Side> = pair.isSameType ? Side.apis : []
            report(
                .unionCaseRemoved, sendersBreak ? apis.union([.web]) : apis, type.unionCase(removed.tag), at: location,
                "case '\(removed.tag)' of '\(pair.label)' is removed"
                    + (sendersBreak ? "; deployed web journeys still send it to new hosts" : ""))
        }
        guard pair.isSameType else { return }
        for (oldCase, newCase) in cases.pairs {
            let what = "case '\(newCase.tag)' of '\(pair.label)'"
            compareDescription(
                of: what, type.unionCase(newCase.tag), oldCase.description, newCase.description, at: newCase.location)
        }
    }
}
