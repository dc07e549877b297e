extension JSONWriter {
    /// Writes any JSON value; object members in the order of their keys' UTF-8 bytes, so the same
    /// value always gives the same bytes (tests, logs and signatures can compare text). Not
    /// Swift's `<`, which cannot order keys that are not in NFC and left the order to chance.
    ///
    /// Recurses once per level of nesting, which is bounded for values from ``JSONReader`` by its
    /// ``JSONReader/Limits/maxDepth``.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null:
            null()
        case .bool(let flag):
            bool(flag)
        case .number(let number):
            self.number(number)
        case .string(let text):
            string(text)
        case .array(let elements):
            beginArray()
            for element in elements {
                self.value(element)
            }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in members.sorted(by: { $0.key.precedesInUTF8Order($1.key) }) {
                key(name)
                self.value(member)
            }
            endObject()
        }
    }
}
