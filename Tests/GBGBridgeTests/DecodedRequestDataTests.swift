@_spi(BridgeGenerated) import BridgeRuntime
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// The host decodes a request's data once, to check it, and hands that value to the handler through
/// `payload.decodeData(as:)`; the value never outlives the data it came from.
@MainActor
@Suite struct DecodedRequestDataTests {
    /// A request the host checked, as its handler receives it.
    private func checkedRequest(_ data: JSONValue, action: String = "nfc.read") async throws -> BridgeMessage {
        let host = BridgeHost(hostVersion: "1.0.0")
        var received: BridgeMessage?
        host.registerCustomCapability(action) { message, responder in
            received = message
            responder.respond(status: .acknowledged)
        }
        let page = TestPage(host: host)
        let id = page.request(action, data: data)
        _ = await page.response(to: id)
        return try #require(received)
    }

    @Test func theHandlerGetsTheValueTheHostDecodedWhenItCheckedTheRequest() async throws {
        let message = try await checkedRequest(["mrz": "P<UTO", "dataGroups": ["DG1", "DG2"]])
        let kept = try #require(message.payload.decodedData.value(as: NFCReadRequest.self))
        #expect(kept == NFCReadRequest(mrz: "P<UTO", dataGroups: ["DG1", "DG2"]))
        #expect(try message.payload.decodeData(as: NFCReadRequest.self) == kept)
    }

    @Test func changingTheDataForgetsTheKeptValue() async throws {
        var message = try await checkedRequest(["mrz": "P<UTO"])
        message.payload.data?["mrz"] = "P<NEW"
        #expect(message.payload.decodedData.value(as: NFCReadRequest.self) == nil)
        #expect(try message.payload.decodeData(as: NFCReadRequest.self).mrz == "P<NEW")

        var replaced = try await checkedRequest(["mrz": "P<UTO"])
        replaced.payload.data = nil
        #expect(try replaced.payload.decodeData(as: NFCReadRequest.self) == NFCReadRequest())
    }

    @Test func anotherTypeIsDecodedFromTheData() async throws {
        let message = try await checkedRequest(["mrz": "P<UTO", "dataGroups": ["DG1"]])
        // Same JSON, other type: decoded afresh, not cast from the kept value.
        let other = try message.payload.decodeData(as: DocumentCaptureRequest.self)
        #expect(other == DocumentCaptureRequest())
    }

    @Test func theKeptValueIsInvisibleToEqualityAndHashing() async throws {
        let checked = try await checkedRequest(["mrz": "P<UTO"])
        let unchecked = BridgeMessage(raw: checked.raw)
        #expect(unchecked.payload.decodedData.value(as: NFCReadRequest.self) == nil)
        #expect(checked == unchecked)
        #expect(Set([checked, unchecked]).count == 1)
    }

    @Test func requestsOfActionsTheSpecDoesNotKnowKeepNothing() async throws {
        let message = try await checkedRequest(["anything": 1], action: "custom.scan")
        #expect(message.payload.decodedData == BridgeDecodedData())
        #expect(message.payload.decodedData.value(as: NFCReadRequest.self) == nil)
        #expect(message.payload.data == ["anything": 1])
    }
}
