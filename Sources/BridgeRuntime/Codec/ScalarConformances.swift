// String, Int, Double and Bool, the scalars of the protocol spec. Each accepts exactly one JSON
// kind; nothing is coerced (no "12" for 12), since the web side produces typed JSON. Inlinable, so
// that a generated decoder reads a field with a direct call to its reader.

extension String: BridgeJSONCodable {
    /// Reads a JSON string.
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.string()
    }

    /// Writes a JSON string.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.string(self)
    }
}

extension Int: BridgeJSONCodable {
    /// Reads a whole JSON number that `Int` holds exactly: `1.5` is a type mismatch, `1e300` out of range.
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.integer()
    }

    /// Writes the integer.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.integer(self)
    }
}

extension Double: BridgeJSONCodable {
    /// Reads any JSON number.
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.number()
    }

    /// Writes the number; see ``JSONWriter/number(_:)`` for NaN and infinity.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.number(self)
    }
}

extension Bool: BridgeJSONCodable {
    /// Reads `true` or `false`.
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.bool()
    }

    /// Writes `true` or `false`.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.bool(self)
    }
}
