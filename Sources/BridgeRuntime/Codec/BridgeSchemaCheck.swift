/// Checks JSON against one generated type, so generated code can keep a table of checks keyed by
/// action instead of a switch with a case per action, which large protocols compile slowly.
@_spi(BridgeGenerated) public struct BridgeSchemaCheck: Sendable {
    // The type's one decoder, driven by each reader.
    @usableFromInline let decode: @Sendable (inout JSONValueReader) throws(BridgeDecodingError) -> BridgeDecodedData
    @usableFromInline let read: @Sendable (inout JSONBytesReader) throws(JSONBytesReader.NotPlain) -> BridgeDecodedData

    /// A check that `Value` can be decoded from the JSON.
    ///
    /// Inlinable, so the generated table's checks are specialised for their types: made here, the
    /// closure decoded through `Value`'s witness table and run-time metadata on every message.
    @inlinable
    public init<Value: BridgeJSONDecodable & Sendable>(_ type: Value.Type) {
        decode = { reader throws(BridgeDecodingError) in BridgeDecodedData(boxing: try Value(reading: &reader)) }
        read = { reader throws(JSONBytesReader.NotPlain) in BridgeDecodedData(boxing: try Value(reading: &reader)) }
    }

    /// Decodes a message's `payload.data` straight from its text, keeping the typed value for the
    /// handler; gives up on anything ``decode(payloadData:)`` must decide.
    public func read(payloadData reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) -> BridgeDecodedData {
        try read(&reader)
    }

    /// Checks a message's `payload.data` (absent counts as `{}`); nil when it decodes.
    public func check(payloadData data: [String: JSONValue]?) -> BridgeDecodingError? {
        do {
            _ = try decode(payloadData: data)
        } catch {
            return error
        }
        return nil
    }

    /// Decodes a message's `payload.data` (absent counts as `{}`), keeping the typed value for
    /// the handler.
    public func decode(payloadData data: [String: JSONValue]?) throws(BridgeDecodingError) -> BridgeDecodedData {
        var reader = JSONValueReader(.object(data ?? [:]), path: .payloadData)
        return try decode(&reader)
    }
}
