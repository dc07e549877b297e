/// Reading a message straight from the bytes the page sent.
extension BridgeRawMessage {
    /// Decodes a message from UTF-8 JSON exactly as ``JSONReader`` followed by
    /// ``init(json:path:)`` would, but for a plain message without building a `JSONValue` for
    /// anything except `payload.data`: several times faster for the messages a page usually sends.
    ///
    /// - Throws: ``JSONReadError`` when the text is not JSON within `limits`, ``BridgeDecodingError``
    ///   when it is JSON but not a message.
    public init(reading text: UnsafeRawBufferPointer, limits: JSONReader.Limits = JSONReader.Limits()) throws {
        if let plain = Self.readPlain(text, limits: limits) {
            self = plain.message
        } else {
            self = try BridgeRawMessage(json: try JSONReader(limits: limits).read(text), path: JSONPath())
        }
    }

    /// Decodes a message from UTF-8 JSON; see ``init(reading:limits:)-(UnsafeRawBufferPointer,_)``.
    public init(reading bytes: [UInt8], limits: JSONReader.Limits = JSONReader.Limits()) throws {
        self = try bytes.withUnsafeBytes { text in try BridgeRawMessage(reading: text, limits: limits) }
    }

    /// Reads a message from the page as the host does: the message as
    /// ``init(reading:limits:)-(UnsafeRawBufferPointer,_)`` reads it and, for a request whose action
    /// `Definition` knows, its data decoded straight from the text as the action's request type,
    /// which checks it. The data is then kept as text, and parsed into JSON values only if someone
    /// reads `data`.
    ///
    /// - Returns: The message, and the request's typed data. Nil typed data means it was not
    ///   decoded here: ``BridgeProtocolDefinition/decodeRequestData(action:data:)`` decodes it from
    ///   `data`, or says what is wrong with it.
    ///
    /// Inlinable, like the host's receiving code, so that the call to `Definition`'s decoder is
    /// made directly, for the concrete protocol.
    @inlinable
    public static func reading<Definition: BridgeProtocolDefinition>(
        _ bytes: [UInt8], limits: JSONReader.Limits = JSONReader.Limits(), requestDataOf definition: Definition.Type
    ) throws -> (message: BridgeRawMessage, requestData: BridgeDecodedData?) {
        if let plain = bytes.withUnsafeBytes({ readPlain($0, limits: limits, requestDataOf: definition) }) {
            return (plain.message, plain.requestData)
        }
        return (try BridgeRawMessage(reading: bytes, limits: limits), nil)
    }

    /// The message, when `text` is a plain one the fast path reads; nil when only the general
    /// reader and decoder can tell whether and why it is not.
    public static func readPlain(_ text: UnsafeRawBufferPointer, limits: JSONReader.Limits) -> BridgePlainMessage? {
        guard text.count <= limits.maxBytes else { return nil }
        var parser = JSONParser(text, maxDepth: limits.maxDepth)
        return parser.readPlainMessage()
    }

    /// ``readPlain(_:limits:)``, decoding a request's data as `Definition`'s request type when it can.
    @inlinable
    public static func readPlain<Definition: BridgeProtocolDefinition>(
        _ text: UnsafeRawBufferPointer, limits: JSONReader.Limits, requestDataOf definition: Definition.Type
    ) -> BridgePlainMessage? {
        guard text.count <= limits.maxBytes else { return nil }
        var parser = JSONParser(text, maxDepth: limits.maxDepth)
        return parser.readPlainMessage { action, reader throws(JSONBytesReader.NotPlain) in
            try Definition.readRequest(action: action, reading: &reader)
        }
    }
}
