import BridgeSpec

/// The `errors` section. Hosts send error codes in failed responses, so codes are web-bound.
extension SpecComparison {
    mutating func compareErrorCodes() {
        let codes = Matching(old: old.errorCodes, new: new.errorCodes, key: \.code)
        for code in codes.added {
            report(.errorCodeAdded, [.web], at: code.location,
                   "error code '\(code.code)' is added; deployed web journeys may get it from new hosts and not handle it")
        }
        for code in codes.removed {
            report(.errorCodeRemoved, [.swift], at: code.location,
                   "error code '\(code.code)' is removed, with its Swift constant BridgeErrorCode.\(code.swiftName)")
        }
        for (oldCode, newCode) in codes.pairs {
            if oldCode.recoverable != newCode.recoverable {
                report(.errorCodeRecoverableChanged, [.web], at: newCode.location,
                       "error code '\(newCode.code)' becomes \(newCode.recoverable ? "recoverable" : "unrecoverable"); "
                           + "deployed web journeys decide whether to retry on it")
            }
            compareSwiftName(
                .errorCodeSwiftNameChanged, of: "error code '\(newCode.code)'", oldCode.swiftName, newCode.swiftName,
                at: newCode.location)
            compareDescription(
                of: "error code '\(newCode.code)'", oldCode.description, newCode.description, at: newCode.location)
        }
    }
}
