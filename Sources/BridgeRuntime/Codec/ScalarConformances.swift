// String, Int, Double and Bool, the scalars of the protocol spec. Each accepts exactly one JSON
// kind; nothing is coerced (no "12" for 12), since the web side produces typed JSON.

extension JSONValue {
    /// What `extract` finds in this value, or a type mismatch at `path` saying `expected`.
    func decoded<T>(as expected: String, at path: JSONPath, _ extract: (JSONValue) -> T?) throws(BridgeDecodingError) -> T {
        guard let value = extract(self) else { throw .typeMismatch(expected: expected, found: self, at: path) }
        return value
    }
}

extension String: BridgeJSONCodable {
    /// Reads a JSON string.
    @_spi(BridgeGenerated) public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        self = try json.decoded(as: "a string", at: path) { $0.stringValue }
    }

    /// Reads a JSON string.
    @_spi(BridgeGenerated) public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        self = try reader.string()
    }

    /// Writes a JSON string.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.string(self)
    }
}

extension Int: BridgeJSONCodable {
    /// Reads a whole JSON number that `Int` holds exactly: `1.5` is a type mismatch, `1e300` out of range.
    @_spi(BridgeGenerated) public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        let number = try json.decoded(as: "an integer", at: path) { $0.doubleValue.flatMap { $0.rounded(.towardZero) == $0 ? $0 : nil } }
        guard let value = Int(exactly: number) else {
            throw BridgeDecodingError(path: path, problem: .integerOutOfRange(number))
        }
        self = value
    }

    /// Reads a whole JSON number that `Int` holds exactly, as ``init(json:path:)`` does.
    @_spi(BridgeGenerated) public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        let number = try reader.number()
        guard number.rounded(.towardZero) == number, let value = Int(exactly: number) else { throw JSONBytesReader.NotPlain() }
        self = value
    }

    /// Writes the integer.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.integer(self)
    }
}

extension Double: BridgeJSONCodable {
    /// Reads any JSON number.
    @_spi(BridgeGenerated) public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        self = try json.decoded(as: "a number", at: path) { $0.doubleValue }
    }

    /// Reads any JSON number.
    @_spi(BridgeGenerated) public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        self = try reader.number()
    }

    /// Writes the number; see ``JSONWriter/number(_:)`` for NaN and infinity.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.number(self)
    }
}

extension Bool: BridgeJSONCodable {
    /// Reads `true` or `false`.
    @_spi(BridgeGenerated) public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        self = try json.decoded(as: "a boolean", at: path) { $0.boolValue }
    }

    /// Reads `true` or `false`.
    @_spi(BridgeGenerated) public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        self = try reader.bool()
    }

    /// Writes `true` or `false`.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.bool(self)
    }
}
