/// The JSON keys of the message. The message's shape is the runtime's contract with every peer;
/// specs document it, and the validator holds them to exactly these fields.
enum BridgeMessageKeys {
    static let version = "version"
    static let correlationId = "correlationId"
    static let type = "type"
    static let timestamp = "timestamp"
    static let payload = "payload"
    static let action = "action"
    static let data = "data"
    static let status = "status"
    static let error = "error"
    static let code = "code"
    static let message = "message"
    static let recoverable = "recoverable"
}
