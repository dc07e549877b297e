// Literal conformances, so messages and test data read like the JSON they stand for:
// `["maxResolution": 4096, "formats": ["jpeg"], "chipRead": true, "mrz": nil]`.

extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates a ``bool(_:)``.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates a ``number(_:)``; literals beyond 2^53 in magnitude are rounded like any `Double`.
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates a ``number(_:)``.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// Creates a ``string(_:)``; interpolation works too, as for `String`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an ``array(_:)``.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an ``object(_:)``. A key written twice traps, as it does in a `Dictionary` literal:
    /// JSON objects the bridge handles never hold a key twice.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(
            Dictionary(elements) { _, _ in
                preconditionFailure("JSONValue dictionary literal contains duplicate keys")
            })
    }
}
