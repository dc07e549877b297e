// The fast path for incoming messages: the message's own members are read straight into their
// fields, with no JSONValue, dictionary or key String for them; `payload.data` is read only to
// check it (and a rare `payload.error` becomes JSONValues). It uses the general parser's string,
// number and value readers, so it is exactly as strict, and it gives up on anything unusual (a
// missing or mistyped field, a duplicate key, a key with escapes, an error of any kind): the caller
// then runs the general reader and decoder, which reject or accept the text with their usual
// diagnostics. Accepting here implies the general path would accept the text with the same result.
//
// Given a reader for request data, it also decodes a request's data straight from the text as the
// action's request type. The data is kept as text either way, parsed only when someone reads it as
// JSON values.

/// Decodes a request's data for its action, from the data's `{`, and names the action: what
/// `BridgeProtocolDefinition.readRequest(action:reading:)` does.
@_spi(BridgeGenerated) public typealias BridgeRequestDataReader = (_ action: JSONKey, _ reader: inout JSONBytesReader)
    throws(JSONBytesReader.NotPlain)
    -> (action: String, data: BridgeDecodedData)

/// A message the fast path read, and its request data when it decoded it.
@_spi(BridgeGenerated) public struct BridgePlainMessage {
    /// The message.
    public var message: BridgeRawMessage
    /// The typed request data; nil when it was not decoded here.
    public var requestData: BridgeDecodedData?
}

extension JSONParser {
    /// Thrown by the fast path for anything it leaves to the general path.
    struct NotPlainMessage: Error {}

    /// The message in the text, or nil when the general path must decide.
    mutating func readPlainMessage() -> BridgePlainMessage? {
        readPlainMessage(decodingRequestData: false) { _, _ throws(JSONBytesReader.NotPlain) in throw JSONBytesReader.NotPlain() }
    }

    /// The message in the text, or nil when the general path must decide; with a request's data
    /// decoded by `requestData` when it can be.
    ///
    /// The reader is a plain, non-escaping closure: an optional one escapes, and in the host's
    /// generic context its context would be allocated for every message.
    public mutating func readPlainMessage(
        decodingRequestData: Bool = true, requestData: BridgeRequestDataReader
    ) -> BridgePlainMessage? {
        do {
            return try parseMessageObject(decodingRequestData: decodingRequestData, requestData: requestData)
        } catch {
            return nil
        }
    }

    private mutating func parseMessageObject(
        decodingRequestData: Bool, requestData: BridgeRequestDataReader
    ) throws(NotPlainMessage) -> BridgePlainMessage {
        if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { throw NotPlainMessage() }
        skipWhitespace()
        try openObject(depth: 0)
        var version: String?
        var correlationId: String?
        var type: String?
        var timestamp: Int?
        // Not an optional: an optional payload is copied and tested through run-time value
        // witnesses.
        var payload = PlainPayload(action: "", data: BridgeLazyData(nil))
        var sawPayload = false
        var others: [JSONKey] = []
        var afterValue = false
        while let key = try nextMemberKey(afterValue: afterValue) {
            afterValue = true
            if matches(key, "version") {
                guard version == nil else { throw NotPlainMessage() }
                version = try stringValue()
            } else if matches(key, "correlationId") {
                guard correlationId == nil else { throw NotPlainMessage() }
                correlationId = try stringValue()
            } else if matches(key, "type") {
                guard type == nil else { throw NotPlainMessage() }
                type = try typeValue()
            } else if matches(key, "timestamp") {
                guard timestamp == nil else { throw NotPlainMessage() }
                timestamp = try integerValue()
            } else if matches(key, "payload") {
                guard !sawPayload else { throw NotPlainMessage() }
                sawPayload = true
                // A type that comes after the payload is checked below.
                payload = try payloadObject(
                    decodingRequestData: decodingRequestData && (type == nil || type == "request"),
                    requestData: requestData)
            } else {
                try skipOtherMember(key, seen: &others, depth: 1)
            }
        }
        skipWhitespace()
        guard offset == end, let version, let correlationId, let type, let timestamp, sawPayload else { throw NotPlainMessage() }
        let message = BridgeRawMessage(
            version: version, correlationId: correlationId, type: type, timestamp: timestamp,
            action: payload.action, lazyData: payload.data, status: payload.status, error: payload.error)
        return BridgePlainMessage(message: message, requestData: type == "request" ? payload.requestData : nil)
    }

    /// The members of `payload`. A struct, not a tuple: an optional tuple is copied through
    /// run-time metadata.
    private struct PlainPayload {
        var action: String
        var data: BridgeLazyData
        var requestData: BridgeDecodedData?
        var status: String?
        var error: BridgeRawError?
    }

    /// `payload`'s members; its `{` is next.
    private mutating func payloadObject(
        decodingRequestData: Bool, requestData: BridgeRequestDataReader
    ) throws(NotPlainMessage) -> PlainPayload {
        try openObject(depth: 1)
        var action: String?
        // A plain action's bytes, kept until its request data names it: no string is made for it.
        var actionName: JSONKey?
        var data: BridgeLazyData?
        var decodedData: BridgeDecodedData?
        var status: String??
        var error: BridgeRawError??
        var others: [JSONKey] = []
        var afterValue = false
        while let key = try nextMemberKey(afterValue: afterValue) {
            afterValue = true
            if matches(key, "action") {
                guard action == nil && actionName == nil else { throw NotPlainMessage() }
                actionName = readPlainString()
                if actionName == nil { action = try stringValue() }
            } else if matches(key, "data") {
                guard data == nil else { throw NotPlainMessage() }
                // `null` counts as absent; anything but an object is the general path's error.
                if readNull() {
                    data = BridgeLazyData(nil)
                } else if decodingRequestData, let name = actionName,
                    let (named, text, decoded) = readRequestData(action: name, with: requestData)
                {
                    action = named
                    data = BridgeLazyData(checkedObjectText: text)
                    decodedData = decoded
                } else {
                    // Read to check it, and kept as the text it was read from.
                    let start = offset
                    guard case .object = try objectValue(depth: 2) else { throw NotPlainMessage() }
                    data = BridgeLazyData(checkedObjectText: UnsafeRawBufferPointer(start: bytes + start, count: offset - start))
                }
            } else if matches(key, "status") {
                guard status == nil else { throw NotPlainMessage() }
                status = readNull() ? .some(nil) : try stringValue()
            } else if matches(key, "error") {
                guard error == nil else { throw NotPlainMessage() }
                if readNull() {
                    error = .some(nil)
                } else {
                    do { error = try BridgeRawError(json: try objectValue(depth: 2), path: JSONPath()) } catch {
                        throw NotPlainMessage()
                    }
                }
            } else {
                try skipOtherMember(key, seen: &others, depth: 2)
            }
        }
        guard let action = action ?? actionName.map({ String(decoding: $0.bytes, as: UTF8.self) }) else {
            throw NotPlainMessage()
        }
        return PlainPayload(
            action: action, data: data ?? BridgeLazyData(nil), requestData: decodedData,
            status: status ?? nil, error: error ?? nil)
    }

    /// A request's data object, `{` next, decoded straight from the text: the action's name, the
    /// data's text and its typed value, or nil, having read nothing, when the general path must
    /// decode it.
    private mutating func readRequestData(
        action: JSONKey, with read: BridgeRequestDataReader
    ) -> (action: String, text: UnsafeRawBufferPointer, data: BridgeDecodedData)? {
        guard offset < end, bytes[offset] == UInt8(ascii: "{") else { return nil }
        let start = offset
        var reader = JSONBytesReader(self, depth: 2)
        guard let (name, decoded) = try? read(action, &reader) else { return nil }
        offset = reader.parser.offset
        return (name, UnsafeRawBufferPointer(start: bytes + start, count: offset - start), decoded)
    }

    /// Reads the `{` of an object opened inside `depth` others, within the depth limit.
    private mutating func openObject(depth: Int) throws(NotPlainMessage) {
        guard depth < maxDepth, offset < end, bytes[offset] == UInt8(ascii: "{") else { throw NotPlainMessage() }
        offset += 1
    }

    /// After an object's `{` or one of its member's values: the next key's bytes, with the `:` and
    /// whitespace after it read, or nil after reading the object's `}`. Keys must be plain ASCII
    /// without escapes, so that comparing bytes is comparing keys.
    private mutating func nextMemberKey(afterValue: Bool) throws(NotPlainMessage) -> JSONKey? {
        skipWhitespace()
        guard offset < end else { throw NotPlainMessage() }
        if bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return nil
        }
        if afterValue {
            guard bytes[offset] == UInt8(ascii: ",") else { throw NotPlainMessage() }
            offset += 1
            skipWhitespace()
        }
        guard let key = readPlainKey() else { throw NotPlainMessage() }
        return key
    }

    /// Whether `key` is `name`.
    private func matches(_ key: JSONKey, _ name: StaticString) -> Bool { name ~= key }

    /// A member the message does not define: read and checked like any value, and its key
    /// remembered, so that a duplicate is left to the general path. Keys are compared by their
    /// bytes, as the general reader compares them; they stay valid in the text while it is read.
    private mutating func skipOtherMember(_ key: JSONKey, seen: inout [JSONKey], depth: Int) throws(NotPlainMessage) {
        guard !seen.contains(where: { $0.hasSameBytes(as: key) }) else { throw NotPlainMessage() }
        seen.append(key)
        do { _ = try parseValue(depth: depth) } catch { throw NotPlainMessage() }
    }

    /// The message's `type`. The three kinds come back as string literals, with no string made:
    /// every message has a type, and comparing a few bytes costs less than making one.
    private mutating func typeValue() throws(NotPlainMessage) -> String {
        if readQuoted("request") { return "request" }
        if readQuoted("response") { return "response" }
        if readQuoted("event") { return "event" }
        return try stringValue()
    }

    /// Reads `"text"` if it is next exactly as that: its quotes, and its bytes with no escapes (a
    /// string written otherwise is simply not matched).
    private mutating func readQuoted(_ text: StaticString) -> Bool {
        let expected = text.utf8Start
        let count = text.utf8CodeUnitCount
        guard offset + count + 2 <= end, bytes[offset] == UInt8(ascii: "\""),
            bytes[offset + count + 1] == UInt8(ascii: "\"")
        else { return false }
        for index in 0..<count where bytes[offset + 1 + index] != expected[index] { return false }
        offset += count + 2
        return true
    }

    private mutating func stringValue() throws(NotPlainMessage) -> String {
        guard offset < end, bytes[offset] == UInt8(ascii: "\"") else { throw NotPlainMessage() }
        do { return try parseString() } catch { throw NotPlainMessage() }
    }

    /// A number `Int` holds exactly, as `Int(json:path:)` accepts it.
    private mutating func integerValue() throws(NotPlainMessage) -> Int {
        guard offset < end, bytes[offset] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
        else {
            throw NotPlainMessage()
        }
        if let plain = plainInteger() { return plain }
        let number: Double
        do { number = try parseNumber() } catch { throw NotPlainMessage() }
        guard number.rounded(.towardZero) == number, let value = Int(exactly: number) else { throw NotPlainMessage() }
        return value
    }

    /// A non-negative integer of 1 to 15 digits with no leading zero, followed by a delimiter, read
    /// straight into an `Int`; nil, having read nothing, for anything else (a sign, a fraction, an
    /// exponent, more digits), which the number reader decides. Every message's timestamp is one,
    /// and reading it as a `Double` first, then converting, costs more than the digits.
    private mutating func plainInteger() -> Int? {
        var index = offset
        var value = 0
        while index < end, index - offset < 15, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        let count = index - offset
        guard count > 0, !(count > 1 && bytes[offset] == UInt8(ascii: "0")), index < end else { return nil }
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\n"),
            UInt8(ascii: "\r"), UInt8(ascii: "\t"):
            offset = index
            return value
        default:
            return nil
        }
    }

    /// An object inside `depth` others, read by the general value reader.
    private mutating func objectValue(depth: Int) throws(NotPlainMessage) -> JSONValue {
        guard offset < end, bytes[offset] == UInt8(ascii: "{") else { throw NotPlainMessage() }
        do { return try parseValue(depth: depth) } catch { throw NotPlainMessage() }
    }
}
