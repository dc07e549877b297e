// The protocols generated code is written against: types read themselves from a JSONValue and
// write themselves straight into a JSONWriter, with no Codable machinery on the hot path.

/// A value generated code can read from a ``JSONValue``.
public protocol BridgeJSONDecodable {
    /// Reads the value from `json`, which sits at `path` in the message (for example
    /// `payload.data.width`), so that errors can say where they are.
    init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError)
}

/// A value generated code can write as JSON.
public protocol BridgeJSONEncodable {
    /// Writes the value as one JSON value at the writer's current position.
    func encode(to writer: inout JSONWriter)
}

/// A value that can be both read from and written as JSON.
public typealias BridgeJSONCodable = BridgeJSONDecodable & BridgeJSONEncodable
