// Accessors that return nil instead of trapping, for host code that pokes at untyped data
// (generated code goes through BridgeJSONDecodable instead, which says what was wrong and where).

extension JSONValue {
    /// The member named exactly `key`, code unit for code unit as JavaScript looks members up, of
    /// an object; nil when absent or when this is not an object.
    public subscript(key: String) -> JSONValue? {
        objectValue?.member(exactly: key)
    }

    /// The element at `index` of an array; nil when out of bounds or when this is not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        self == .null
    }

    /// The string, if this is a string.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The number, if this is a number.
    public var doubleValue: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// The number as an `Int`, only if it is a whole number that `Int` holds exactly
    /// (so nil for `1.5` and for `1e300`).
    public var intValue: Int? {
        doubleValue.flatMap { Int(exactly: $0) }
    }

    /// The boolean, if this is `true` or `false`.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The members, if this is an object.
    public var objectValue: [String: JSONValue]? {
        guard case .object(let value) = self else { return nil }
        return value
    }
}
