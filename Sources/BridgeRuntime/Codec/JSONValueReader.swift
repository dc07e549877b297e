import Foundation

/// Reads typed values from a ``JSONValue`` for generated decoders (see ``JSONReading``), saying
/// what is wrong and where: `data.width: expected an integer, found the string "12"`.
///
/// An object's members are read in the order its type declares them, so the first problem
/// reported is the first in that order. Members the type does not declare are ignored, so a newer
/// peer may add fields. A member is found only by the exact code units of its key, as the page's
/// JavaScript finds it, never by a canonically equivalent spelling. Each member and element is read
/// by a reader of its own, whose path extends this one's.
@_spi(BridgeGenerated) public struct JSONValueReader: JSONReading {
    /// Says what is wrong and where.
    public typealias Failure = BridgeDecodingError

    /// The value being read.
    @usableFromInline let json: JSONValue
    /// Where it is.
    @usableFromInline let path: JSONPath
    /// ``path`` as a node that members' and elements' paths share, made once per container.
    @usableFromInline var node: JSONPath.Node?
    /// The object's members, while reading one.
    @usableFromInline var members: [String: JSONValue] = [:]
    /// The members its type declares, and the next one to look for.
    @usableFromInline var declared: [JSONMembers.Member] = []
    @usableFromInline var nextDeclared = 0
    /// The array's elements, while reading one, and the next one's index.
    @usableFromInline var elements: [JSONValue] = []
    @usableFromInline var nextIndex = 0
    /// The member ``nextKey()`` or the element ``nextElement()`` found, and the member's key.
    @usableFromInline var current: JSONValue = .null
    @usableFromInline var currentKey = ""

    /// A reader of `json`, which sits at `path` in the message.
    @inlinable
    public init(_ json: JSONValue, path: JSONPath) {
        self.json = json
        self.path = path
    }

    /// A mismatch between `expected` and the value.
    @usableFromInline
    func mismatch(_ expected: String) -> BridgeDecodingError {
        .typeMismatch(expected: expected, found: json, at: path)
    }

    // MARK: Objects

    /// Checks that the value is an object, and walks `members` from the first.
    public mutating func beginObject(_ members: @autoclosure () -> JSONMembers) throws(BridgeDecodingError) {
        guard case .object(let object) = json else { throw mismatch("an object") }
        self.members = object
        declared = members().members
        nextDeclared = 0
        node = path._node
    }

    /// The next declared member that is present, in the type's order; a required member that is
    /// missing is the error at its turn.
    public mutating func nextKey() throws(BridgeDecodingError) -> JSONKey? {
        while nextDeclared < declared.count {
            let member = declared[nextDeclared]
            nextDeclared += 1
            if let value = members.member(exactly: member.key) {
                current = value
                currentKey = member.key
                return JSONKey(bytes: UnsafeBufferPointer(start: member.name.utf8Start, count: member.name.utf8CodeUnitCount))
            }
            if member.isRequired {
                throw BridgeDecodingError(path: JSONPath(parent: node, key: member.key), problem: .missingKey)
            }
        }
        return nil
    }

    /// Reads the member's value; `null` is a value like any other (and so an error unless `Value`
    /// accepts it).
    @inlinable
    public mutating func readRequired<Value: BridgeJSONDecodable>(into slot: inout Value?) throws(BridgeDecodingError) {
        var member = JSONValueReader(current, path: JSONPath(parent: node, key: currentKey))
        slot = try Value(reading: &member)
    }

    /// Reads the member's value, `null` as nil.
    @inlinable
    public mutating func readOptional<Value: BridgeJSONDecodable>(into slot: inout Value??) throws(BridgeDecodingError) {
        if case .null = current {
            slot = .some(nil)
            return
        }
        var member = JSONValueReader(current, path: JSONPath(parent: node, key: currentKey))
        slot = .some(try Value(reading: &member))
    }

    /// Reads the member's value; `null` is a value like any other (and so an error unless `Value`
    /// accepts it).
    @inlinable
    public mutating func readIfPresent<Value: BridgeJSONDecodable>(into slot: inout Value??) throws(BridgeDecodingError) {
        var member = JSONValueReader(current, path: JSONPath(parent: node, key: currentKey))
        slot = .some(try Value(reading: &member))
    }

    /// Throws `violation` at the member `key`'s path.
    @inlinable
    public func check(_ violation: String?, key: StaticString) throws(BridgeDecodingError) {
        guard let violation else { return }
        throw BridgeDecodingError(path: JSONPath(parent: path._node, key: key.description), problem: .invalidValue(violation))
    }

    /// A mismatch between `expected` and the string `text` at this value.
    public func refusing(_ text: String, expected: String) -> BridgeDecodingError {
        .typeMismatch(expected: expected, found: .string(text), at: path)
    }

    /// Nothing to pass over: only declared members are read.
    public mutating func skipUnknownMember() {}

    /// The value read for `key`; missing when nil.
    @inlinable
    public func present<Value>(_ slot: Value?, key: StaticString) throws(BridgeDecodingError) -> Value {
        guard let slot else {
            throw BridgeDecodingError(path: JSONPath(parent: path._node, key: key.description), problem: .missingKey)
        }
        return slot
    }

    // MARK: Arrays

    /// Checks that the value is an array.
    public mutating func beginArray() throws(BridgeDecodingError) {
        guard case .array(let array) = json else { throw mismatch("an array") }
        elements = array
        nextIndex = 0
        node = path._node
    }

    /// Whether another element follows.
    public mutating func nextElement() -> Bool {
        guard nextIndex < elements.count else { return false }
        current = elements[nextIndex]
        nextIndex += 1
        return true
    }

    /// Reads the element; its path ends in its index.
    @inlinable
    public mutating func readElement<Element: BridgeJSONDecodable>(as type: Element.Type) throws(BridgeDecodingError) -> Element {
        var element = JSONValueReader(current, path: JSONPath(parent: node, index: nextIndex - 1))
        return try Element(reading: &element)
    }

    // MARK: Scalars

    /// Reads a JSON string.
    public mutating func string() throws(BridgeDecodingError) -> String {
        guard case .string(let text) = json else { throw mismatch("a string") }
        return text
    }

    /// Reads a whole number that `Int` holds exactly: `1.5` is a type mismatch, `1e300` out of range.
    public mutating func integer() throws(BridgeDecodingError) -> Int {
        guard case .number(let number) = json, number.rounded(.towardZero) == number else { throw mismatch("an integer") }
        guard let value = Int(exactly: number) else { throw BridgeDecodingError(path: path, problem: .integerOutOfRange(number)) }
        return value
    }

    /// Reads any JSON number.
    public mutating func number() throws(BridgeDecodingError) -> Double {
        guard case .number(let number) = json else { throw mismatch("a number") }
        return number
    }

    /// Reads `true` or `false`.
    public mutating func bool() throws(BridgeDecodingError) -> Bool {
        guard case .bool(let bool) = json else { throw mismatch("a boolean") }
        return bool
    }

    /// Reads a string of strict, padded base64.
    public mutating func base64() throws(BridgeDecodingError) -> Data {
        guard case .string(let text) = json else { throw mismatch("a base64 string") }
        do {
            return try Base64.decode(text)
        } catch {
            throw BridgeDecodingError(path: path, problem: .invalidBase64(error))
        }
    }

    /// The value as it is.
    public mutating func value() -> JSONValue {
        json
    }

    /// Hands this reader to `decode`.
    @inlinable
    public mutating func decodeValue<Decoded>(
        _ decode: (inout JSONValueReader) throws(BridgeDecodingError) -> Decoded
    ) throws(BridgeDecodingError) -> Decoded {
        try decode(&self)
    }
}
