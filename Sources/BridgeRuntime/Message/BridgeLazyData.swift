/// `payload.data` as a message keeps it: JSON values, or the JSON text the page sent.
///
/// The host keeps what the page sent as text, and parses it only when someone reads `values`,
/// each time, keeping nothing: parsed, data made of many small values takes tens of times its
/// text, and the host's limits (`maxHeldBytes`) count the bytes it holds. A typed value is read
/// straight from the text (``decode(as:)``), with no JSON values in between. Equality and hashing
/// are the values', however they are kept.
@_spi(BridgeGenerated) public struct BridgeLazyData: Hashable, Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case values([String: JSONValue]?)
        /// The text of a JSON object that a reader has read without error.
        case text(TextBytes)
    }

    @usableFromInline let storage: Storage

    /// Keeps `values` as they are.
    public init(_ values: [String: JSONValue]?) {
        self.init(storage: .values(values))
    }

    /// Keeps a copy of the text of a JSON object that a reader has read without error.
    init(checkedObjectText text: UnsafeRawBufferPointer) {
        self.init(storage: .text(TextBytes(copying: text)))
    }

    /// `values` kept as the text the writer writes for them: what the host keeps of data it read
    /// into values first.
    init(textOf values: [String: JSONValue]?) {
        guard let values else {
            self.init(nil)
            return
        }
        var writer = JSONWriter()
        writer.value(.object(values))
        self.init(storage: .text(writer.bytes.withUnsafeBytes { TextBytes(copying: $0) }))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The values, parsed from the text each time they are read.
    public var values: [String: JSONValue]? {
        switch storage {
        case .values(let values):
            values
        case .text(let text):
            Self.parse(text)
        }
    }

    /// Whether the values are kept as text.
    var isText: Bool {
        if case .text = storage { return true }
        return false
    }

    /// The data as a `Value`, as it sits at `payload.data` (absent counts as `{}`): read straight
    /// from the text when the reader of text can, else decoded from the values, which says what is
    /// wrong and where.
    @inlinable
    public func decode<Value: BridgeJSONDecodable>(as type: Value.Type) throws(BridgeDecodingError) -> Value {
        if case .text(let text) = storage, let value = Self.read(Value.self, from: text) { return value }
        return try Value(json: .object(values ?? [:]), path: .payloadData)
    }

    /// `text` read as a `Value`; nil when the reader of text gives up.
    @inlinable
    static func read<Value: BridgeJSONDecodable>(_ type: Value.Type, from text: TextBytes) -> Value? {
        text.withUnsafeBytes { bytes in
            var reader = JSONBytesReader(JSONParser(bytes, maxDepth: JSONReader.Limits.maxDepthCeiling), depth: 0)
            return try? Value(reading: &reader)
        }
    }

    /// Parses text a reader has already read without error. It cannot fail: the reader accepted it
    /// with the same string, number and structure rules, under a depth limit at least as strict:
    /// every limit is at most the ceiling.
    private static func parse(_ text: TextBytes) -> [String: JSONValue] {
        text.withUnsafeBytes { text in
            let limits = JSONReader.Limits(maxBytes: text.count, maxDepth: JSONReader.Limits.maxDepthCeiling)
            guard case .object(let members)? = try? JSONReader(limits: limits).read(text) else {
                assertionFailure("checked JSON object text did not parse: \(String(decoding: text, as: UTF8.self))")
                return [:]
            }
            return members
        }
    }

    /// Compares the values.
    public static func == (lhs: BridgeLazyData, rhs: BridgeLazyData) -> Bool { lhs.values == rhs.values }

    /// Hashes the values.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
