/// A protocol's typed envelope (`BridgeMessage`): what apps see in `receivedMessages`, handlers and
/// delegate calls.
public protocol BridgeEnvelope: Sendable, Identifiable, Equatable, BridgeJSONCodable where ID == String {
    /// Gives wire values their protocol's types.
    init(raw: BridgeRawEnvelope)
    /// Gives wire values their protocol's types, keeping the typed value the host decoded the data
    /// into, for the handler.
    init(raw: BridgeRawEnvelope, decodedData: BridgeDecodedData)
    /// The message in wire terms.
    var raw: BridgeRawEnvelope { get }
}

extension BridgeEnvelope {
    /// Keeps nothing: code generated before decoded data was kept keeps compiling.
    public init(raw: BridgeRawEnvelope, decodedData: BridgeDecodedData) {
        self.init(raw: raw)
    }

    /// Decodes through the runtime's strict envelope reader.
    public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        self.init(raw: try BridgeRawEnvelope(json: json, path: path))
    }

    /// Encodes through the runtime's envelope writer.
    public func encode(to writer: inout JSONWriter) { raw.encode(to: &writer) }
}
