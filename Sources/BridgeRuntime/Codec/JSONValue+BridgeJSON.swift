extension JSONValue: BridgeJSONCodable {
    /// Takes any value as it is: for fields the spec leaves open.
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.value()
    }

    /// Writes the value, object keys sorted.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.value(self)
    }
}
