/// The response statuses the runtime itself answers with. Every protocol spec must declare them.
@usableFromInline
enum BridgeStandardStatus: String, Sendable, CaseIterable {
    /// The request completed; `data` holds the result.
    case success
    /// The request failed; `error` holds the details.
    case error
    /// The user cancelled the operation.
    case cancelled
    /// The host does not support the request.
    case unsupported
}
