import BridgeRuntime
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

    var testDescription: String { name }

    init(_ name: String, _ text: String, answer: String? = nil, lastError: String) {
        self.init(name, bytes: Array(text.utf8), answer: answer, lastError: lastError)
    }

    init(_ name: String, bytes: [UInt8], answer: String? = nil, lastError: String) {
        self.name = name
        self.bytes = bytes
        self.answer = answer
        self.lastError = lastError
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
        MalformedMessage("invalid UTF-8", bytes: Array("{\"correlationId\":\"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8), lastError: "Could not decode"),
        MalformedMessage("overlong UTF-8", bytes: Array("{\"a\":\"".utf8) + [0xC0, 0xAF] + Array("\"}".utf8), lastError: "Could not decode"),
        MalformedMessage("NUL byte", bytes: [0x7B, 0x00, 0x7D], lastError: "Could not decode"),
        MalformedMessage("byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), lastError: "Could not decode"),
        MalformedMessage("random bytes", bytes: (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, lastError: "Could not decode"),
        MalformedMessage("nested 100 deep", String(repeating: "[", count: 100) + String(repeating: "]", count: 100), lastError: "Could not decode"),
        MalformedMessage("nested 100,000 deep", String(repeating: "[", count: 100_000), lastError: "Could not decode"),
        MalformedMessage("over the size limit", "{\"correlationId\":\"big\",\"pad\":\"" + String(repeating: "x", count: 1 << 20) + "\"}",
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
        MalformedMessage("version not major.minor", replacing("version", with: "one"), answer: "INVALID_REQUEST", lastError: "is not \"major.minor\""),
        MalformedMessage("another major version", replacing("version", with: "2.0"), answer: "VERSION_MISMATCH", lastError: "Protocol version 2.0 is not supported"),
        MalformedMessage("major version zero", replacing("version", with: "0.9"), answer: "VERSION_MISMATCH", lastError: "Protocol version 0.9"),
        MalformedMessage("type missing", replacing("type", with: nil), answer: "INVALID_REQUEST", lastError: "type"),
        MalformedMessage("type a number", replacing("type", with: 1), answer: "INVALID_REQUEST", lastError: "type"),
        MalformedMessage("unknown type", replacing("type", with: "notify"), answer: "INVALID_REQUEST", lastError: "unknown message type \"notify\""),
        MalformedMessage("timestamp missing", replacing("timestamp", with: nil), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage("timestamp a string", replacing("timestamp", with: "now"), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage("timestamp fractional", replacing("timestamp", with: 1.5), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage("timestamp beyond Int", replacing("timestamp", with: 1e300), answer: "INVALID_REQUEST", lastError: "timestamp"),
        MalformedMessage("payload missing", replacing("payload", with: nil), answer: "INVALID_REQUEST", lastError: "payload"),
        MalformedMessage("payload an array", payload([]), answer: "INVALID_REQUEST", lastError: "payload"),
        MalformedMessage("payload null", payload(.null), answer: "INVALID_REQUEST", lastError: "payload"),
        MalformedMessage("action missing", payload(["data": [:]]), answer: "INVALID_REQUEST", lastError: "payload.action"),
        MalformedMessage("action a number", payload(["action": 3]), answer: "INVALID_REQUEST", lastError: "payload.action"),
        MalformedMessage("data an array", payload(["action": "nfc.read", "data": [1]]), answer: "INVALID_REQUEST", lastError: "payload.data"),
        MalformedMessage("data a string", payload(["action": "nfc.read", "data": "x"]), answer: "INVALID_REQUEST", lastError: "payload.data"),
        MalformedMessage("status a number", payload(["action": "nfc.read", "status": 1]), answer: "INVALID_REQUEST", lastError: "payload.status"),
        MalformedMessage("error not an object", payload(["action": "nfc.read", "error": "bad"]), answer: "INVALID_REQUEST", lastError: "payload.error"),
        MalformedMessage("error without code", payload(["action": "nfc.read", "error": ["message": "m", "recoverable": true]]),
                         answer: "INVALID_REQUEST", lastError: "payload.error.code"),
        MalformedMessage("request data of the wrong type", payload(["action": "camera.document.capture", "data": ["side": 5]]),
                         answer: "INVALID_REQUEST", lastError: "payload.data.side"),
        MalformedMessage("request array of the wrong type", payload(["action": "nfc.read", "data": ["dataGroups": "DG1"]]),
                         answer: "INVALID_REQUEST", lastError: "payload.data.dataGroups"),
        MalformedMessage("request array element of the wrong type", payload(["action": "nfc.read", "data": ["dataGroups": ["DG1", 2]]]),
                         answer: "INVALID_REQUEST", lastError: "payload.data.dataGroups[1]"),
        MalformedMessage("request boolean of the wrong type", payload(["action": "camera.selfie.capture", "data": ["liveness": "yes"]]),
                         answer: "INVALID_REQUEST", lastError: "payload.data.liveness"),
        MalformedMessage("deep data within the limit of the reader but wrong", payload(["action": "nfc.read", "data": ["mrz": [["a": 1]]]]),
                         answer: "INVALID_REQUEST", lastError: "payload.data.mrz"),
    ]

    static let all = notJSON + notAnEnvelope + answerable
}
