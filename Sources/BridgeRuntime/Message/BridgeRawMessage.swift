/// A message in wire terms: what the runtime reads and writes, before a protocol gives its fields types.
///
/// Generated message types (`BridgeMessage`) convert to and from it, so the message's keys and
/// strictness rules live here, once.
@_spi(BridgeGenerated) public struct BridgeRawMessage: Hashable, Sendable {
    /// The sender's protocol version, "major.minor".
    public var version: String
    /// Pairs a response with its request.
    public var correlationId: String
    /// `request`, `response`, `event`, or a type from a newer peer.
    public var type: String
    /// Milliseconds since the Unix epoch.
    public var timestamp: Int
    /// The action or event name.
    public var action: String
    /// The request's arguments, the result, or the event's data.
    public var data: [String: JSONValue]? {
        get { lazyData.values }
        set { lazyData = BridgeLazyData(newValue) }
    }
    /// `data` as it is kept: as read from the page, the text the page sent, parsed each time it is read.
    public var lazyData: BridgeLazyData
    /// The outcome of a request, in responses.
    public var status: String?
    /// What went wrong, in responses.
    public var error: BridgeRawError?

    /// Creates a message from its parts.
    public init(
        version: String, correlationId: String, type: String, timestamp: Int, action: String,
        data: [String: JSONValue]? = nil, status: String? = nil, error: BridgeRawError? = nil
    ) {
        self.init(
            version: version, correlationId: correlationId, type: type, timestamp: timestamp, action: action,
            lazyData: BridgeLazyData(data), status: status, error: error)
    }

    /// Creates a message from its parts, keeping `data` as it is kept, text or values.
    public init(
        version: String, correlationId: String, type: String, timestamp: Int, action: String,
        lazyData: BridgeLazyData, status: String? = nil, error: BridgeRawError? = nil
    ) {
        self.version = version
        self.correlationId = correlationId
        self.type = type
        self.timestamp = timestamp
        self.action = action
        self.lazyData = lazyData
        self.status = status
        self.error = error
    }

    /// The kind of message, or nil for a type this runtime does not know.
    ///
    /// Compared with each kind's name directly: `init(rawValue:)` searches a table of the cases
    /// through the runtime, for every message. `==` is exact here although it compares
    /// strings by canonical equivalence: the names are lower-case ASCII letters, and no other text
    /// is canonically equivalent to them (the only characters that decompose to a lone ASCII
    /// character are KELVIN SIGN, GREEK QUESTION MARK and GREEK VARIA: K, ";" and "`").
    public var kind: BridgeMessageKind? {
        if type == "request" { return .request }
        if type == "response" { return .response }
        if type == "event" { return .event }
        if type == "update" { return .update }
        if type == "cancel" { return .cancel }
        return nil
    }
}

extension BridgeRawMessage: BridgeJSONCodable {
    /// The envelope's members, after the payload.
    private static let envelopeMembers: JSONMembers = [
        "version": .required, "correlationId": .required, "type": .required, "timestamp": .required,
    ]
    /// The payload's members.
    private static let payloadMembers: JSONMembers = [
        "action": .required, "data": .optional, "status": .optional, "error": .optional,
    ]

    /// Decodes a message strictly, as ``init(json:path:)`` does.
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.decodeValue { reader throws(BridgeDecodingError) in
            try BridgeRawMessage(json: reader.json, path: reader.path)
        }
    }

    /// Decodes a message strictly: every required field present with the right JSON type.
    /// `payload.data` must be an object when present; `null` counts as absent. The payload must be
    /// an object before anything else is read; then the envelope's fields, then the payload's, are
    /// read in that order, which is the order their problems are reported in.
    public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        guard case .object(let members) = json else { throw .typeMismatch(expected: "an object", found: json, at: path) }
        let payloadPath = path.appending(key: BridgeMessageKeys.payload)
        guard let payloadValue = members.member(exactly: BridgeMessageKeys.payload) else {
            throw BridgeDecodingError(path: payloadPath, problem: .missingKey)
        }
        var payload = JSONValueReader(payloadValue, path: payloadPath)
        try payload.beginObject(Self.payloadMembers)
        var envelope = JSONValueReader(json, path: path)
        try envelope.beginObject(Self.envelopeMembers)
        var version: String?, correlationId: String?, type: String?, timestamp: Int?
        while let key = try envelope.nextKey() {
            switch key {
            case "version": try envelope.readRequired(into: &version)
            case "correlationId": try envelope.readRequired(into: &correlationId)
            case "type": try envelope.readRequired(into: &type)
            case "timestamp": try envelope.readRequired(into: &timestamp)
            default: envelope.skipUnknownMember()
            }
        }
        var action: String?, data: [String: JSONValue]??, status: String??, error: BridgeRawError??
        while let key = try payload.nextKey() {
            switch key {
            case "action": try payload.readRequired(into: &action)
            case "data": try payload.readOptional(into: &data)
            case "status": try payload.readOptional(into: &status)
            case "error": try payload.readOptional(into: &error)
            default: payload.skipUnknownMember()
            }
        }
        self.version = try envelope.present(version, key: "version")
        self.correlationId = try envelope.present(correlationId, key: "correlationId")
        self.type = try envelope.present(type, key: "type")
        self.timestamp = try envelope.present(timestamp, key: "timestamp")
        self.action = try payload.present(action, key: "action")
        self.lazyData = BridgeLazyData(data ?? nil)
        self.status = status ?? nil
        self.error = error ?? nil
    }

    /// Writes the message with `data` as stored.
    public func encode(to writer: inout JSONWriter) {
        write(to: &writer, hasData: data != nil) { writer in
            if let data { writer.value(.object(data)) }
        }
    }

    /// Writes the message, with `writeData` writing the value of `payload.data` straight into the
    /// output: typed results go from their fields to bytes with no `JSONValue` in between.
    public func write(to writer: inout JSONWriter, hasData: Bool = true, data writeData: (inout JSONWriter) -> Void) {
        Self.write(
            version: version, correlationId: correlationId, type: type, timestamp: timestamp, action: action,
            status: status, error: error, to: &writer, hasData: hasData, data: writeData)
    }

    /// Writes a message from its fields, as ``write(to:hasData:data:)`` does, without making one:
    /// the host writes every answer this way, and a message made only to be written would be
    /// copied and destroyed field by field.
    @usableFromInline
    static func write(
        version: String, correlationId: String, type: String, timestamp: Int, action: String, status: String?,
        error: BridgeRawError?, to writer: inout JSONWriter, hasData: Bool, data writeData: (inout JSONWriter) -> Void
    ) {
        // The message's keys, punctuation and the quotes around its strings go out as whole
        // pieces of text, and the pieces before the data, and those after it, in one append each
        // when they need no escape: every message writes them, and each append checks the
        // buffer's uniqueness and capacity.
        writer.writeSeparatorIfNeeded()
        let head = writer.appendRun(capacity: 256) { run in
            writeHead(
                version: version, correlationId: correlationId, type: type, timestamp: timestamp, action: action,
                hasData: hasData, to: &run)
        }
        if !head {
            writeHead(
                version: version, correlationId: correlationId, type: type, timestamp: timestamp, action: action,
                hasData: hasData, to: &writer)
        }
        if hasData { writeData(&writer) }
        // Each piece from here closes the string before it.
        let stringIsOpen = status != nil || !hasData
        if let error {
            if let status { writeStatus(status, hasData: hasData, to: &writer) }
            writer.raw(stringIsOpen ? #"","error":"# : #","error":"#)
            error.encode(to: &writer)
            writer.raw("}}")
        } else if !writer.appendRun(capacity: 96, { run in writeTail(status: status, hasData: hasData, to: &run) }) {
            writeTail(status: status, hasData: hasData, to: &writer)
        }
        writer.needsSeparator = true
    }

    /// Writes the message up to its data, or to the end of its action when it has none.
    private static func writeHead(
        version: String, correlationId: String, type: String, timestamp: Int, action: String, hasData: Bool,
        to pieces: inout some JSONPieces
    ) {
        pieces.raw(#"{"version":""#)
        pieces.stringContent(version)
        pieces.raw(#"","correlationId":""#)
        pieces.stringContent(correlationId)
        pieces.raw(#"","type":""#)
        pieces.stringContent(type)
        pieces.raw(#"","timestamp":"#)
        pieces.decimal(timestamp)
        pieces.raw(#","payload":{"action":""#)
        pieces.stringContent(action)
        if hasData { pieces.raw(#"","data":"#) }
    }

    /// Writes a response's status, after its data or its action.
    private static func writeStatus(_ status: String, hasData: Bool, to pieces: inout some JSONPieces) {
        pieces.raw(hasData ? #","status":""# : #"","status":""#)
        pieces.stringContent(status)
    }

    /// Writes the rest of a message without an error: its status, if it has one, and the end.
    private static func writeTail(status: String?, hasData: Bool, to pieces: inout some JSONPieces) {
        if let status { writeStatus(status, hasData: hasData, to: &pieces) }
        pieces.raw(status != nil || !hasData ? #""}}"# : "}}")
    }
}

extension BridgeRawError: BridgeJSONCodable {
    /// `payload.error`'s members, all required.
    private static let members: JSONMembers = ["code": .required, "message": .required, "recoverable": .required]

    /// Decodes `payload.error`; every field is required.
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        var code: String?, message: String?, recoverable: Bool?
        try reader.beginObject(Self.members)
        while let key = try reader.nextKey() {
            switch key {
            case "code": try reader.readRequired(into: &code)
            case "message": try reader.readRequired(into: &message)
            case "recoverable": try reader.readRequired(into: &recoverable)
            default: try reader.skipUnknownMember()
            }
        }
        self.code = try reader.present(code, key: "code")
        self.message = try reader.present(message, key: "message")
        self.recoverable = try reader.present(recoverable, key: "recoverable")
    }

    /// Writes `{"code":…,"message":…,"recoverable":…}`.
    public func encode(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(BridgeMessageKeys.code)
        writer.string(code)
        writer.key(BridgeMessageKeys.message)
        writer.string(message)
        writer.key(BridgeMessageKeys.recoverable)
        writer.bool(recoverable)
        writer.endObject()
    }
}
