import Foundation
import GBGBridge
import Testing

/// Typed slots: the handler and `activeRequest` get the action's request type, and a thrown
/// `BridgeFailure` is the answer.
@MainActor
@Suite struct TypedSlotTests {
    @Test func theHandlerAndActiveRequestSeeTheTypedRequest() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        var seen: [DocumentCaptureRequest] = []
        host.documentCapture.handler = { [weak host] request in
            seen.append(request.data)
            return await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        let page = TestPage(host: host)
        let id = page.request("camera.document.capture", data: ["documentType": "passport", "side": "back"])
        let active = try #require(await page.eventually { host.documentCapture.activeRequest })
        #expect(active.correlationId == id)
        #expect(active.data == DocumentCaptureRequest(documentType: "passport", side: .back))
        #expect(seen == [active.data])

        host.documentCapture.complete(.document(DocumentCaptureResult(imageData: Data([7]), width: 1, height: 1)))
        let response = try #require(await page.response(to: id))
        #expect(response["payload"]?["status"] == "success")
    }

    @Test func aThrownFailureIsTheSlotsAnswer() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.documentCapture.handler = { _ in throw BridgeFailure(.cameraDenied, "Camera permission was denied") }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("camera.document.capture")))
        #expect(response["payload"]?["status"] == "error")
        #expect(response["payload"]?["error"]?["code"] == "CAMERA_DENIED")
        #expect(host.documentCapture.activeRequest == nil)
        #expect(host.lastError == nil)
    }

    @Test func anEarlyCompletionIsReturnedByAwaitCompletion() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.documentCapture.handler = { [weak host] _ in
            guard let host else { return .cancelled(reason: "") }
            host.documentCapture.complete(.cancelled(reason: "before awaiting"))
            return await host.documentCapture.awaitCompletion()
        }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("camera.document.capture")))
        #expect(response["payload"]?["status"] == "cancelled")
        #expect(response["payload"]?["error"]?["message"] == "before awaiting")
    }

    /// A handler still running after its request timed out (it waited on something that ignores
    /// cancellation, such as a permission prompt) gets `cancelled` from `awaitCompletion()`, and the
    /// next request's completion still reaches that request's handler.
    @Test func aHandlerWhoseRequestEndedLeavesTheNextRequestAlone() async throws {
        let clock = BridgeManualClock()
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 1, clock: clock))
        var prompt: CheckedContinuation<Void, Never>?
        var stale: DocumentCaptureOutcome?
        var handled = 0
        host.documentCapture.handler = { [weak host] _ in
            guard let host else { return .cancelled(reason: "") }
            handled += 1
            if handled == 1 {
                await withCheckedContinuation { prompt = $0 }
                stale = await host.documentCapture.awaitCompletion()
                return stale ?? .cancelled(reason: "")
            }
            return await host.documentCapture.awaitCompletion()
        }
        let page = TestPage(host: host)
        let first = page.request("camera.document.capture")
        _ = await page.eventually { prompt }
        clock.advance(by: 1)
        #expect(try #require(await page.response(to: first))["payload"]?["error"]?["code"] == "TIMEOUT")
        let second = page.request("camera.document.capture")
        _ = await page.eventually { handled == 2 ? true : nil }
        await page.settle()

        prompt?.resume()
        let outcome = await page.eventually { stale }
        guard case .cancelled = outcome else {
            Issue.record("the stale handler got \(String(describing: outcome))")
            return
        }
        host.documentCapture.complete(.document(DocumentCaptureResult(imageData: Data([7]), width: 1, height: 1)))
        let response = try #require(await page.response(to: second))
        #expect(response["payload"]?["status"] == "success")
    }
}
