extension JSONValue: BridgeJSONCodable {
    /// Takes any value as it is: for fields the spec leaves open.
    @_spi(BridgeGenerated) public init(json: JSONValue, path: JSONPath) {
        self = json
    }

    /// Reads any value.
    @_spi(BridgeGenerated) public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        self = try reader.value()
    }

    /// Writes the value, object keys sorted.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.value(self)
    }
}
