extension JSONValue: BridgeJSONCodable {
    /// Takes any value as it is: for fields the spec leaves open.
    public init(json: JSONValue, path: JSONPath) {
        self = json
    }

    /// Reads any value.
    public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        self = try reader.value()
    }

    /// Writes the value, object keys sorted.
    public func encode(to writer: inout JSONWriter) {
        writer.value(self)
    }
}
