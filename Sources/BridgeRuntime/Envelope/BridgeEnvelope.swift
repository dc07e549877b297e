/// A protocol's typed envelope (`BridgeMessage`): what apps see in `receivedMessages`, handlers and
/// delegate calls.
public protocol BridgeEnvelope: Sendable, Identifiable, Equatable, BridgeJSONCodable where ID == String {
    /// Gives wire values their protocol's types.
    init(raw: BridgeRawEnvelope)
    /// The message in wire terms.
    var raw: BridgeRawEnvelope { get }
}

extension BridgeEnvelope {
    /// Decodes through the runtime's strict envelope reader.
    public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        self.init(raw: try BridgeRawEnvelope(json: json, path: path))
    }

    /// Encodes through the runtime's envelope writer.
    public func encode(to writer: inout JSONWriter) { raw.encode(to: &writer) }
}
