import Foundation
@_spi(BridgeGenerated) import GBGBridge
import Testing

@testable import BridgeRuntime

/// `host.handle(.action) { request in … }`: typed requests, typed results, failures that are
/// answers, the capability it declares, and its place among the other ways to handle a request.
@MainActor
@Suite struct TypedActionTests {
    @Test func aSynchronousHandlerAnswersWithinReceive() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.handle(.nfcRead) { request in NFCReadResult(mrz: request.data.mrz) }
        let page = TestPage(host: host)
        let id = page.request("nfc.read", data: ["mrz": "P<UTO"])
        // No task: the answer is out before `receive` returns.
        let response = try #require(page.responses(to: id).first)
        #expect(response["payload"]?["status"] == "success")
        #expect(response["payload"]?["data"] == ["mrz": "P<UTO"])
    }

    @Test func anAsynchronousHandlerAnswersWithItsResult() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.handle(.nfcRead) { request in
            await Task.yield()
            return NFCReadResult(chipRead: true, dataGroups: request.data.dataGroups)
        }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("nfc.read", data: ["dataGroups": ["DG2"]])))
        #expect(response["payload"]?["data"] == ["chipRead": true, "dataGroups": ["DG2"]])
    }

    @Test func aThrownFailureIsTheAnswer() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)

        host.handle(.nfcRead) { _ in throw BridgeFailure(.nfcError, "The chip did not answer") }
        let error = try #require(await page.response(to: page.request("nfc.read")))
        #expect(error["payload"]?["status"] == "error")
        // `recoverable` defaults to what the spec declares for the code.
        #expect(
            error["payload"]?["error"] == [
                "code": "NFC_ERROR", "message": "The chip did not answer",
                "recoverable": .bool(BridgeErrorCode.nfcError.defaultRecoverable),
            ])

        host.handle(.nfcRead) { _ in throw BridgeFailure.cancelled("User closed the sheet") }
        let cancelled = try #require(await page.response(to: page.request("nfc.read")))
        #expect(cancelled["payload"]?["status"] == "cancelled")
        #expect(cancelled["payload"]?["error"]?["code"] == "CANCELLED")

        host.handle(.nfcRead) { _ in throw BridgeFailure.unsupported(.capabilityUnavailable, "No NFC antenna") }
        let unsupported = try #require(await page.response(to: page.request("nfc.read")))
        #expect(unsupported["payload"]?["status"] == "unsupported")
        #expect(unsupported["payload"]?["error"]?["code"] == "CAPABILITY_UNAVAILABLE")
        #expect(host.lastError == nil)
    }

    @Test func aCodeTheActionDoesNotListIsSentAndReported() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let undeclared = try #require(
            BridgeErrorCode.allKnown.first { code in
                BridgeStandardError(rawValue: code.rawValue) == nil
                    && !GBGBridgeProtocol.isDeclared(errorCode: code.rawValue, forAction: "nfc.read")
            }, "the spec has a code nfc.read does not list")
        host.handle(.nfcRead) { _ in throw BridgeFailure(undeclared, "Wrong code") }
        let page = TestPage(host: host)
        let id = page.request("nfc.read")
        let response = try #require(await page.response(to: id))
        #expect(response["payload"]?["error"]?["code"] == .string(undeclared.rawValue))
        #expect(delegate.problems.map(\.kind) == [.undeclaredErrorCode])
        #expect(
            host.lastError
                == "The nfc.read answer to \(id) carries error code \(undeclared.rawValue), which the spec does not list for nfc.read"
        )
    }

    @Test func anyOtherErrorIsAnInternalError() async throws {
        struct ReaderBroke: Error {}
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        host.handle(.nfcRead) { _ in throw ReaderBroke() }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("nfc.read")))
        #expect(response["payload"]?["error"]?["code"] == "INTERNAL_ERROR")
        #expect(delegate.problems.map(\.kind) == [.handlerFailed])
    }

    @Test func invalidDataNeverReachesTheHandler() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        var calls = 0
        host.handle(.nfcRead) { _ in
            calls += 1
            return NFCReadResult()
        }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("nfc.read", data: ["mrz": 7])))
        #expect(response["payload"]?["error"]?["code"] == "INVALID_REQUEST")
        #expect(calls == 0)
    }

    @Test func aHandlerDeclaresItsCapabilityUntilItIsRemoved() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        #expect(host.capabilityDeclarations()["nfc.read"] == nil)

        host.handle(.nfcRead) { _ in NFCReadResult() }
        #expect(host.isHandling(.nfcRead))
        #expect(host.capabilityDeclarations()["nfc.read"] == BridgeCapabilityInfo(supported: true, version: "1.0"))

        host.removeHandler(for: .nfcRead)
        #expect(!host.isHandling(.nfcRead))
        #expect(host.capabilityDeclarations()["nfc.read"] == nil)
        // With no handler the request waits for the app, as an unknown action does.
        let id = page.request("nfc.read")
        await page.settle()
        #expect(host.pendingRequests.map(\.id) == [id])
    }

    @Test func typedHandlersTakePrecedenceOverCustomCapabilitiesAndConfiguration() async throws {
        let configuration = BridgeConfiguration(
            hostVersion: "1.0.0",
            capabilities: ["nfc.read": BridgeCapabilityInfo(supported: false, version: "0.9")])
        let host = BridgeHost(configuration: configuration)
        host.registerCustomCapability("nfc.read", version: "0.1") { _, responder in
            responder.respond(status: .success, data: ["mrz": "custom"])
        }
        host.register(handler: NFCReadHandler())
        host.handle(.nfcRead) { _ in NFCReadResult(mrz: "typed") }
        let page = TestPage(host: host)

        let response = try #require(await page.response(to: page.request("nfc.read")))
        #expect(response["payload"]?["data"] == ["mrz": "typed"])
        #expect(host.capabilityDeclarations()["nfc.read"] == BridgeCapabilityInfo(supported: true, version: "1.0"))

        host.removeHandler(for: .nfcRead)
        #expect(host.capabilityDeclarations()["nfc.read"] == BridgeCapabilityInfo(supported: false, version: "0.9"))
    }

    @Test func theRequestCarriesItsMessage() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        var seen: [String] = []
        host.handle(.nfcRead) { request in
            seen.append(request.correlationId)
            #expect(request.message.payload.action == .nfcRead)
            return NFCReadResult()
        }
        let page = TestPage(host: host)
        let id = page.request("nfc.read")
        _ = await page.response(to: id)
        #expect(seen == [id])
    }
}
