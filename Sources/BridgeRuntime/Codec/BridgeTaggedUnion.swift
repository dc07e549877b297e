/// A tagged union of the spec (`union`), generated as a Swift `enum` with a case per tag and
/// `unknown(tag:_:)` for a tag this version does not know.
///
/// On the wire a value is its case's object with the tag member added: `{"format": "path", "path":
/// "/tmp/a.jpg"}`. The tag may come anywhere in the object, so a union is read as a whole
/// ``JSONValue`` first, then as its case's type. A union the
/// page sends is closed unless the spec opens it (`open: true`): an unknown tag is refused, with
/// the tag's path and the tags it could be, and the host answers `INVALID_REQUEST`. An open union
/// keeps the whole object in `unknown`, which writes the same members back.
public protocol BridgeTaggedUnion: BridgeJSONCodable, Hashable {
    /// The tag's key, such as `format`.
    @_spi(BridgeGenerated) static var tagKey: String { get }
    /// The tags the spec declares, in spec order.
    @_spi(BridgeGenerated) static var knownTags: [String] { get }
    /// Whether an unknown tag is kept (`open: true`) rather than refused.
    @_spi(BridgeGenerated) static var keepsUnknownTags: Bool { get }

    /// The case tagged `tag`, read from `reader`, which is at the whole object; nil for a tag the
    /// spec does not declare.
    @_spi(BridgeGenerated) static func decodeCase(
        _ tag: String, from reader: inout JSONValueReader
    ) throws(BridgeDecodingError) -> Self?

    /// A value whose tag this version does not know: the tag and the whole object, tag included.
    static func unknown(tag: String, _ value: JSONValue) -> Self
}

extension BridgeTaggedUnion {
    /// Reads the object, finds its tag, and reads the case it names.
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.decodeValue { (values: inout JSONValueReader) throws(BridgeDecodingError) -> Self in
            try Self.read(&values)
        }
    }

    /// The union `values` holds, or the first problem with it and where.
    @_spi(BridgeGenerated)
    public static func read(_ values: inout JSONValueReader) throws(BridgeDecodingError) -> Self {
        let tagPath = values.path.appending(key: tagKey)
        guard case .object(let members) = values.json else {
            throw .typeMismatch(expected: "an object", found: values.json, at: values.path)
        }
        guard let member = members.member(exactly: tagKey) else {
            throw BridgeDecodingError(path: tagPath, problem: .missingKey)
        }
        guard case .string(let tag) = member else {
            throw .typeMismatch(expected: "a string", found: member, at: tagPath)
        }
        if let known = try decodeCase(tag, from: &values) { return known }
        guard keepsUnknownTags else {
            throw .typeMismatch(
                expected: "one of " + knownTags.map { JSONValue.string($0).description }.joined(separator: ", "),
                found: member, at: tagPath)
        }
        return unknown(tag: tag, values.json)
    }
}

extension JSONWriter {
    /// Writes `value`, an object, with the member `key: tag` first: a union's case on the wire.
    @_spi(BridgeGenerated)
    public mutating func taggedObject(_ key: String, _ tag: String, _ value: some BridgeJSONEncodable) {
        pendingTag = PendingTag(key: key, value: tag)
        value.encode(to: &self)
        pendingTag = nil
    }
}
