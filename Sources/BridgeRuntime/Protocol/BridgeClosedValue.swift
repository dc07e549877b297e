/// A value from a closed set of strings: an enum type of the spec without `open: true`, generated
/// as a Swift `enum` so that `switch`es over it are exhaustive.
///
/// The page may only send values the spec lists: decoding another one fails, with the path and
/// the values it could have been, and the host answers `INVALID_REQUEST`. A value is matched by its
/// exact code units, as the page compares it, never by a canonically equivalent spelling.
public protocol BridgeClosedValue: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible,
    BridgeJSONCodable
where RawValue == String, AllCases == [Self] {}

extension BridgeClosedValue {
    /// The raw value, so interpolating a value prints what is on the wire.
    public var description: String { rawValue }

    /// The case whose raw value has exactly the code units of `text`; nil for any other text.
    @inlinable
    public static func known(_ text: String) -> Self? {
        for value in allCases where value.rawValue.hasSameUTF8(as: text) { return value }
        return nil
    }

    /// Reads one of the listed values; another string is refused, with the values it could be.
    @inlinable
    @_spi(BridgeGenerated) public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        let text = try reader.string()
        guard let value = Self.known(text) else {
            throw reader.refusing(
                text,
                expected: "one of " + Self.allCases.map { JSONValue.string($0.rawValue).description }.joined(separator: ", "))
        }
        self = value
    }

    /// Writes the raw value as a JSON string.
    @inlinable
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) { writer.string(rawValue) }
}
