import Foundation
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime
@_spi(BridgeGenerated) @testable import GBGBridge

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

    /// The history keeps the page's text, shared with the handler's message, and redacts it when
    /// read: however the recorded message is read, printed, mirrored, decoded or written, the value
    /// is not there.
    @Test func everyWayOfReadingTheHistoryLeavesTheValueOut() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        host.registerCustomCapability("nfc.read") { message, responder in
            let request = try message.payload.decodeData(as: NFCReadRequest.self)
            responder.respond(status: .success, result: NFCReadResult(chipRead: true, mrz: request.mrz))
        }
        let id = page.request("nfc.read", data: ["mrz": .string(Self.mrz), "dataGroups": ["DG1"]])
        #expect(page.responses(to: id).first?["payload"]?["data"]?["mrz"] == .string(Self.mrz))
        let recorded = try #require(host.receivedMessages.first { $0.correlationId == id })

        #expect(try recorded.payload.decodeData(as: NFCReadRequest.self).mrz == BridgeRedaction.placeholder)
        #expect(try recorded.decodeData(as: JSONValue.self)["mrz"] == "<redacted>")
        #expect(recorded.payload.lazyData.isText)
        var dumped = ""
        dump(host.receivedMessages, to: &dumped)
        var written = JSONWriter()
        recorded.encode(to: &written)
        let shown = [
            String(describing: recorded), String(reflecting: recorded), String(describing: recorded.payload),
            String(reflecting: recorded.payload), dumped, String(decoding: written.bytes, as: UTF8.self),
            String(describing: recorded.raw), String(describing: Mirror(reflecting: recorded.payload).children.map(\.value)),
        ]
        for text in shown { #expect(!text.contains("P<GBR"), "\(text)") }
        #expect(dumped.contains("<redacted>"))
        // Equal to the same message with the value redacted by hand, not to the one sent.
        var redacted = recorded
        redacted.payload.data = ["mrz": "<redacted>", "dataGroups": ["DG1"]]
        #expect(recorded == redacted && recorded.hashValue == redacted.hashValue)
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
