import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// The `errors` section. Hosts send error codes in failed responses, so codes are web-bound.
extension SpecComparison {
    mutating func compareErrorCodes() {
        let codes = Matching(old: old.errorCodes, new: new.errorCodes, key: \.code)
        let oldActions = Set(old.actions.map(\.id))
        // An action that lists no codes may fail with any (the negotiation action, which the host
        // answers itself, aside).
        let anyCode = new.actions.contains { oldActions.contains($0.id) && $0.errors.isEmpty && $0.id != new.negotiationAction }
        for code in codes.added {
            // Only new hosts send it, and only in answer to what lists it: if that is only actions no
            // deployed journey knows, no deployed journey meets it.
            let listing = new.actions.filter { $0.errors.contains(code.code) }
            if !anyCode, !listing.isEmpty, listing.allSatisfy({ !oldActions.contains($0.id) }) {
                report(
                    .errorCodeAddedForNewActions, [.web], .errorCode(code.code), at: code.location,
                    "error code '\(code.code)' is added for new actions only ("
                        + listing.map { "'\($0.id)'" }.joined(separator: ", ") + ")")
                continue
            }
            report(
                .errorCodeAdded, [.web], .errorCode(code.code), at: code.location,
                "error code '\(code.code)' is added; deployed web journeys may get it from new hosts and not handle it")
        }
        for code in codes.removed {
            report(
                .errorCodeRemoved, Side.apis, .errorCode(code.code), at: code.location,
                "error code '\(code.code)' is removed, with its constant BridgeErrorCode.\(SwiftNaming.name(of: code))")
        }
        noteProbableRenames(codes, element: { .errorCode($0.code) }, sameShape: { $0.recoverable == $1.recoverable })
        for (oldCode, newCode) in codes.pairs {
            let element = ElementID.errorCode(newCode.code)
            if oldCode.recoverable != newCode.recoverable {
                report(
                    .errorCodeRecoverableChanged, [.web], element, at: newCode.location,
                    "error code '\(newCode.code)' becomes \(newCode.recoverable ? "recoverable" : "unrecoverable"); "
                        + "deployed web journeys decide whether to retry on it")
            }
            compareSwiftName(
                .errorCodeSwiftNameChanged, of: "error code '\(newCode.code)'", element, SwiftNaming.name(of: oldCode),
                SwiftNaming.name(of: newCode), at: newCode.location)
            compareTypeScriptName(
                of: "error code '\(newCode.code)'", element,
                TypeScriptNaming.constantName(of: oldCode.code, names: oldCode.names),
                TypeScriptNaming.constantName(of: newCode.code, names: newCode.names), at: newCode.location)
            compareDescription(
                of: "error code '\(newCode.code)'", element, oldCode.description, newCode.description,
                at: newCode.location)
        }
    }
}
