// The protocols generated code is written against: types read themselves from a JSONValue and
// write themselves straight into a JSONWriter, with no Codable machinery on the hot path.

/// A value generated code can read from a ``JSONValue``.
public protocol BridgeJSONDecodable {
    /// Reads the value from `json`, which sits at `path` in the message (for example
    /// `payload.data.width`), so that errors can say where they are.
    init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError)

    /// Reads the value straight from JSON text, for the fast path of decoding request data; throws
    /// ``JSONBytesReader/NotPlain`` for anything it leaves to ``init(json:path:)``.
    ///
    /// A value read here must equal the one ``init(json:path:)`` reads from the same text. The
    /// default reads a ``JSONValue`` and calls ``init(json:path:)``, which is always right; generated
    /// types and the scalars read their fields directly.
    init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain)
}

extension BridgeJSONDecodable {
    /// Reads a ``JSONValue`` and decodes it with ``init(json:path:)``; any error gives up, and the
    /// general path reports it.
    public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        let value = try reader.value()
        do { try self.init(json: value, path: JSONPath()) } catch { throw JSONBytesReader.NotPlain() }
    }
}

/// A value generated code can write as JSON.
public protocol BridgeJSONEncodable {
    /// Writes the value as one JSON value at the writer's current position.
    func encode(to writer: inout JSONWriter)
}

/// A value that can be both read from and written as JSON.
public typealias BridgeJSONCodable = BridgeJSONDecodable & BridgeJSONEncodable
