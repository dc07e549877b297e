/// A protocol's error payload type, as the runtime needs to read and build it.
public protocol BridgeErrorPayloadRepresentable: Sendable {
    /// The error code on the wire.
    @_spi(BridgeGenerated) var codeValue: String { get }
    /// A human-readable explanation.
    @_spi(BridgeGenerated) var message: String { get }
    /// Whether retrying may succeed.
    @_spi(BridgeGenerated) var recoverable: Bool { get }
    /// Builds a payload from wire values.
    @_spi(BridgeGenerated) init(codeValue: String, message: String, recoverable: Bool)
}

extension BridgeErrorPayloadRepresentable {
    /// The payload in the runtime's protocol-agnostic form.
    @_spi(BridgeGenerated) public var rawError: BridgeRawError {
        BridgeRawError(code: codeValue, message: message, recoverable: recoverable)
    }
}
