import Foundation

// The fast reader of generated decoders: they read their fields straight from the JSON text, with
// no JSONValue, dictionary or key String in between. It reads only what is plainly valid and
// unambiguous, and gives up (NotPlain) on anything else: a key with escapes, a key the type does not
// know, a duplicate, a value of the wrong kind, nesting too deep. The caller then decodes the same
// text the general way (JSONReader, then JSONValueReader), which accepts or rejects it with its
// usual errors. Strings, numbers and open values are read by the general parser's own readers, so
// a value read here is always the value the general path would produce.

/// Reads typed values straight from JSON text, for generated decoders (see ``JSONReading``); gives
/// up, saying nothing, on anything the general path must decide.
@_spi(BridgeGenerated) public struct JSONBytesReader: JSONReading {
    /// Thrown for anything the reader leaves to the general path; it says nothing about why, because
    /// the general path says it.
    public struct NotPlain: Error {
        /// Gives up.
        public init() {}
    }

    var parser: JSONParser
    /// The arrays and objects open around the next value.
    private(set) var depth: Int
    /// Whether the innermost open container has had no member or element yet. One flag is enough:
    /// a container closes only after one of its own, so going back out always finds a non-empty one.
    private var atFirstMember = false

    /// Reads from `parser`'s position, inside `depth` open arrays and objects.
    @usableFromInline
    init(_ parser: JSONParser, depth: Int) {
        self.parser = parser
        self.depth = depth
    }

    /// Reads an object's `{`; its members follow with ``nextKey()``. The declared members are not
    /// needed: every key is compared as it comes.
    @inlinable
    public mutating func beginObject(_ members: @autoclosure () -> JSONMembers) throws(NotPlain) {
        try beginObject()
    }

    /// Reads an object's `{`.
    public mutating func beginObject() throws(NotPlain) {
        try open(UInt8(ascii: "{"))
    }

    /// The next member's key, with its `:` read and its value next; nil after the object's `}`.
    ///
    /// The key is valid until the next read. Keys with escapes or bytes outside printable ASCII
    /// give up, so that comparing bytes is comparing keys.
    public mutating func nextKey() throws(NotPlain) -> JSONKey? {
        guard try another(closingWith: UInt8(ascii: "}")) else { return nil }
        guard let key = parser.readPlainKey() else { throw NotPlain() }
        return key
    }

    /// Reads an array's `[`; its elements follow, each after ``nextElement()`` returns true.
    public mutating func beginArray() throws(NotPlain) {
        try open(UInt8(ascii: "["))
    }

    /// Whether another element follows (its `,` read); false after the array's `]`.
    public mutating func nextElement() throws(NotPlain) -> Bool {
        try another(closingWith: UInt8(ascii: "]"))
    }

    /// Reads `null` if it is next.
    public mutating func readNull() -> Bool {
        parser.skipWhitespace()
        return parser.readNull()
    }

    /// Reads a string.
    public mutating func string() throws(NotPlain) -> String {
        try expect { $0 == UInt8(ascii: "\"") }
        do { return try parser.parseString() } catch { throw NotPlain() }
    }

    /// Reads a number.
    public mutating func number() throws(NotPlain) -> Double {
        try expect { $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        do { return try parser.parseNumber() } catch { throw NotPlain() }
    }

    /// Reads a whole number that `Int` holds exactly.
    public mutating func integer() throws(NotPlain) -> Int {
        let number = try number()
        guard number.rounded(.towardZero) == number, let value = Int(exactly: number) else { throw NotPlain() }
        return value
    }

    /// Reads a string of strict, padded base64.
    public mutating func base64() throws(NotPlain) -> Data {
        do { return try Base64.decode(try string()) } catch { throw NotPlain() }
    }

    /// Reads `true` or `false`.
    public mutating func bool() throws(NotPlain) -> Bool {
        parser.skipWhitespace()
        if matches("true") {
            parser.offset += 4
            return true
        }
        guard matches("false") else { throw NotPlain() }
        parser.offset += 5
        return false
    }

    /// Reads any value, with the general parser.
    public mutating func value() throws(NotPlain) -> JSONValue {
        parser.skipWhitespace()
        do { return try parser.parseValue(depth: depth) } catch { throw NotPlain() }
    }

    /// Reads a required member's value into `slot`, giving up if the member came before.
    @inlinable
    public mutating func readRequired<Value: BridgeJSONDecodable>(into slot: inout Value?) throws(NotPlain) {
        guard slot == nil else { throw NotPlain() }
        slot = try Value(reading: &self)
    }

    /// Reads the value of a member that may be absent but not `null` into `slot`, giving up if the
    /// member came before; `null` gives up too (unless `Value` reads it), so that the decoder of
    /// values rejects it and says where. The outer optional says whether the member was there.
    @inlinable
    public mutating func readIfPresent<Value: BridgeJSONDecodable>(into slot: inout Value??) throws(NotPlain) {
        guard slot == nil else { throw NotPlain() }
        slot = .some(try Value(reading: &self))
    }

    /// Gives up, for the reader of values to say what is wrong.
    public func refusing(_ text: String, expected: String) -> NotPlain { NotPlain() }

    /// Gives up when there is a violation, for the reader of values to say what it is and where.
    @inlinable
    public func check(_ violation: String?, key: StaticString) throws(NotPlain) {
        guard violation == nil else { throw NotPlain() }
    }

    /// Reads a nullable member's value into `slot` (`null` as nil), giving up if the member came
    /// before. The outer optional says whether the member was there.
    @inlinable
    public mutating func readOptional<Value: BridgeJSONDecodable>(into slot: inout Value??) throws(NotPlain) {
        guard slot == nil else { throw NotPlain() }
        slot = .some(readNull() ? nil : try Value(reading: &self))
    }

    /// Gives up: only the general path decides what a member the type does not declare may be.
    @inlinable
    public mutating func skipUnknownMember() throws(NotPlain) {
        throw NotPlain()
    }

    /// The value of a required member, giving up when it was missing.
    @inlinable
    public func present<Value>(_ slot: Value?, key: StaticString) throws(NotPlain) -> Value {
        guard let slot else { throw NotPlain() }
        return slot
    }

    /// Reads the element ``nextElement()`` announced.
    @inlinable
    public mutating func readElement<Element: BridgeJSONDecodable>(as type: Element.Type) throws(NotPlain) -> Element {
        try Element(reading: &self)
    }

    /// Reads the next value with the general parser, then `decode` reads it; gives up when either
    /// fails.
    @inlinable
    public mutating func decodeValue<Decoded>(
        _ decode: (inout JSONValueReader) throws(BridgeDecodingError) -> Decoded
    ) throws(NotPlain) -> Decoded {
        var reader = JSONValueReader(try value(), path: JSONPath())
        do { return try decode(&reader) } catch { throw NotPlain() }
    }

    /// Reads the opening bracket of a container, within the depth limit.
    private mutating func open(_ bracket: UInt8) throws(NotPlain) {
        try expect { $0 == bracket }
        guard depth < parser.maxDepth else { throw NotPlain() }
        parser.offset += 1
        depth += 1
        atFirstMember = true
    }

    /// After a container's opening bracket or one of its values: whether another member or element
    /// follows, reading the `,` before it; false after reading the closing bracket.
    private mutating func another(closingWith bracket: UInt8) throws(NotPlain) -> Bool {
        parser.skipWhitespace()
        guard parser.offset < parser.end else { throw NotPlain() }
        if parser.bytes[parser.offset] == bracket {
            parser.offset += 1
            depth -= 1
            atFirstMember = false
            return false
        }
        if !atFirstMember {
            guard parser.bytes[parser.offset] == UInt8(ascii: ",") else { throw NotPlain() }
            parser.offset += 1
            parser.skipWhitespace()
        }
        atFirstMember = false
        return true
    }

    /// Skips whitespace and checks the next byte, leaving it unread.
    private mutating func expect(_ isExpected: (UInt8) -> Bool) throws(NotPlain) {
        parser.skipWhitespace()
        guard parser.offset < parser.end, isExpected(parser.bytes[parser.offset]) else { throw NotPlain() }
    }

    /// Whether `literal` is next.
    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard parser.offset + count <= parser.end else { return false }
        for index in 0..<count where parser.bytes[parser.offset + index] != literal.utf8Start[index] { return false }
        return true
    }
}

/// An object member's key as ``JSONBytesReader`` read it: its bytes in the text, compared with
/// the generated decoder's keys without making a `String`.
@_spi(BridgeGenerated) public struct JSONKey {
    /// The key's UTF-8 bytes; valid until the reader reads on.
    public let bytes: UnsafeBufferPointer<UInt8>

    /// Whether `key` is `name`: `case "mrz":` in a generated decoder's `switch`.
    @inlinable
    public static func ~= (name: StaticString, key: JSONKey) -> Bool {
        guard key.bytes.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for index in 0..<key.bytes.count where key.bytes[index] != expected[index] { return false }
        return true
    }

    /// Whether the two keys have the same bytes.
    func hasSameBytes(as other: JSONKey) -> Bool {
        bytes.elementsEqual(other.bytes)
    }
}
