@_spi(BridgeGenerated) import BridgeRuntime
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// `BridgeMessage` keeps its fields in a shared box, but behaves exactly like a plain value: a copy
/// never sees another copy's changes, and equality and hashing look at the fields alone.
@Suite struct MessageValueSemanticsTests {
    private let original = BridgeMessage(
        correlationId: "web-1", type: .request, timestamp: 1_700_000_000_000,
        payload: BridgePayload(action: .nfcRead, data: ["mrz": "P<UTO"]))

    @Test func changingACopyLeavesTheOriginalAsItWas() {
        var copy = original
        copy.version = "1.9"
        copy.correlationId = "web-2"
        copy.type = .response
        copy.timestamp += 1
        copy.payload.data?["mrz"] = "P<NEW"
        copy.payload.status = .success

        #expect(original.version == BridgeProtocolVersion.current)
        #expect(original.correlationId == "web-1")
        #expect(original.type == .request)
        #expect(original.timestamp == 1_700_000_000_000)
        #expect(original.payload == BridgePayload(action: .nfcRead, data: ["mrz": "P<UTO"]))
        #expect(copy.version == "1.9" && copy.correlationId == "web-2" && copy.type == .response)
        #expect(copy.timestamp == 1_700_000_000_001 && copy.payload.data == ["mrz": "P<NEW"] && copy.payload.status == .success)
    }

    @Test func changingTheOriginalLeavesACopyAsItWas() {
        var changed = original
        let copy = changed
        changed.payload.action = .cameraDocumentCapture
        #expect(copy.payload.action == .nfcRead)
        #expect(changed.payload.action == .cameraDocumentCapture)
    }

    @Test func messagesWithEqualFieldsAreEqualAndHashAlike() {
        let rebuilt = BridgeMessage(raw: original.raw)
        #expect(rebuilt == original)
        #expect(rebuilt.hashValue == original.hashValue)
        #expect(Set([original, rebuilt, original]).count == 1)

        for change in [
            { (message: inout BridgeMessage) in message.version = "1.9" },
            { $0.correlationId = "web-2" },
            { $0.type = .event },
            { $0.timestamp = 0 },
            { $0.payload.data = nil },
        ] {
            var other = original
            change(&other)
            #expect(other != original)
        }
    }
}
