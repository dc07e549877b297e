@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// Every request is answered exactly once — by its handler, by the app, by a timeout — or ended when
/// its page goes away; nothing is answered twice and nothing waits forever.
@MainActor
@Suite struct RequestLifecycleTests {
    private struct HandlerFailure: Error, CustomStringConvertible {
        var description: String { "the reader broke" }
    }

    @Test func aSecondAnswerIsDroppedAndReported() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("nfc.read") { _, responder in
            responder.respond(status: .success, data: ["first": true])
            responder.respond(status: .error, error: BridgeErrorPayload(code: .nfcError, message: "late"))
        }
        let page = TestPage(host: host)
        let id = page.request("nfc.read")
        _ = await page.response(to: id)
        await page.settle()
        #expect(page.responses(to: id).count == 1)
        #expect(page.responses(to: id).first?["payload"]?["data"] == ["first": true])
        #expect(
            host.lastError
                == "Dropped a second answer (error) to \(id): it was already answered with the handler's success response")
    }

    @Test func anAnswerNeverOvertakesTheEventSentAfterIt() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("camera.capture") { [weak host] request, responder in
            responder.respond(status: .acknowledged)
            host?.send(event: "camera.capture.complete", data: ["correlationId": .string(request.correlationId)])
        }
        let page = TestPage(host: host)
        for _ in 0..<20 {
            let id = page.request("camera.capture")
            _ = await page.eventually { page.delivered.last?["type"] == "event" ? true : nil }
            let last2 = page.delivered.suffix(2)
            #expect(last2.first?["correlationId"] == .string(id) && last2.first?["type"] == "response")
            #expect(last2.last?["payload"]?["data"]?["correlationId"] == .string(id))
        }
    }

    @Test func anAnswerFromABackgroundThreadCountsAsTheAnswer() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.register(handler: BackgroundAnswerHandler())
        let page = TestPage(host: host)
        let ids = (0..<10).map { _ in page.request("background.answer") }
        for id in ids {
            let response = try #require(await page.response(to: id))
            #expect(response["payload"]?["status"] == "success")
        }
        await page.settle()
        #expect(page.delivered.count == ids.count, "no INTERNAL_ERROR for a handler that answered off the main actor")
        #expect(host.lastError == nil)
    }

    @Test func answersThatDoNotMatchTheResultTypeAreSentButReported() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        var chipRead: JSONValue = "yes"
        host.registerCustomCapability("nfc.read") { _, responder in
            responder.respond(status: .success, data: ["chipRead": chipRead])
        }
        let page = TestPage(host: host, breaksTheProtocolOnPurpose: true)
        let wrong = page.request("nfc.read")
        #expect(await page.response(to: wrong)?["payload"]?["data"] == ["chipRead": "yes"])
        #expect(
            host.lastError
                == "The nfc.read answer to \(wrong) does not match its result type: payload.data.chipRead: expected a boolean, found the string \"yes\""
        )

        host.respond(to: page.request("consent.ask"), status: .success, data: ["anything": true])
        chipRead = true
        _ = await page.response(to: page.request("nfc.read"))
        #expect(
            host.lastError?.contains(wrong) == true,
            "valid answers, and answers to actions the spec does not know, are not reported")
    }

    @Test func answeringAClosedOrUnknownRequestIsReported() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let id = page.request("consent.ask")
        host.respond(to: id, status: .success)
        host.respond(to: id, status: .cancelled)
        #expect(host.lastError == "Dropped an answer (cancelled) to \(id): it was already answered with a success response")
        host.respond(to: "nobody", status: .success)
        #expect(host.lastError == "Dropped an answer (success) to nobody: no open request has that correlation ID")
        #expect(page.delivered.count == 1)
    }

    @Test func aHandlerThatReturnsWithoutAnsweringGetsAnInternalError() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("nfc.read") { _, _ in }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("nfc.read")))
        #expect(response["payload"]?["status"] == "error")
        #expect(
            response["payload"]?["error"] == [
                "code": "INTERNAL_ERROR", "message": "The nfc.read handler returned without answering", "recoverable": false,
            ])
    }

    @Test func aHandlerThatThrowsGetsAnInternalError() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("nfc.read") { _, _ in throw HandlerFailure() }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("nfc.read")))
        #expect(response["payload"]?["error"]?["code"] == "INTERNAL_ERROR")
        #expect(response["payload"]?["error"]?["message"] == "The nfc.read handler failed.")
        #expect(host.lastError == "The nfc.read handler failed: the reader broke")
    }

    @Test func aThrowingSlotHandlerGetsAnInternalErrorAndFreesTheSlot() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.documentCapture.handler = { _ in throw HandlerFailure() }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("camera.document.capture")))
        #expect(response["payload"]?["error"]?["message"] == "The camera.document.capture handler failed.")
        #expect(host.documentCapture.activeRequest == nil)
    }

    @Test func anotherSlotsSharedResultIsReportedToThePageLastErrorAndDelegate() async throws {
        // A slot's own result type makes this a compile error (see TypedAPICompileTests); the
        // shared `CaptureResult` the documentation shows can only be checked when it arrives.
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        let page = TestPage(host: host)
        let id = page.request("camera.document.capture")
        _ = await page.eventually { host.documentCapture.activeRequest }

        let selfie = SelfieCaptureResult(
            previewImageData: Data(), width: 1, height: 1, encryptedBlob: Data(), unencryptedBlob: Data())
        host.documentCapture.complete(CaptureResult.selfie(selfie))

        let expected = "The camera.document.capture request was completed with a result of camera.selfie.capture"
        let response = try #require(await page.response(to: id))
        #expect(response["payload"]?["error"] == ["code": "INTERNAL_ERROR", "message": .string(expected), "recoverable": false])
        #expect(host.lastError == expected)
        #expect(delegate.problems.map(\.kind) == [.resultMismatch])
        #expect(delegate.problems.first?.correlationId == id)
        #expect(host.documentCapture.activeRequest == nil)
    }

    @Test func theSlotsOwnSharedResultCompletesTheRequest() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        let page = TestPage(host: host)
        let id = page.request("camera.document.capture")
        _ = await page.eventually { host.documentCapture.activeRequest }

        host.documentCapture.complete(CaptureResult.document(DocumentCaptureResult(imageData: Data([1]), width: 2, height: 3)))

        let response = try #require(await page.response(to: id))
        #expect(response["payload"]?["status"] == "success")
        #expect(response["payload"]?["data"]?["width"] == 2)
        #expect(host.lastError == nil)
    }

    @Test func slotsWithoutHandlerOrDisabledAnswerUnsupported() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let none = try #require(await page.response(to: page.request("camera.selfie.capture")))
        #expect(none["payload"]?["status"] == "unsupported")
        #expect(
            none["payload"]?["error"]?["message"]
                == "camera.selfie.capture is not supported by this host: camera.selfie has no handler")

        host.selfieCapture.handler = { _ in .cancelled(reason: "unused") }
        host.selfieCapture.isEnabled = false
        let disabled = try #require(await page.response(to: page.request("camera.selfie.capture")))
        #expect(
            disabled["payload"]?["error"] == [
                "code": "UNSUPPORTED_ACTION",
                "message": "camera.selfie.capture is not supported by this host: camera.selfie is disabled",
                "recoverable": false,
            ])
    }

    @Test func unansweredRequestsTimeOut() async throws {
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 0.05))
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        let page = TestPage(host: host)
        let pending = page.request("consent.ask")
        let capture = page.request("camera.document.capture")
        #expect(host.pendingRequests.count == 1)

        let timedOut = try #require(await page.response(to: pending))
        #expect(
            timedOut["payload"]?["error"] == [
                "code": "TIMEOUT", "message": "No answer to consent.ask (\(pending)) within 0.05 s", "recoverable": true,
            ])
        let captureTimedOut = try #require(await page.response(to: capture))
        #expect(captureTimedOut["payload"]?["error"]?["code"] == "TIMEOUT")
        #expect(host.pendingRequests.isEmpty)
        #expect(host.documentCapture.activeRequest == nil)

        // The camera UI finishing late changes nothing on the wire.
        host.documentCapture.complete(.cancelled(reason: "too late"))
        await page.settle()
        #expect(page.responses(to: capture).count == 1)
        #expect(host.lastError == "camera.document: complete(_:) was called with no active request; the result was dropped")
    }

    @Test func answeredRequestsDoNotTimeOut() async throws {
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 0.02))
        let page = TestPage(host: host)
        let id = page.request("consent.ask")
        host.respond(to: id, status: .success)
        try await Task.sleep(nanoseconds: 60_000_000)
        #expect(page.responses(to: id).map { $0["payload"]?["status"] } == ["success"])
        #expect(host.lastError == nil)
    }

    @Test func navigationEndsEverythingInFlightWithoutAnswering() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        var handlerSawCancellation = false
        host.registerCustomCapability("nfc.read") { _, responder in
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                handlerSawCancellation = Task.isCancelled
            }
            responder.respond(status: .success)
        }
        let page = TestPage(host: host)
        page.request("camera.document.capture")
        page.request("nfc.read")
        page.request("consent.ask")
        _ = await page.eventually { host.documentCapture.activeRequest }

        page.transport.navigate()
        _ = await page.eventually { handlerSawCancellation ? true : nil }

        #expect(handlerSawCancellation)
        #expect(host.pendingRequests.isEmpty)
        #expect(host.documentCapture.activeRequest == nil)
        #expect(page.delivered.isEmpty, "the page that asked is gone")
        // The new page can use the host at once.
        let query = page.request("capability.query")
        #expect(await page.response(to: query)?["payload"]?["status"] == "success")
    }

    @Test func detachingEndsRequestsAndLaterSendsReportNoWebView() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let id = page.request("consent.ask")
        host.detach()
        #expect(host.pendingRequests.isEmpty)
        host.respond(to: id, status: .success)
        #expect(
            host.lastError == "Dropped an answer (success) to \(id): it was already answered with nothing: the page went away")
        host.send(event: "host.ready", data: [:])
        #expect(host.lastError == "WebView not attached")
        #expect(page.delivered.isEmpty)
    }

    @Test func deliveryFailuresAreReported() {
        struct PageGone: Error, CustomStringConvertible { var description: String { "evaluateJavaScript failed" } }
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        page.transport.failure = PageGone()
        host.send(event: "host.ready")
        #expect(host.lastError == "Could not deliver a message to the page: evaluateJavaScript failed")
    }

    @Test func receivedMessagesAreBounded() {
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(maxReceivedMessages: 5))
        let page = TestPage(host: host)
        for index in 0..<8 { page.event("journey.progress", data: ["step": .string("step-\(index)")]) }
        #expect(host.receivedMessages.count == 5)
        #expect(host.receivedMessages.first?.payload.data?["step"] == "step-3")
        #expect(BridgeHostOptions().maxReceivedMessages == 200)
    }

    @Test func manyPendingRequestsProduceAWarning() {
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(pendingRequestWarningThreshold: 3))
        let page = TestPage(host: host)
        for _ in 0..<3 { page.request("consent.ask") }
        #expect(host.lastError == nil)
        page.request("consent.ask")
        #expect(host.lastError == "Warning: 4 requests are waiting for an answer (more than 3); is a handler missing?")
        #expect(BridgeHostOptions().pendingRequestWarningThreshold == 50)
    }

    @Test func precedenceIsSlotThenConfigurationHandlerThenCustomCapability() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("camera.document.capture", version: "9.9") { _, responder in
            responder.respond(
                status: .success, result: DocumentCaptureResult(imageData: Data(), width: 1, height: 1, mimeType: "image/custom"))
        }
        let page = TestPage(host: host)
        #expect(
            await page.response(to: page.request("camera.document.capture"))?["payload"]?["data"]?["mimeType"] == "image/custom")

        host.register(handler: DocumentCaptureHandler())
        #expect(await page.response(to: page.request("camera.document.capture"))?["payload"]?["data"]?["mimeType"] == "image/png")

        host.documentCapture.handler = { _ in .cancelled(reason: "by slot") }
        #expect(await page.response(to: page.request("camera.document.capture"))?["payload"]?["status"] == "cancelled")
    }

    @Test func outgoingMessagesAreSafeToEmbedInJavaScript() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let tricky = "quote \" backslash \\ line\u{2028}para\u{2029} </script> 😀"
        host.send(event: "journey.cancel", data: ["reason": .string(tricky)])
        let message = try #require(page.transport.delivered.first)
        #expect(!message.text.contains("\u{2028}") && !message.text.contains("\u{2029}") && !message.text.contains("</"))
        #expect(message.javaScript.hasPrefix(#"window.GBGBridge.receive("{\"#))
        #expect(message.javaScript.hasSuffix(#"}");void 0"#))
        #expect(try JSONReader().read(message.json)["payload"]?["data"]?["reason"] == .string(tricky))
    }

    @Test func eventCorrelationIDsFollowTheEnvironment() throws {
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(environment: "android"))
        let page = TestPage(host: host)
        host.send(event: .hostForeground)
        let id = try #require(page.delivered.first?["correlationId"]?.stringValue)
        #expect(id.hasPrefix("android-event-"))
    }

    @Test func timestampsComeFromTheConfiguredClock() throws {
        let host = BridgeHost(
            hostVersion: "1.0.0", options: BridgeHostOptions(now: { Date(timeIntervalSince1970: 1_700_000_000.123) }))
        let page = TestPage(host: host)
        host.send(event: .hostBackground)
        #expect(page.delivered.first?["timestamp"] == 1_700_000_000_123)
    }

    @Test func withoutAClockTimestampsAreTheSystemTimeInMilliseconds() throws {
        var options = BridgeHostOptions()
        let before = Int((Date().timeIntervalSince1970 * 1000).rounded(.down))
        let host = BridgeHost(hostVersion: "1.0.0", options: options)
        let page = TestPage(host: host)
        host.send(event: .hostBackground)
        let after = Int((Date().timeIntervalSince1970 * 1000).rounded(.up))
        let stamp = try #require(page.delivered.first?["timestamp"]?.intValue)
        #expect((before...after).contains(stamp))
        // Setting the clock afterwards replaces the system's, and reading it gives it back.
        options.now = { Date(timeIntervalSince1970: 2) }
        #expect(options.now() == Date(timeIntervalSince1970: 2))
        let clocked = BridgeHost(hostVersion: "1.0.0", options: options)
        let clockedPage = TestPage(host: clocked)
        clocked.send(event: .hostBackground)
        #expect(clockedPage.delivered.first?["timestamp"] == 2_000)
    }
}

/// Answers from a detached task, off the main actor, and returns at once.
final class BackgroundAnswerHandler: BridgeCapabilityHandler, @unchecked Sendable {
    let action = "background.answer"

    func handle(request: BridgeMessage, responder: BridgeResponder) async {
        await Task.detached { responder.respond(status: .success, data: ["thread": "background"]) }.value
    }
}
