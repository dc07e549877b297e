import BridgeSpec

/// What a field says of its values beyond their type: whether `null` is one (`nullable`), the
/// limits they keep, and whether they are kept out of logs (`sensitive`). Like optionality, a
/// change either way breaks one of the mixed pairs: a receiver that accepts less than its sender
/// sends rejects the message.
extension SpecComparison {
    mutating func compareValues(_ oldField: FieldSpec, _ newField: FieldSpec, what: String, element: ElementID, flow: Flow) {
        let at = newField.location
        if !oldField.isNullable, newField.isNullable {
            if flow.contains(.toNative) {
                report(
                    .fieldMadeNullableInNativeBound, [.native], element, at: at,
                    "\(what) may be null; hosts in users' hands reject null from new web journeys")
            }
            if flow.contains(.toWeb) {
                report(
                    .fieldMadeNullableInWebBound, [.web, .typescript], element, at: at,
                    "\(what) may be null; deployed web journeys reject null from new hosts")
            }
        } else if oldField.isNullable, !newField.isNullable {
            if flow.contains(.toNative) {
                report(
                    .fieldMadeNonNullableInNativeBound, [.web, .typescript], element, at: at,
                    "\(what) may no longer be null; new hosts reject null from deployed web journeys")
            }
            if flow.contains(.toWeb) {
                report(
                    .fieldMadeNonNullableInWebBound, [.native], element, at: at,
                    "\(what) may no longer be null; new web journeys reject null from hosts in users' hands")
            }
        }
        compareLimits(oldField.constraints, newField.constraints, what: what, element: element, at: at, flow: flow)
        if oldField.isSensitive != newField.isSensitive {
            if newField.isSensitive {
                report(
                    .fieldMadeSensitive, [.swift, .typescript], element, at: at,
                    "\(what) becomes sensitive; its value is kept out of descriptions, histories and logs")
            } else {
                report(
                    .fieldNoLongerSensitive, [.swift, .typescript], element, at: at,
                    "\(what) is no longer sensitive; its value shows in descriptions, message histories and logs")
            }
        }
    }

    /// Limits are compared as the sets of values they accept: tighter where the new limits accept
    /// less, looser where they accept more (both when a minimum and a maximum move the same way).
    private mutating func compareLimits(
        _ old: FieldConstraints, _ new: FieldConstraints, what: String, element: ElementID, at: SourceLocation, flow: Flow
    ) {
        guard old != new else { return }
        let change = "the limits of \(what) change from \(old.summary) to \(new.summary)"
        // The new limits accept nothing the old refused: only tighter. The old accept nothing the
        // new refuse: only looser. Neither: each way, some values change sides.
        let tighter = new.isWithin(old)
        let looser = old.isWithin(new)
        if !looser {
            reportEachWay(
                change, element: element, at: at, flow: flow,
                toNative: (.fieldLimitsTightenedInNativeBound, [.web], "new hosts reject values deployed web journeys may send"),
                toWeb: (
                    .fieldLimitsTightenedInWebBound, [.native], "new web journeys reject values hosts in users' hands may send"
                ))
        }
        if !tighter {
            reportEachWay(
                change, element: element, at: at, flow: flow,
                toNative: (
                    .fieldLimitsLoosenedInNativeBound, [.native], "hosts in users' hands reject values new web journeys may send"
                ),
                toWeb: (.fieldLimitsLoosenedInWebBound, [.web], "deployed web journeys reject values new hosts may send"))
        }
    }

    /// Reports `toNative` where the field flows to the host and `toWeb` where it flows to the page,
    /// each with its sides and consequence.
    private mutating func reportEachWay(
        _ change: String, element: ElementID, at: SourceLocation, flow: Flow,
        toNative: (RuleID, Set<Side>, String), toWeb: (RuleID, Set<Side>, String)
    ) {
        if flow.contains(.toNative) { report(toNative.0, toNative.1, element, at: at, "\(change); \(toNative.2)") }
        if flow.contains(.toWeb) { report(toWeb.0, toWeb.1, element, at: at, "\(change); \(toWeb.2)") }
    }
}
