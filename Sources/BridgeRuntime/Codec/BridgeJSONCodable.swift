// The protocols generated code is written against: types read themselves from a JSONValue and
// write themselves straight into a JSONWriter, with no Codable machinery on the hot path.
//
// A type has two decoders, and this is why. `init(reading:)` reads the page's text straight into
// the type and gives up (`NotPlain`) on anything unusual, saying nothing; `init(json:path:)`
// decodes JSON values, accepts what the protocol accepts, and says what is wrong and where. Every
// request from the page goes the first way: bytes to a checked request took 0.51 µs, where
// reading JSON values took 0.63 µs and decoding them 0.38 µs more (`request-envelope-decode`,
// Benchmarks/README.md). The second way decides whenever the first gives up, and for everything
// that is not a request's data, so errors are written once. Tests and a fuzz target hold the two
// to the same values (RequestDataReadingTests, MessageReadingTests, fuzz-envelope).

/// A value generated code can read from a ``JSONValue``.
public protocol BridgeJSONDecodable {
    /// Reads the value from `json`, which sits at `path` in the message (for example
    /// `payload.data.width`), so that errors can say where they are.
    @_spi(BridgeGenerated) init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError)

    /// Reads the value straight from JSON text, for the fast path of decoding request data; throws
    /// ``JSONBytesReader/NotPlain`` for anything it leaves to ``init(json:path:)``.
    ///
    /// A value read here must equal the one ``init(json:path:)`` reads from the same text. The
    /// default reads a ``JSONValue`` and calls ``init(json:path:)``, which is always right; generated
    /// types and the scalars read their fields directly.
    @_spi(BridgeGenerated) init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain)

    /// A message's `data` as this type: the value the host decoded when it checked the request,
    /// when `decodedData` holds one, else the value decoded from `data` (absent counts as `{}`).
    ///
    /// What `payload.decodeData(as:)` returns. A requirement with an inlinable default, so that
    /// the conformance of each type compiles it for the type, with no run-time type lookup, while
    /// `decodeData(as:)` itself stays generic.
    @_spi(BridgeGenerated) static func decode(payload data: BridgeLazyData, keeping decodedData: BridgeDecodedData)
        throws(BridgeDecodingError) -> Self
}

extension BridgeJSONDecodable {
    /// The value `decodedData` holds if it is one of these; otherwise `data`, parsed if it is still
    /// text, decoded.
    @_spi(BridgeGenerated) @inlinable
    public static func decode(payload data: BridgeLazyData, keeping decodedData: BridgeDecodedData)
        throws(BridgeDecodingError) -> Self
    {
        if let value = decodedData.value(as: Self.self) { return value }
        return try Self(json: .object(data.values ?? [:]), path: .payloadData)
    }

    /// Reads a ``JSONValue`` and decodes it with ``init(json:path:)``; any error gives up, and the
    /// general path reports it.
    @_spi(BridgeGenerated) public init(reading reader: inout JSONBytesReader) throws(JSONBytesReader.NotPlain) {
        let value = try reader.value()
        do { try self.init(json: value, path: JSONPath()) } catch { throw JSONBytesReader.NotPlain() }
    }
}

/// A value generated code can write as JSON.
public protocol BridgeJSONEncodable: Sendable {
    /// Writes the value as one JSON value at the writer's current position.
    @_spi(BridgeGenerated) func encode(to writer: inout JSONWriter)

    /// ``encode(to:)`` of this value, kept for later: how the host holds a typed answer until it
    /// writes it. A requirement with an inlinable default, so that the conformance of each type
    /// makes it for the type, with no run-time type lookup, while the host's answering code stays
    /// generic.
    @_spi(BridgeGenerated) var encoder: @Sendable (inout JSONWriter) -> Void { get }

    /// An upper estimate of the encoded size in bytes, so that a message holding megabytes of
    /// base64 is written into one buffer allocated up front, not one that doubles as it grows.
    /// Close is better, over is fine; 0 for a value too small to matter.
    @_spi(BridgeGenerated) var estimatedJSONSize: Int { get }
}

extension BridgeJSONEncodable {
    /// Nothing to estimate: generated types that hold bytes say how many.
    @_spi(BridgeGenerated) public var estimatedJSONSize: Int { 0 }

    /// A closure that writes this value.
    @_spi(BridgeGenerated) @inlinable
    public var encoder: @Sendable (inout JSONWriter) -> Void {
        { [self] writer in encode(to: &writer) }
    }
}

/// A value that can be both read from and written as JSON.
public typealias BridgeJSONCodable = BridgeJSONDecodable & BridgeJSONEncodable
