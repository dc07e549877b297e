// The protocols generated code is written against: types read themselves through a JSONReading
// reader and write themselves straight into a JSONWriter, with no Codable machinery on the hot path.

/// A value generated code can read: from the page's text or from a ``JSONValue``, with one
/// decoder (see `JSONReading`).
public protocol BridgeJSONDecodable {
    /// Reads the value from `reader`, at the reader's current position.
    @_spi(BridgeGenerated) init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure)

    /// A message's `data` as this type: the value the host decoded when it checked the request,
    /// when `decodedData` holds one, else the value decoded from `data` (absent counts as `{}`).
    ///
    /// What `payload.decodeData(as:)` returns. A requirement with an inlinable default, so that
    /// the conformance of each type compiles it for the type, with no run-time type lookup, while
    /// `decodeData(as:)` itself stays generic.
    @_spi(BridgeGenerated) static func decode(
        payload data: BridgeLazyData, keeping decodedData: BridgeDecodedData
    )
        throws(BridgeDecodingError) -> Self
}

extension BridgeJSONDecodable {
    /// The value `decodedData` holds if it is one of these; otherwise `data`, decoded.
    @_spi(BridgeGenerated) @inlinable
    public static func decode(
        payload data: BridgeLazyData, keeping decodedData: BridgeDecodedData
    )
        throws(BridgeDecodingError) -> Self
    {
        if let value = decodedData.value(as: Self.self) { return value }
        return try data.decode(as: Self.self)
    }

    /// Reads the value from `json`, which sits at `path` in the message (for example
    /// `payload.data.width`), so that errors can say where they are.
    @_spi(BridgeGenerated) @inlinable
    public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        var reader = JSONValueReader(json, path: path)
        try self.init(reading: &reader)
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
