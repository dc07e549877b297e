import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// `BridgeRawMessage(reading:)` reads plain envelopes on a fast path of its own; it must agree with
/// the general path (JSONReader, then `init(json:path:)`) on every input: the same envelope, or an
/// error from both. "The same" is byte for byte: `==` on strings would take canonically equivalent
/// text ("é" as U+00E9 and as e + U+0301) for the same, which the page does not.
@Suite struct MessageReadingTests {
    static let request =
        #"{"version":"1.0","correlationId":"web-1","type":"request","timestamp":1700000000000,"payload":{"action":"nfc.read","data":{"mrz":"P<UTO","dataGroups":["DG1","DG2"]}}}"#

    /// Inputs the fast path reads itself.
    static let plain: [String] = [
        request,
        #"{"version":"1.0","correlationId":"c","type":"event","timestamp":0,"payload":{"action":"host.ready"}}"#,
        #" { "payload" : { "data" : null , "action" : "a" } , "timestamp" : -5 , "type" : "response" , "correlationId" : "c" , "version" : "1.2" } "#,
        #"{"version":"1.0","correlationId":"c","type":"response","timestamp":1,"payload":{"action":"a","status":"error","error":{"code":"BUSY","message":"m","recoverable":true}}}"#,
        #"{"version":"1.0","correlationId":"c","type":"response","timestamp":1,"payload":{"action":"a","status":null,"error":null,"data":{}}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1.0e3,"payload":{"action":"a","data":{"nested":{"deep":[1,{"x":null}]}}}}"#,
        // Timestamps around the plain integer's edges: 15 digits and one more, whitespace after,
        // a sign, an exponent; each read as the number reader reads it.
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":999999999999999,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":9007199254740993,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":170 ,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":-0,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":17E2,"payload":{"action":"a"}}"#,
        #"{"payload":{"action":"a"},"version":"1.0","correlationId":"c","type":"request","timestamp":0}"#,
        // Members a newer peer may add are read and ignored.
        #"{"version":"1.1","correlationId":"c","type":"request","timestamp":1,"extra":[1,2],"payload":{"action":"a","hint":{"x":1}}}"#,
        // A type with an escape is the same type; one that only starts like a kind is not one.
        #"{"version":"1.0","correlationId":"c","type":"re\u0071uest","timestamp":1,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"requests","timestamp":1,"payload":{"action":"a"}}"#,
        // Escapes and non-ASCII in values.
        #"{"version":"1.0","correlationId":"c\"\u00e9","type":"request","timestamp":1,"payload":{"action":"é","data":{"k\n":"\ud83d\ude00"}}}"#,
        // Keys and values that differ from others only in normalization: "é" as U+00E9 and as
        // e + U+0301, KELVIN SIGN beside K. Different keys, so valid; the data keeps the later.
        "{\"version\":\"1.0\",\"correlationId\":\"e\u{301}\",\"type\":\"request\",\"timestamp\":1,\"payload\":{\"action\":\"caf\u{E9}\",\"data\":{\"\u{E9}\":1,\"e\u{301}\":2}}}",
        "{\"version\":\"1.0\",\"correlationId\":\"c\",\"type\":\"event\",\"timestamp\":1,\"payload\":{\"action\":\"a\",\"data\":{\"\u{212A}\":{\"e\u{301}\":[],\"\u{E9}\":{}},\"K\":true}}}",
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","data":{"\u00e9":1,"e\u0301":2}}}"#,
    ]

    /// Inputs the fast path leaves to the general path, which accepts some and rejects the rest.
    static let unusual: [String] = [
        #"{"version":"1.0","version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","action":"b"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"x":1,"x":2,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","data":{"k":1,"k":2}}}"#,
        #"{"vers\u0069on":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1.5,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1e300,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":"1","payload":{"action":"a"}}"#,
        #"{"version":1,"correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","data":[1]}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","status":1}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","error":{"code":"X"}}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"data":{}}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":null}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a"}} x"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a"},}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a",}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a""#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","data":{"k":tru}}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":01,"payload":{"action":"a"}}"#,
        "{\"version\":\"1.0\",\"correlationId\":\"c\u{01}\",\"type\":\"request\",\"timestamp\":1,\"payload\":{\"action\":\"a\"}}",
        // Envelope members whose keys are not plain ASCII, equivalent to each other or not.
        "{\"version\":\"1.0\",\"correlationId\":\"c\",\"type\":\"request\",\"timestamp\":1,\"\u{E9}\":1,\"e\u{301}\":2,\"payload\":{\"action\":\"a\"}}",
        "{\"version\":\"1.0\",\"correlationId\":\"c\",\"type\":\"request\",\"timestamp\":1,\"payload\":{\"action\":\"a\",\"\u{E9}\":1,\"\u{E9}\":2}}",
        "{\"version\":\"1.0\",\"correlationId\":\"c\",\"type\":\"request\",\"timestamp\":1,\"payload\":{\"action\":\"a\",\"data\":{\"\u{E9}\":1,\"e\u{301}\":2,\"\u{E9}\":3}}}",
        "\u{FEFF}" + request,
        "[" + request + "]",
        "",
        // Timestamps the plain integer leaves to the number reader: a leading zero, a bad
        // character after the digits, the end of the text.
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":01,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1x,"payload":{"action":"a"}}"#,
        #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1"#,
    ]

    private static func general(_ bytes: [UInt8], _ limits: JSONReader.Limits) -> BridgeRawMessage? {
        try? BridgeRawMessage(json: try JSONReader(limits: limits).read(bytes), path: JSONPath())
    }

    private static func reading(_ bytes: [UInt8], _ limits: JSONReader.Limits) -> BridgeRawMessage? {
        try? BridgeRawMessage(reading: bytes, limits: limits)
    }

    /// The envelope as the writer writes it: every string's own bytes, so comparing two of these
    /// compares code units, not canonical equivalence.
    static func exactly(_ envelope: BridgeRawMessage?) -> [UInt8]? {
        guard let envelope else { return nil }
        var writer = JSONWriter()
        envelope.encode(to: &writer)
        return writer.bytes
    }

    @Test(arguments: plain)
    func plainEnvelopesTakeTheFastPathAndAgree(_ text: String) throws {
        let bytes = Array(text.utf8)
        let fast = bytes.withUnsafeBytes { BridgeRawMessage.readPlain($0, limits: JSONReader.Limits())?.message }
        #expect(fast != nil)
        #expect(Self.exactly(fast) == Self.exactly(Self.general(bytes, JSONReader.Limits())))
    }

    @Test(arguments: unusual)
    func unusualInputsAreLeftToTheGeneralPath(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { BridgeRawMessage.readPlain($0, limits: JSONReader.Limits()) } == nil)
        #expect(Self.exactly(Self.reading(bytes, JSONReader.Limits())) == Self.exactly(Self.general(bytes, JSONReader.Limits())))
    }

    /// The plain inputs, changed at random a few bytes at a time (bytes that matter to JSON, and
    /// the pieces of text that differ only in normalization): whenever the fast path reads a
    /// result, the general path reads the same bytes.
    @Test func mutatedEnvelopesReadTheSameOnBothPaths() {
        let pieces: [[UInt8]] = [
            "\"", "\\", ",", ":", "{", "}", "[", "]", " ", "1", "null", "\u{E9}", "e\u{301}", "\u{212A}", "K",
            "\\u00e9", "\"version\"", "\"payload\"", "\"data\"", "\"action\"",
        ].map { Array($0.utf8) }
        var random = SeededGenerator(seed: 17)
        var fastCount = 0
        for _ in 0..<4_000 {
            var bytes = Array(Self.plain[random.next(below: Self.plain.count)].utf8)
            for _ in 0...random.next(below: 3) {
                let at = random.next(below: bytes.count)
                let length = min(random.next(below: 4), bytes.count - at)
                bytes.replaceSubrange(
                    at..<at + length, with: random.next(below: 3) == 0 ? [] : pieces[random.next(below: pieces.count)])
            }
            let fast = bytes.withUnsafeBytes { BridgeRawMessage.readPlain($0, limits: JSONReader.Limits())?.message }
            let general = Self.general(bytes, JSONReader.Limits())
            if let fast {
                fastCount += 1
                #expect(Self.exactly(fast) == Self.exactly(general), "\(String(decoding: bytes, as: UTF8.self))")
            }
            #expect(Self.exactly(Self.reading(bytes, JSONReader.Limits())) == Self.exactly(general))
        }
        #expect(fastCount > 200)  // the mutations leave the fast path plenty to read
    }

    @Test func invalidUTF8InAStringIsRejected() {
        var bytes = Array(Self.request.utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "P"))!] = 0xC0
        #expect(Self.reading(bytes, JSONReader.Limits()) == nil)
        #expect(Self.general(bytes, JSONReader.Limits()) == nil)
    }

    @Test func limitsApplyAsInTheGeneralPath() {
        let bytes = Array(Self.request.utf8)
        // The request nests three deep: envelope, payload, data (and data's array, four).
        for depth in 0...5 {
            let limits = JSONReader.Limits(maxDepth: depth)
            #expect(Self.reading(bytes, limits) == Self.general(bytes, limits), "maxDepth \(depth)")
        }
        #expect(Self.reading(bytes, JSONReader.Limits(maxDepth: 3)) == nil)
        #expect(Self.reading(bytes, JSONReader.Limits(maxDepth: 4)) != nil)
        #expect(Self.reading(bytes, JSONReader.Limits(maxBytes: bytes.count - 1)) == nil)
        #expect(Self.reading(bytes, JSONReader.Limits(maxBytes: bytes.count)) != nil)
    }

    @Test func errorsAreTheGeneralPathsErrors() {
        let duplicate = Array(Self.unusual[0].utf8)
        #expect(throws: JSONReadError.self) { try BridgeRawMessage(reading: duplicate) }
        let mistyped = Array(Self.unusual[7].utf8)
        #expect(throws: BridgeDecodingError.self) { try BridgeRawMessage(reading: mistyped) }
    }

    @Test func theKindIsTheTypeItNames() {
        func kind(of type: String) -> BridgeMessageKind? {
            BridgeRawMessage(version: "1.0", correlationId: "c", type: type, timestamp: 0, action: "a").kind
        }
        for known in BridgeMessageKind.allCases { #expect(kind(of: known.rawValue) == known) }
        for unknown in ["", "Request", "requests", "notification", "event "] { #expect(kind(of: unknown) == nil) }
    }
}
