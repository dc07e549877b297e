/// A protocol's typed message (`BridgeMessage`): what apps see in `receivedMessages`, handlers and
/// delegate calls.
public protocol BridgeMessageRepresentable: Sendable, Identifiable, Equatable, BridgeJSONCodable where ID == String {
    /// Gives wire values their protocol's types.
    @_spi(BridgeGenerated) init(raw: BridgeRawMessage)
    /// Gives wire values their protocol's types, keeping the typed value the host decoded the data
    /// into, for the handler.
    ///
    /// `raw` is borrowed: the host keeps it to route the message, and a copy handed over only to be
    /// taken apart would retain and release every field of it.
    @_spi(BridgeGenerated) init(raw: borrowing BridgeRawMessage, decodedData: BridgeDecodedData)
    /// The message in wire terms.
    @_spi(BridgeGenerated) var raw: BridgeRawMessage { get }
    /// The message's data as a typed value: for a request, the value the host decoded when it
    /// checked the request, without decoding it again.
    func decodeData<Value: BridgeJSONDecodable & Sendable>(as type: Value.Type) throws(BridgeDecodingError) -> Value
    /// Appends `message` to `history`, then forgets the oldest messages beyond `limit`.
    ///
    /// A requirement, with an inlinable default, so that it is compiled where the message type
    /// conforms: for the concrete type, with no run-time type lookups. The host records every
    /// message it receives this way, and in its generic code the same two lines look up array
    /// metadata and move elements through value witnesses.
    @_spi(BridgeGenerated) static func append(_ message: Self, to history: inout [Self], keepingAtMost limit: Int)
}

extension BridgeMessageRepresentable {
    /// Appends, then removes the oldest beyond `limit` in one step.
    @inlinable
    @_spi(BridgeGenerated) public static func append(_ message: Self, to history: inout [Self], keepingAtMost limit: Int) {
        history.append(message)
        if history.count == limit + 1 {
            // The usual case once the history is full. remove(at:) moves the rest down in code
            // specialised for the message type; removeFirst(_:) destroyed the oldest through the
            // runtime's generic array code.
            history.remove(at: 0)
        } else if history.count > limit {
            history.removeFirst(history.count - limit)
        }
    }

    /// Decodes through the runtime's strict message reader.
    @_spi(BridgeGenerated) public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self.init(raw: try BridgeRawMessage(reading: &reader))
    }

    /// Encodes through the runtime's message writer.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) { raw.encode(to: &writer) }
}
