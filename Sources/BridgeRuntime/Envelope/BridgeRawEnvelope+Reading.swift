/// Reading an envelope straight from the bytes the page sent.
extension BridgeRawEnvelope {
    /// Decodes an envelope from UTF-8 JSON exactly as ``JSONReader`` followed by
    /// ``init(json:path:)`` would, but for a plain envelope without building a `JSONValue` for
    /// anything except `payload.data`: several times faster for the messages a page usually sends.
    ///
    /// - Throws: ``JSONReadError`` when the text is not JSON within `limits`, ``BridgeDecodingError``
    ///   when it is JSON but not an envelope.
    public init(reading text: UnsafeRawBufferPointer, limits: JSONReader.Limits = JSONReader.Limits()) throws {
        if let envelope = Self.readPlain(text, limits: limits) {
            self = envelope
        } else {
            self = try BridgeRawEnvelope(json: try JSONReader(limits: limits).read(text), path: JSONPath())
        }
    }

    /// Decodes an envelope from UTF-8 JSON; see ``init(reading:limits:)-(UnsafeRawBufferPointer,_)``.
    public init(reading bytes: [UInt8], limits: JSONReader.Limits = JSONReader.Limits()) throws {
        self = try bytes.withUnsafeBytes { text in try BridgeRawEnvelope(reading: text, limits: limits) }
    }

    /// The envelope, when `text` is a plain one the fast path reads; nil when only the general
    /// reader and decoder can tell whether and why it is not.
    static func readPlain(_ text: UnsafeRawBufferPointer, limits: JSONReader.Limits) -> BridgeRawEnvelope? {
        guard text.count <= limits.maxBytes else { return nil }
        var parser = JSONParser(text, maxDepth: limits.maxDepth)
        return parser.parsePlainEnvelope()
    }
}
