/// An error payload in wire terms: the runtime's protocol-agnostic view of `payload.error`.
@_spi(BridgeGenerated) public struct BridgeRawError: Hashable, Sendable {
    /// The error code.
    public var code: String
    /// A human-readable explanation.
    public var message: String
    /// Whether retrying may succeed.
    public var recoverable: Bool

    /// Creates an error payload.
    public init(code: String, message: String, recoverable: Bool) {
        self.code = code
        self.message = message
        self.recoverable = recoverable
    }
}
