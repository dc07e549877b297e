import Foundation

// What a generated type reads itself from. Every type has one decoder,
// `init(reading:)`, generic over this protocol, and two readers drive it: `JSONBytesReader` reads
// straight from the page's text and gives up on anything unusual; `JSONValueReader` reads a
// `JSONValue` and says what is wrong and where. The host reads every message's data the first way,
// and the second decides whenever the first gives up, so errors are written once, by the second.
// Both are specialised into the decoder of each type (the generated module compiles the decoder
// for each reader it is called with), so neither pays for the other.

/// A source of JSON that generated decoders read, member by member and element by element.
///
/// A generated type reads an object like this; `members` lists its keys in the order the type
/// declares them, which a reader of values walks so that its errors come in that order:
///
/// ```swift
/// var readMRZ: String??
/// try reader.beginObject(Self.jsonMembers)
/// while let key = try reader.nextKey() {
///     switch key {
///     case "mrz": try reader.readOptional(into: &readMRZ)
///     default: try reader.skipUnknownMember()
///     }
/// }
/// mrz = readMRZ ?? nil
/// ```
@_spi(BridgeGenerated) public protocol JSONReading {
    /// What the reader throws: ``JSONBytesReader/NotPlain`` to give up, or a
    /// ``BridgeDecodingError`` that says what is wrong and where.
    associatedtype Failure: Error

    /// Starts reading an object whose type declares `members`; its members follow with
    /// ``nextKey()``. Only a reader that walks the declared members evaluates `members`.
    mutating func beginObject(_ members: @autoclosure () -> JSONMembers) throws(Failure)

    /// The next member's key, its value next; nil after the object's last member. Valid until the
    /// next read.
    mutating func nextKey() throws(Failure) -> JSONKey?

    /// Reads the value of a member that must be present, giving up if it came before.
    mutating func readRequired<Value: BridgeJSONDecodable>(into slot: inout Value?) throws(Failure)

    /// Reads the value of a member that may be absent (`null` as nil), giving up if it came before.
    /// The outer optional says whether the member was there.
    mutating func readOptional<Value: BridgeJSONDecodable>(into slot: inout Value??) throws(Failure)

    /// Reads the value of a member that may be absent but not `null` (unless `Value` reads it),
    /// giving up if it came before. The outer optional says whether the member was there.
    mutating func readIfPresent<Value: BridgeJSONDecodable>(into slot: inout Value??) throws(Failure)

    /// Fails with `violation`, what a value read for the member `key` breaks of its field's limits
    /// (``BridgeLimits``); nothing when it is nil.
    func check(_ violation: String?, key: StaticString) throws(Failure)

    /// What to throw for `text`, a string just read that is none of the values it may be
    /// (`expected`, in words): for a closed set (``BridgeClosedValue``).
    func refusing(_ text: String, expected: String) -> Failure

    /// Passes over the value of a member the type does not declare.
    mutating func skipUnknownMember() throws(Failure)

    /// The value read for the required member `key`; the member was missing when it is nil.
    func present<Value>(_ slot: Value?, key: StaticString) throws(Failure) -> Value

    /// Starts reading an array; its elements follow, each after ``nextElement()`` returns true.
    mutating func beginArray() throws(Failure)

    /// Whether another element follows; false after the array's last.
    mutating func nextElement() throws(Failure) -> Bool

    /// Reads the element ``nextElement()`` announced.
    mutating func readElement<Element: BridgeJSONDecodable>(as type: Element.Type) throws(Failure) -> Element

    /// Reads a string.
    mutating func string() throws(Failure) -> String

    /// Reads a whole number that `Int` holds exactly: `1.5` is not one, nor is `1e300`.
    mutating func integer() throws(Failure) -> Int

    /// Reads any number.
    mutating func number() throws(Failure) -> Double

    /// Reads `true` or `false`.
    mutating func bool() throws(Failure) -> Bool

    /// Reads a `bytes` value: a string of strict, padded base64 (see ``Base64/decode(_:)-(String)``).
    mutating func base64() throws(Failure) -> Data

    /// Reads any value.
    mutating func value() throws(Failure) -> JSONValue

    /// Reads the next value as a ``JSONValue`` and hands it to `decode`, which reads it as
    /// ``JSONValueReader`` does: for the runtime's own types whose rules are written once, over
    /// values (a message, a dictionary). A reader of text gives up when `decode` throws.
    mutating func decodeValue<Decoded>(
        _ decode: (inout JSONValueReader) throws(BridgeDecodingError) -> Decoded
    ) throws(Failure) -> Decoded
}
