/// `payload.data` as a message keeps it: the JSON values, or the JSON text they were read from,
/// parsed when someone first reads them.
///
/// The host keeps the text when it has decoded a request's typed value straight from it: the handler
/// gets the typed value, and most requests are never looked at as JSON values, which are costly to
/// parse into a dictionary. Equality and hashing are the values', however they are kept.
@_spi(BridgeGenerated) public struct BridgeLazyData: Hashable, Sendable {
    private enum Storage: Sendable {
        case values([String: JSONValue]?)
        /// Text the reader has already checked, and the values once parsed from it.
        case text(LockedBoxWithBytes<[String: JSONValue]?>)
    }

    private let storage: Storage

    /// Keeps `values` as they are.
    public init(_ values: [String: JSONValue]?) {
        storage = .values(values)
    }

    /// Keeps a copy of the text of a JSON object that a reader has read without error, to parse
    /// when first read.
    init(checkedObjectText text: UnsafeRawBufferPointer) {
        storage = .text(LockedBoxWithBytes(nil, bytes: text))
    }

    /// The values; parsed from the text on first use, once, whichever thread asks.
    public var values: [String: JSONValue]? {
        switch storage {
        case .values(let values):
            return values
        case .text(let box):
            return box.withLock { parsed, text in
                if let parsed { return parsed }
                let values = Self.parse(text)
                parsed = values
                return values
            }
        }
    }

    /// Whether the values are still kept as text.
    var isText: Bool {
        if case .text = storage { return true }
        return false
    }

    /// Parses text a reader has already read without error. It cannot fail: the reader accepted it
    /// with the same string, number and structure rules, under a depth limit at least as strict:
    /// every limit is at most the ceiling.
    private static func parse(_ text: UnsafeRawBufferPointer) -> [String: JSONValue] {
        let limits = JSONReader.Limits(maxBytes: text.count, maxDepth: JSONReader.Limits.maxDepthCeiling)
        guard case .object(let members)? = try? JSONReader(limits: limits).read(text) else {
            assertionFailure("checked JSON object text did not parse: \(String(decoding: text, as: UTF8.self))")
            return [:]
        }
        return members
    }

    /// Compares the values.
    public static func == (lhs: BridgeLazyData, rhs: BridgeLazyData) -> Bool { lhs.values == rhs.values }

    /// Hashes the values.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
