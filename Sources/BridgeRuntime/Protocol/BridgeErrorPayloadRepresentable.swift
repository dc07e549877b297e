/// A protocol's error payload type, as the runtime needs to read and build it.
public protocol BridgeErrorPayloadRepresentable: Sendable {
    /// The error code on the wire.
    var codeValue: String { get }
    /// A human-readable explanation.
    var message: String { get }
    /// Whether retrying may succeed.
    var recoverable: Bool { get }
    /// Builds a payload from wire values.
    init(codeValue: String, message: String, recoverable: Bool)
}

extension BridgeErrorPayloadRepresentable {
    /// The payload in the runtime's protocol-agnostic form.
    public var rawError: BridgeRawError { BridgeRawError(code: codeValue, message: message, recoverable: recoverable) }
}
