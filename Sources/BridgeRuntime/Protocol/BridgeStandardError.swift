/// The failures the runtime itself answers requests with, and the error codes it uses for them.
///
/// Every protocol spec must declare these codes (the validator checks it), so the page can rely on them
/// whatever the host app does.
@usableFromInline
enum BridgeStandardError: String, Sendable, CaseIterable {
    /// A request arrived for a slot that is already handling one.
    case busy = "BUSY"
    /// Nobody answered the request within the configured delay.
    case timeout = "TIMEOUT"
    /// The message could not be decoded, or its data does not match the action's schema.
    case invalidRequest = "INVALID_REQUEST"
    /// The message's major protocol version is not the host's.
    case versionMismatch = "VERSION_MISMATCH"
    /// A handler failed, or finished without answering.
    case internalError = "INTERNAL_ERROR"
    /// Nothing on the host handles the action.
    case unsupportedAction = "UNSUPPORTED_ACTION"
    /// The request was cancelled before it finished.
    case cancelled = "CANCELLED"

    /// The error code on the wire.
    @usableFromInline var code: String { rawValue }
}
