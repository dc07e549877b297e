@_spi(BridgeGenerated) import BridgeRuntime
import Testing

/// One hostile or broken message from a page, and what the host must do with it.
struct MalformedMessage: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    /// The error code of the response the page must get; nil when no correlation ID can be read, so no
    /// response can be addressed.
    var answer: String?
    /// What `lastError` must contain.
    var lastError: String
    /// The host's `maxIncomingNestingDepth`, when the message is sent to a host that raised it.
    var nestingLimit: Int?

    var testDescription: String { name }

    init(_ name: String, _ text: String, answer: String? = nil, lastError: String, nestingLimit: Int? = nil) {
        self.init(name, bytes: Array(text.utf8), answer: answer, lastError: lastError, nestingLimit: nestingLimit)
    }

    init(_ name: String, bytes: [UInt8], answer: String? = nil, lastError: String, nestingLimit: Int? = nil) {
        self.name = name
        self.bytes = bytes
        self.answer = answer
        self.lastError = lastError
        self.nestingLimit = nestingLimit
    }
}

/// At least fifty ways a page can send something the host must refuse without crashing, without
/// calling a handler, and without losing its state.
enum MalformedMessageCorpus {
    /// A valid request envelope as a JSON object, to break one part at a time.
    static let valid: [String: JSONValue] = [
        "version": "1.0", "correlationId": "bad-1", "type": "request", "timestamp": 1_700_000_000_000,
        "payload": ["action": "nfc.read", "data": [:]],
    ]

    static func text(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.value(value)
        return writer.string
    }

    static func replacing(_ key: String, with value: JSONValue?) -> String {
        var object = valid
        object[key] = value
        return text(.object(object))
    }

    static func payload(_ payload: JSONValue) -> String { replacing("payload", with: payload) }

    /// The valid request with `data` as the text of its data: for keys a `JSONValue` cannot hold
    /// side by side, such as two spellings of one canonically equivalent key.
    static func request(_ action: String, dataText data: String) -> String {
        #"{"version":"1.0","correlationId":"bad-1","type":"request","timestamp":1700000000000,"payload":{"action":""#
            + action + #"","data":"# + data + "}}"
    }

    /// An array `depth` deep, its innermost element 1: `[[[1]]]`.
    static func deepArray(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    /// "é" as U+00E9 (NFC) and as e + U+0301 (NFD): one String to Swift, two keys to the page.
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    static let notJSON: [MalformedMessage] = [
        MalformedMessage("empty", "", lastError: "Could not decode"),
        MalformedMessage("whitespace", "   \n", lastError: "Could not decode"),
        MalformedMessage("unclosed object", "{\"correlationId\":\"x\"", lastError: "Could not decode"),
        MalformedMessage("unclosed string", "{\"correlationId\":\"x", lastError: "Could not decode"),
        MalformedMessage("single quotes", "{'correlationId':'x'}", lastError: "Could not decode"),
        MalformedMessage("trailing comma", "{\"a\":1,}", lastError: "Could not decode"),
        MalformedMessage("trailing garbage", "{} {}", lastError: "Could not decode"),
        MalformedMessage("bare word", "request", lastError: "Could not decode"),
        MalformedMessage("NaN", "{\"timestamp\":NaN}", lastError: "Could not decode"),
        MalformedMessage("leading zero", "{\"timestamp\":0123}", lastError: "Could not decode"),
        MalformedMessage("number overflow", "{\"timestamp\":1e400}", lastError: "Could not decode"),
        MalformedMessage("duplicate key", "{\"correlationId\":\"a\",\"correlationId\":\"b\"}", lastError: "duplicate key"),
        MalformedMessage("control character in string", "{\"correlationId\":\"a\u{1}b\"}", lastError: "Could not decode"),
        MalformedMessage("bad escape", "{\"correlationId\":\"\\q\"}", lastError: "Could not decode"),
        MalformedMessage("lone high surrogate", "{\"correlationId\":\"\\ud800\"}", lastError: "Could not decode"),
        MalformedMessage("lone low surrogate", "{\"correlationId\":\"\\udc00x\"}", lastError: "Could not decode"),
        MalformedMessage(
            "invalid UTF-8", bytes: Array("{\"correlationId\":\"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8),
            lastError: "Could not decode"),
        MalformedMessage(
            "overlong UTF-8", bytes: Array("{\"a\":\"".utf8) + [0xC0, 0xAF] + Array("\"}".utf8), lastError: "Could not decode"),
        MalformedMessage("NUL byte", bytes: [0x7B, 0x00, 0x7D], lastError: "Could not decode"),
        MalformedMessage("byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), lastError: "Could not decode"),
        MalformedMessage(
            "random bytes", bytes: (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, lastError: "Could not decode"),
        MalformedMessage(
            "nested 100 deep", String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
            lastError: "Could not decode"),
        MalformedMessage("nested 100,000 deep", String(repeating: "[", count: 100_000), lastError: "Could not decode"),
        // A host that raised its limit far beyond the reader's ceiling: the value read had been
        // too deep to destroy, and the host crashed (issue 17).
        MalformedMessage(
            "nested 100,000 deep, closed, limit raised to 100,000",
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            lastError: "nested more than", nestingLimit: 100_000),
        // Too deep, but its correlation ID can be read (without building anything that deep): the
        // page is told.
        MalformedMessage(
            "data nested 100,000 deep, limit raised to 100,000",
            request(
                "nfc.read", dataText: String(repeating: #"{"k":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)),
            answer: "INVALID_REQUEST", lastError: "nested more than", nestingLimit: 100_000),
        MalformedMessage(
            "data nested past the default limit", request("nfc.read", dataText: deepArray(33)),
            answer: "INVALID_REQUEST", lastError: "nested more than 32 deep"),
        MalformedMessage(
            "nested past the limit before its correlation ID",
            #"{"payload":{"action":"nfc.read","data":{"a":"# + deepArray(40)
                + #"}},"version":"1.0","correlationId":"bad-1","type":"request","timestamp":1}"#,
            answer: "INVALID_REQUEST", lastError: "nested more than"),
        // Too deep and broken, or naming its correlation ID twice: nothing to answer.
        MalformedMessage(
            "nested past the limit and cut short", String(request("nfc.read", dataText: deepArray(40)).dropLast()),
            lastError: "nested more than"),
        MalformedMessage(
            "nested past the limit, its correlation ID twice",
            #"{"correlationId":"bad-1","payload":{"action":"nfc.read","data":{"a":"# + deepArray(40)
                + #"}},"correlationId":"bad-2"}"#,
            lastError: "nested more than"),
        // The same bytes twice are a duplicate, whatever they spell.
        MalformedMessage(
            "duplicate non-ASCII key", request("nfc.read", dataText: "{\"\(decomposed)\":1,\"\(decomposed)\":2}"),
            lastError: "duplicate key"),
        MalformedMessage(
            "over the size limit", "{\"correlationId\":\"big\",\"pad\":\"" + String(repeating: "x", count: 1 << 20) + "\"}",
            lastError: "Rejected an incoming message of"),
    ]

    static let notAnEnvelope: [MalformedMessage] = [
        MalformedMessage("array", "[]", lastError: "Invalid message"),
        MalformedMessage("number", "42", lastError: "Invalid message"),
        MalformedMessage("string", "\"request\"", lastError: "Invalid message"),
        MalformedMessage("null", "null", lastError: "Invalid message"),
        MalformedMessage("empty object", "{}", lastError: "Invalid message"),
        MalformedMessage("correlation ID missing", replacing("correlationId", with: nil), lastError: "correlationId"),
        MalformedMessage("correlation ID a number", replacing("correlationId", with: 7), lastError: "correlationId"),
        MalformedMessage("correlation ID null", replacing("correlationId", with: .null), lastError: "correlationId"),
    ]

    /// The correlation ID can be read, so the page is told what was wrong.
    static let answerable: [MalformedMessage] = [
        MalformedMessage("version missing", replacing("version", with: nil), answer: "INVALID_REQUEST", lastError: "version"),
        MalformedMessage("version a number", replacing("version", with: 1.0), answer: "INVALID_REQUEST", lastError: "version"),
        MalformedMessage(
            "version not major.minor", replacing("version", with: "one"), answer: "INVALID_REQUEST",
            lastError: "is not \"major.minor\""),
        MalformedMessage(
            "another major version", replacing("version", with: "2.0"), answer: "VERSION_MISMATCH",
            lastError: "Protocol version 2.0 is not supported"),
        MalformedMessage(
            "major version zero", replacing("version", with: "0.9"), answer: "VERSION_MISMATCH", lastError: "Protocol version 0.9"
        ),
        MalformedMessage("type missing", replacing("type", with: nil), answer: "INVALID_REQUEST", lastError: "type"),
        MalformedMessage("type a number", replacing("type", with: 1), answer: "INVALID_REQUEST", lastError: "type"),
        MalformedMessage(
            "unknown type", replacing("type", with: "notify"), answer: "INVALID_REQUEST",
            lastError: "unknown message type \"notify\""),
        MalformedMessage(
            "timestamp missing", replacing("timestamp", with: nil), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage(
            "timestamp a string", replacing("timestamp", with: "now"), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage(
            "timestamp fractional", replacing("timestamp", with: 1.5), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage(
            "timestamp beyond Int", replacing("timestamp", with: 1e300), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage("payload missing", replacing("payload", with: nil), answer: "INVALID_REQUEST", lastError: "payload"),
        MalformedMessage("payload an array", payload([]), answer: "INVALID_REQUEST", lastError: "payload"),
        MalformedMessage("payload null", payload(.null), answer: "INVALID_REQUEST", lastError: "payload"),
        MalformedMessage("action missing", payload(["data": [:]]), answer: "INVALID_REQUEST", lastError: "payload.action"),
        MalformedMessage("action a number", payload(["action": 3]), answer: "INVALID_REQUEST", lastError: "payload.action"),
        MalformedMessage(
            "data an array", payload(["action": "nfc.read", "data": [1]]), answer: "INVALID_REQUEST", lastError: "payload.data"),
        MalformedMessage(
            "data a string", payload(["action": "nfc.read", "data": "x"]), answer: "INVALID_REQUEST", lastError: "payload.data"),
        MalformedMessage(
            "status a number", payload(["action": "nfc.read", "status": 1]), answer: "INVALID_REQUEST",
            lastError: "payload.status"),
        MalformedMessage(
            "error not an object", payload(["action": "nfc.read", "error": "bad"]), answer: "INVALID_REQUEST",
            lastError: "payload.error"),
        MalformedMessage(
            "error without code", payload(["action": "nfc.read", "error": ["message": "m", "recoverable": true]]),
            answer: "INVALID_REQUEST", lastError: "payload.error.code"),
        MalformedMessage(
            "request data of the wrong type", payload(["action": "camera.document.capture", "data": ["side": 5]]),
            answer: "INVALID_REQUEST", lastError: "payload.data.side"),
        MalformedMessage(
            "request array of the wrong type", payload(["action": "nfc.read", "data": ["dataGroups": "DG1"]]),
            answer: "INVALID_REQUEST", lastError: "payload.data.dataGroups"),
        MalformedMessage(
            "request array element of the wrong type", payload(["action": "nfc.read", "data": ["dataGroups": ["DG1", 2]]]),
            answer: "INVALID_REQUEST", lastError: "payload.data.dataGroups[1]"),
        MalformedMessage(
            "request boolean of the wrong type", payload(["action": "camera.selfie.capture", "data": ["liveness": "yes"]]),
            answer: "INVALID_REQUEST", lastError: "payload.data.liveness"),
        MalformedMessage(
            "deep data within the limit of the reader but wrong", payload(["action": "nfc.read", "data": ["mrz": [["a": 1]]]]),
            answer: "INVALID_REQUEST", lastError: "payload.data.mrz"),
        // Keys that differ only in normalization are different keys, not duplicates: the message is
        // valid JSON and is refused for what is really wrong with it, with an answer.
        MalformedMessage(
            "NFC and NFD keys beside wrong data",
            request("nfc.read", dataText: "{\"\(composed)\":1,\"\(decomposed)\":2,\"mrz\":5}"),
            answer: "INVALID_REQUEST", lastError: "payload.data.mrz"),
        MalformedMessage(
            "NFD and NFC envelope keys beside a wrong type",
            "{\"\(decomposed)\":1,\"\(composed)\":2," + String(replacing("type", with: "notify").dropFirst()),
            answer: "INVALID_REQUEST", lastError: "unknown message type \"notify\""),
        // KELVIN SIGN is canonically equivalent to K, and still another key.
        MalformedMessage(
            "KELVIN SIGN and K keys beside wrong data", request("nfc.read", dataText: "{\"\\u212A\":1,\"K\":2,\"dataGroups\":5}"),
            answer: "INVALID_REQUEST", lastError: "payload.data.dataGroups"),
    ]

    static let all = notJSON + notAnEnvelope + answerable
}
