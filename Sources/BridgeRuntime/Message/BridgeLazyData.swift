/// `payload.data` as a message keeps it: JSON values, or the JSON text the page sent.
///
/// The host keeps what the page sent as text, and parses it only when someone reads `values`,
/// each time, keeping nothing: parsed, data made of many small values takes tens of times its
/// text, and the host's limits (`maxHeldBytes`) count the bytes it holds. A typed value is read
/// straight from the text (``decode(as:)``), with no JSON values in between. Equality and hashing
/// are the values', however they are kept.
///
/// Data redacted for the host's history (``redacting(by:)``) keeps the same text, shared with the
/// message the handler got, and is redacted each time it is read: its values, its typed value, its
/// mirror and its description never show a sensitive value, and recording a message costs no
/// parse.
@_spi(BridgeGenerated) public struct BridgeLazyData: Hashable, Sendable, CustomReflectable {
    @usableFromInline
    enum Storage: Sendable {
        case values([String: JSONValue]?)
        /// The text of a JSON object that a reader has read without error.
        case text(TextBytes)
        /// Text read only through a redaction: every value of it comes out redacted.
        case redactedText(TextBytes, BridgeRedaction)
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
        case .redactedText(let text, let redaction):
            Self.redact(Self.parse(text), by: redaction)
        }
    }

    /// Whether the values are kept as text, redacted or not.
    var isText: Bool {
        if case .values = storage { return false }
        return true
    }

    /// This data with every sensitive value `redaction` names replaced by
    /// ``BridgeRedaction/placeholder``. Text stays the text, redacted when it is read.
    public func redacting(by redaction: BridgeRedaction) -> BridgeLazyData {
        switch storage {
        case .text(let text):
            BridgeLazyData(storage: .redactedText(text, redaction))
        case .values(let values):
            BridgeLazyData(values.map { Self.redact($0, by: redaction) })
        case .redactedText:
            // Redacted twice over: rare enough to do at once.
            BridgeLazyData(values.map { Self.redact($0, by: redaction) })
        }
    }

    private static func redact(_ members: [String: JSONValue], by redaction: BridgeRedaction) -> [String: JSONValue] {
        guard case .object(let redacted) = redaction.redact(.object(members)) else { return members }
        return redacted
    }

    /// The data as a `Value`, as it sits at `payload.data` (absent counts as `{}`): read straight
    /// from the text when the reader of text can, else decoded from the values, which says what is
    /// wrong and where. Redacted text is decoded from its redacted values, never read straight.
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

    /// Shows the values, as equality compares them: never the text, nor a redacted value.
    public var customMirror: Mirror { Mirror(self, children: ["values": values as Any]) }

    /// Compares the values.
    public static func == (lhs: BridgeLazyData, rhs: BridgeLazyData) -> Bool { lhs.values == rhs.values }

    /// Hashes the values.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
