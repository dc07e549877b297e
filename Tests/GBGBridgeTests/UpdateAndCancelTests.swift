@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// Progress of an open request (`update`) and the page ending one (`cancel`): both only after the
/// negotiation, the handler's task cancelled, the request answered exactly once.
@MainActor
@Suite struct UpdateAndCancelTests {
    /// What a handler saw, set on the main actor.
    @MainActor
    final class Seen {
        var cancelled = false
        var ended = false
    }

    /// Sends the negotiation, offering `messageTypes` when given, and returns the result's data.
    private func negotiate(_ page: TestPage, offering messageTypes: JSONValue?) async -> JSONValue? {
        let id = page.request("capability.query", data: messageTypes.map { ["messageTypes": $0] } ?? [:])
        return await page.response(to: id)?["payload"]?["data"]
    }

    private func cancel(_ page: TestPage, _ correlationId: String, action: String) {
        page.send([
            "version": "1.2", "correlationId": .string(correlationId), "type": "cancel", "timestamp": 1_700_000_000_000,
            "payload": ["action": .string(action)],
        ])
    }

    private func messages(_ page: TestPage, of correlationId: String) -> [JSONValue] {
        page.delivered.filter { $0["correlationId"]?.stringValue == correlationId }
    }

    @Test func progressGoesOnlyToAPageThatAgreed() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.handle(.nfcRead) { request in
            request.progress(NFCReadProgress(step: .reading, fraction: 0.5))
            return NFCReadResult(chipRead: true)
        }
        let page = TestPage(host: host)
        let before = page.request("nfc.read")
        _ = await page.response(to: before)
        #expect(messages(page, of: before).map { $0["type"] } == ["response"])
        #expect(await negotiate(page, offering: nil)?["messageTypes"] == nil)

        let agreed = await negotiate(page, offering: ["update", "cancel", "telepathy"])
        #expect(agreed?["messageTypes"] == ["update", "cancel"])
        let id = page.request("nfc.read")
        _ = await page.response(to: id)
        let sent = messages(page, of: id)
        #expect(sent.map { $0["type"] } == ["update", "response"])
        #expect(sent.first?["payload"] == ["action": "nfc.read", "data": ["step": "reading", "fraction": 0.5]])

        // A new document starts without the agreement.
        page.transport.navigate()
        let after = page.request("nfc.read")
        _ = await page.response(to: after)
        #expect(messages(page, of: after).map { $0["type"] } == ["response"])
    }

    @Test func aCancelAnswersAtOnceCancelsTheHandlerAndDropsItsAnswerSilently() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let seen = Seen()
        host.handle(.nfcRead) { _ in
            try? await Task.sleep(nanoseconds: 20_000_000_000)
            seen.cancelled = Task.isCancelled
            seen.ended = true
            return NFCReadResult(chipRead: true)  // too late: the page cancelled
        }
        let page = TestPage(host: host)
        _ = await negotiate(page, offering: ["update", "cancel"])
        let id = page.request("nfc.read")
        await page.settle()
        cancel(page, id, action: "nfc.read")
        let response = try #require(await page.response(to: id))
        #expect(response["payload"]?["status"] == "cancelled")
        #expect(response["payload"]?["error"]?["code"] == "CANCELLED")
        #expect(response["payload"]?["error"]?["message"] == "The page cancelled the request")
        #expect(await page.eventually { seen.ended ? true : nil } == true)
        #expect(seen.cancelled)
        await page.settle()
        #expect(page.responses(to: id).count == 1)
        #expect(host.lastError == nil)
        #expect(host.pendingRequests.isEmpty)
    }

    @Test func aCancelForAnotherActionIsRefusedAndOneForNoOpenRequestIgnored() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.handle(.nfcRead) { _ in
            try await Task.sleep(nanoseconds: 20_000_000_000)
            return NFCReadResult(chipRead: true)
        }
        let page = TestPage(host: host)
        _ = await negotiate(page, offering: ["update", "cancel"])
        let id = page.request("nfc.read")
        await page.settle()
        let before = page.delivered.count
        cancel(page, "never-sent", action: "nfc.read")
        await page.settle()
        #expect(page.delivered.count == before)
        #expect(host.lastError == nil)

        cancel(page, id, action: "camera.document.capture")
        await page.settle()
        #expect(page.delivered.count == before)
        #expect(
            host.lastError
                == "Refused a cancel (INVALID_REQUEST) of \(id): it names camera.document.capture, but the open request is nfc.read"
        )
        cancel(page, id, action: "nfc.read")
        #expect(await page.response(to: id)?["payload"]?["status"] == "cancelled")
    }

    @Test func aCancelResumesASlotWaitingForCompletion() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let seen = Seen()
        host.documentCapture.handler = { [weak host] _ in
            let outcome = await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
            if case .cancelled = outcome { seen.cancelled = true }
            return outcome
        }
        let page = TestPage(host: host)
        _ = await negotiate(page, offering: ["update", "cancel"])
        let id = page.request("camera.document.capture", data: ["side": "front"])
        _ = await page.eventually { host.documentCapture.activeRequest }
        cancel(page, id, action: "camera.document.capture")
        #expect(await page.response(to: id)?["payload"]?["status"] == "cancelled")
        #expect(await page.eventually { seen.cancelled ? true : nil } == true)
        #expect(host.documentCapture.activeRequest == nil)
        await page.settle()
        #expect(host.lastError == nil)
    }

    @Test func navigationCancelsTheHandlersTask() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let seen = Seen()
        host.handle(.nfcRead) { _ in
            try await withTaskCancellationHandler {
                try await Task.sleep(nanoseconds: 20_000_000_000)
            } onCancel: {
                Task { @MainActor in seen.cancelled = true }
            }
            return NFCReadResult(chipRead: true)
        }
        let page = TestPage(host: host)
        page.request("nfc.read")
        await page.settle()
        page.transport.navigate()
        #expect(await page.eventually { seen.cancelled ? true : nil } == true)
    }
}
