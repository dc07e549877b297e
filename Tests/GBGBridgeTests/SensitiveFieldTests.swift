import Foundation
@_spi(BridgeGenerated) import GBGBridge
import Testing

/// `nfc.read`'s `mrz` is sensitive: the handler gets it, nothing that keeps or prints messages does.
@MainActor
@Suite struct SensitiveFieldTests {
    static let mrz = "P<GBRDOE<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<"

    @Test func theHandlerGetsTheValueAndTheHistoryAndDelegateDoNot() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host)
        var handled: String?
        host.handle(.nfcRead) { request in
            handled = request.data.mrz
            return NFCReadResult(chipRead: true, mrz: request.data.mrz)
        }
        let id = page.request("nfc.read", data: ["mrz": .string(Self.mrz), "dataGroups": ["DG1"]])
        let response = try #require(await page.response(to: id))

        #expect(handled == Self.mrz)
        // The page asked for it and gets it.
        #expect(response["payload"]?["data"]?["mrz"] == .string(Self.mrz))
        let recorded = try #require(host.receivedMessages.first { $0.correlationId == id })
        #expect(recorded.payload.data?["mrz"] == "<redacted>")
        #expect(recorded.payload.data?["dataGroups"] == ["DG1"])
        #expect(try #require(delegate.messages.first { $0.correlationId == id }).payload.data?["mrz"] == "<redacted>")
        #expect(!String(describing: host.receivedMessages).contains("P<GBR"))
    }

    /// A request nobody handles waits with its real value: the app answers it from there.
    @Test func aPendingRequestKeepsTheValue() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let id = page.request("nfc.read", data: ["mrz": .string(Self.mrz)])
        #expect(host.pendingRequests.first { $0.correlationId == id }?.payload.data?["mrz"] == .string(Self.mrz))
        #expect(host.receivedMessages.first { $0.correlationId == id }?.payload.data?["mrz"] == "<redacted>")
    }

    /// A sensitive value of the wrong type is not quoted in the answer, `lastError` or the report.
    @Test func aRejectedRequestDoesNotQuoteTheValue() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host)
        let id = page.request("nfc.read", data: ["mrz": .number(4_242_424_242)])
        let answer = try #require(page.responses(to: id).first)
        #expect(answer["payload"]?["error"]?["code"] == "INVALID_REQUEST")
        let lastError = try #require(host.lastError)
        #expect(lastError.contains("payload.data.mrz: expected a string, found <redacted>"))
        #expect(!lastError.contains("4242424242") && !(delegate.problems.first?.message.contains("4242424242") ?? true))
        #expect(answer["payload"]?["error"]?["message"]?.stringValue?.contains("4242424242") == false)
    }

    @Test func printingATypedValueLeavesTheValueOut() {
        let request = NFCReadRequest(mrz: Self.mrz, dataGroups: ["DG1"])
        #expect(String(describing: request) == #"NFCReadRequest(mrz: <redacted>, dataGroups: Optional(["DG1"]))"#)
        #expect(String(reflecting: request) == String(describing: request))
        var dumped = ""
        dump(request, to: &dumped)
        #expect(!dumped.contains("P<GBR") && dumped.contains("<redacted>"))
        #expect(!"\(NFCReadResult(chipRead: true, mrz: Self.mrz))".contains("P<GBR"))
    }
}
