// Arrays and string-keyed dictionaries of codable values. Element paths share one node for the
// container's own path, so decoding a long array allocates nothing per element for its paths.
// Arrays are inlinable so that generated code specialises them for its element types: generic
// code looks up the array's type metadata at run time.

extension Array: BridgeJSONDecodable where Element: BridgeJSONDecodable {
    /// Reads a JSON array whose every element reads as `Element`; errors name the element's index.
    @inlinable
    @_spi(BridgeGenerated) public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self.init()
        try reader.beginArray()
        while try reader.nextElement() {
            // Room for a few elements at the first: arrays in requests are short, and growing from
            // empty reallocated at the first and the second element.
            if isEmpty { reserveCapacity(4) }
            append(try reader.readElement(as: Element.self))
        }
    }
}

extension Array: BridgeJSONEncodable where Element: BridgeJSONEncodable {
    /// Writes a JSON array.
    @inlinable
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in self {
            element.encode(to: &writer)
        }
        writer.endArray()
    }
}

extension Dictionary: BridgeJSONDecodable where Key == String, Value: BridgeJSONDecodable {
    /// Reads a JSON object whose every member reads as `Value`; errors name the member. Keys are
    /// whatever the object has, so the members are read as values, as the object's keys are
    /// compared there (see ``JSONValue``).
    @_spi(BridgeGenerated) public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.decodeValue { reader throws(BridgeDecodingError) in try reader.dictionary(of: Value.self) }
    }
}

extension JSONValueReader {
    /// Reads an object whose every member reads as `Value`.
    func dictionary<Value: BridgeJSONDecodable>(of type: Value.Type) throws(BridgeDecodingError) -> [String: Value] {
        guard case .object(let members) = json else { throw mismatch("an object") }
        let node = path._node
        func decode(_ key: String) throws(BridgeDecodingError) -> Value {
            var member = JSONValueReader(members[key].unsafelyUnwrapped, path: JSONPath(parent: node, key: key))
            return try Value(reading: &member)
        }
        var dictionary = [String: Value](minimumCapacity: members.count)
        do {
            for key in members.keys {
                dictionary[key] = try decode(key)
            }
        } catch {
            // Dictionary order changes from run to run; report the first bad member in key order so
            // the same message always gets the same error.
            for key in members.keys.sorted(by: { $0.precedesInUTF8Order($1) }) {
                _ = try decode(key)
            }
            throw error
        }
        return dictionary
    }
}

extension Dictionary: BridgeJSONEncodable where Key == String, Value: BridgeJSONEncodable {
    /// Writes a JSON object with its keys in the order of their UTF-8 bytes, so the same dictionary
    /// always gives the same bytes.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.beginObject()
        for (key, value) in sorted(by: { $0.key.precedesInUTF8Order($1.key) }) {
            writer.key(key)
            value.encode(to: &writer)
        }
        writer.endObject()
    }
}
