import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// `BridgeRawMessage.write` puts its keys and punctuation out as whole pieces of text; what it
/// writes must read back as the same envelope, and sit in a container like any other value.
@Suite struct MessageWritingTests {
    static let envelopes: [BridgeRawMessage] = [
        BridgeRawMessage(
            version: "1.0", correlationId: "web-1", type: "response", timestamp: 1_700_000_000_000,
            action: "nfc.read", status: "success"),
        BridgeRawMessage(
            version: "1.0", correlationId: "c\"</é", type: "response", timestamp: -5, action: "a\u{2028}",
            status: "error", error: BridgeRawError(code: "BUSY", message: "in \"progress\"", recoverable: true)),
        BridgeRawMessage(
            version: "2.1", correlationId: "e", type: "event", timestamp: 0, action: "host.ready",
            data: ["n": 1, "s": "x"]),
        // Longer than the pieces the writer gathers on the stack: written piece by piece.
        BridgeRawMessage(
            version: "1.0", correlationId: String(repeating: "x", count: 300), type: "response",
            timestamp: -9_007_199_254_740_991,
            action: "nfc.read", status: String(repeating: "s", count: 120)),
    ]

    @Test(arguments: envelopes)
    func whatIsWrittenReadsBackTheSame(_ envelope: BridgeRawMessage) throws {
        var writer = JSONWriter()
        envelope.encode(to: &writer)
        let text = writer.string
        #expect(try BridgeRawMessage(reading: writer.bytes, limits: JSONReader.Limits()) == envelope, "\(text)")
        #expect(!text.contains("</") && !text.contains("\u{2028}"))
    }

    /// Every mix of data, status and error: the pieces that close the strings before them differ
    /// with what came before.
    @Test(arguments: [false, true], [false, true])
    func everyMixOfOptionalPartsReadsBack(hasData: Bool, hasError: Bool) throws {
        for status: String? in [nil, "error", "a\u{2028}/</"] {
            let envelope = BridgeRawMessage(
                version: "1.1", correlationId: "id-\(hasData)", type: "response", timestamp: 7, action: "x.y",
                data: hasData ? ["k": "v"] : nil, status: status,
                error: hasError ? BridgeRawError(code: "C", message: "m", recoverable: false) : nil)
            var writer = JSONWriter()
            writer.array { writer in
                envelope.encode(to: &writer)
                envelope.encode(to: &writer)
            }
            let read = try JSONReader().read(writer.bytes)
            guard case .array(let elements) = read, elements.count == 2 else {
                Issue.record("not two envelopes: \(writer.string)")
                continue
            }
            #expect(try BridgeRawMessage(json: elements[1], path: JSONPath()) == envelope, "\(writer.string)")
        }
    }

    @Test func envelopesAreSeparatedInAnArray() throws {
        var writer = JSONWriter()
        writer.array { writer in
            for envelope in Self.envelopes { envelope.encode(to: &writer) }
            writer.null()
        }
        let read = try JSONReader().read(writer.bytes)
        guard case .array(let elements) = read else { Issue.record("not an array: \(writer.string)"); return }
        #expect(elements.count == Self.envelopes.count + 1)
        #expect(try elements.dropLast().map { try BridgeRawMessage(json: $0, path: JSONPath()) } == Self.envelopes)
        #expect(elements.last == .null)
    }

    @Test func aResponseIsWrittenInTheDocumentedOrder() {
        var writer = JSONWriter()
        Self.envelopes[0].write(to: &writer) { writer in writer.value(["chipRead": true]) }
        #expect(
            writer.string
                == #"{"version":"1.0","correlationId":"web-1","type":"response","timestamp":1700000000000,"payload":{"action":"nfc.read","data":{"chipRead":true},"status":"success"}}"#
        )
    }
}
