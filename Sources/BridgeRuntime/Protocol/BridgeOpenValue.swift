/// A string-valued identifier from an open set: an action, a status, an error code, a capability ID.
///
/// Generated code declares the values the spec knows as static constants. A value the spec does not
/// know (sent by a newer peer) is still a value: it decodes, compares, prints and round-trips
/// unchanged, so a protocol can grow without crashing older hosts.
public protocol BridgeOpenValue: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible, BridgeJSONCodable
where RawValue == String {
    /// Wraps any string, known to the spec or not.
    init(rawValue: String)
}

extension BridgeOpenValue {
    /// Creates the value from a string literal, so `"camera.document"` can stand where a value is expected.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The raw value, so interpolating a value prints what is on the wire.
    public var description: String { rawValue }

    /// Equal when the raw values have the same code units, as the page compares them: Swift's
    /// `String` would also take a canonically equivalent spelling (KELVIN SIGN for "K", a
    /// decomposed "é") for a value the spec declares.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.hasSameUTF8(as: rhs.rawValue) }

    /// Hashes the raw value's bytes, consistently with ``==(_:_:)``.
    @inlinable
    public func hash(into hasher: inout Hasher) { BridgeWireKey(rawValue).hash(into: &hasher) }

    /// Orders by the raw value's UTF-8 bytes: a total order, so collections of values sort the same
    /// way whatever order they came in (Swift's `<` on text not in NFC is not).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.precedesInUTF8Order(rhs.rawValue) }

    /// Reads any JSON string; a value the spec does not know is kept, not rejected.
    @inlinable
    @_spi(BridgeGenerated) public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self.init(rawValue: try reader.string())
    }

    /// Writes the raw value as a JSON string.
    @inlinable
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) { writer.string(rawValue) }
}
