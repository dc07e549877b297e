/// What the runtime relies on regardless of the protocol's features: the statuses and error codes it
/// answers with itself, and the direction each message type flows in.
extension SpecValidator {
    /// The statuses the runtime answers requests with itself.
    static let requiredStatuses = ["success", "error", "cancelled", "unsupported"]

    /// The direction the runtime routes each message type in.
    static let messageTypeDirections: [String: Direction] = [
        "request": .webToNative, "response": .nativeToWeb, "event": .both, "update": .nativeToWeb, "cancel": .webToNative,
    ]

    mutating func checkRuntimeRequirements() {
        // An absent section is reported as missing; its values are not reported again one by one.
        if tree.entry("statuses") != nil, let statuses = declared("statuses") {
            for status in Self.requiredStatuses where !statuses.contains(status) {
                diagnostics.error(
                    "'statuses' must include '\(status)': the runtime answers requests with it itself",
                    at: keyLocation(["statuses"], or: spec.location)
                )
            }
        }
        if tree.entry("errors") != nil, let codes = declared("errors") {
            for code in ErrorCodeSpec.requiredByRuntime where !codes.contains(code) {
                diagnostics.error(
                    "'errors' must include '\(code)': the host answers with it itself (for example when a request "
                        + "is malformed, times out or is not handled)",
                    at: keyLocation(["errors"], or: spec.location)
                )
            }
        }
        for messageType in spec.messageTypes {
            guard let expected = Self.messageTypeDirections[messageType.name], messageType.direction != expected else {
                continue
            }
            diagnostics.error(
                "message type '\(messageType.name)' must have direction '\(expected.rawValue)', as the runtime routes it; "
                    + "found '\(messageType.direction.rawValue)'",
                at: location(["messageTypes", messageType.name, "direction"], or: messageType.location)
            )
        }
    }
}
