import BridgeRuntime
import Testing

@testable import GBGBridge

/// Bad input from the page never crashes the host, never reaches a handler, never disturbs its state,
/// and is answered with an error whenever the page can be told.
@MainActor
@Suite struct MalformedMessageTests {
    @Test func theCorpusIsLargeEnough() {
        #expect(MalformedMessageCorpus.all.count >= 50)
        #expect(Set(MalformedMessageCorpus.all.map(\.name)).count == MalformedMessageCorpus.all.count)
    }

    @Test(arguments: MalformedMessageCorpus.all)
    func isRefusedAndTheHostKeepsWorking(_ message: MalformedMessage) async throws {
        var options = BridgeHostOptions()
        if let limit = message.nestingLimit { options.maxIncomingNestingDepth = limit }
        let host = BridgeHost(hostVersion: "1.0.0", options: options)
        var handlerCalls = 0
        for action in ["nfc.read", "camera.document.capture", "camera.selfie.capture"] {
            host.registerCustomCapability(action) { _, responder in
                handlerCalls += 1
                responder.respond(status: .success)
            }
        }
        host.documentCapture.handler = { _ in
            handlerCalls += 1
            return .cancelled(reason: "unexpected")
        }
        let page = TestPage(host: host)
        page.event("journey.started")

        page.transport.post(bytes: message.bytes)
        await page.settle()

        let error = try #require(host.lastError, "no lastError for \(message.name)")
        #expect(error.contains(message.lastError), "lastError: \(error)")
        #expect(handlerCalls == 0)
        #expect(host.receivedMessages.count == 1, "the refused message must not be recorded")
        #expect(host.pendingRequests.isEmpty)
        if let code = message.answer {
            let response = try #require(page.delivered.last)
            #expect(response["type"] == "response")
            #expect(response["correlationId"] == "bad-1")
            #expect(response["payload"]?["status"] == "error")
            #expect(response["payload"]?["error"]?["code"] == .string(code))
            #expect(response["payload"]?["error"]?["message"]?.stringValue == error)
        } else {
            #expect(page.delivered.isEmpty, "nothing can be addressed without a correlation ID")
        }

        // The host still works.
        let query = page.request("capability.query")
        #expect(await page.response(to: query)?["payload"]?["status"] == "success")
        #expect(host.receivedMessages.count == 2)
    }

    @Test func aRequestReusingAnOpenCorrelationIDIsDroppedWithoutAnswering() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        let page = TestPage(host: host)
        page.request("camera.document.capture", id: "same")
        _ = await page.eventually { host.documentCapture.activeRequest }
        page.request("camera.document.capture", id: "same")
        await page.settle()
        #expect(page.delivered.isEmpty)
        #expect(
            host.lastError == "Dropped a camera.document.capture request: correlation ID same belongs to a request still open")
        host.documentCapture.complete(.cancelled(reason: "done"))
        #expect(await page.response(to: "same")?["payload"]?["status"] == "cancelled")
    }

    /// A message too deep to read is answered by its correlation ID, unless that ID belongs to a
    /// request still open, whose answer it would settle on the page.
    @Test func aMessageTooDeepReusingAnOpenCorrelationIDIsNotAnswered() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        let page = TestPage(host: host)
        page.request("camera.document.capture", id: "bad-1")
        _ = await page.eventually { host.documentCapture.activeRequest }
        page.transport.post(
            bytes: Array(MalformedMessageCorpus.request("nfc.read", dataText: MalformedMessageCorpus.deepArray(40)).utf8))
        await page.settle()
        #expect(page.delivered.isEmpty)
        #expect(host.lastError?.contains("nested more than") == true)
        host.documentCapture.complete(.cancelled(reason: "done"))
        #expect(await page.response(to: "bad-1")?["payload"]?["status"] == "cancelled")
    }

    /// Keys that differ only in normalization ("é" as U+00E9 and as e + U+0301) are different keys
    /// to the page's JavaScript and to RFC 8259: the request is valid and reaches its handler.
    @Test func dataWithKeysThatDifferOnlyInNormalizationIsAccepted() async throws {
        let (host, page, calls) = Self.hostAnsweringNFCReads()
        let composed = MalformedMessageCorpus.composed
        let decomposed = MalformedMessageCorpus.decomposed
        let text = MalformedMessageCorpus.request(
            "nfc.read", dataText: "{\"\(composed)\":1,\"\(decomposed)\":2,\"mrz\":\"P<UTO\"}")
        page.transport.post(bytes: Array(text.utf8))
        #expect(await page.response(to: "bad-1")?["payload"]?["status"] == "success")
        #expect(calls() == 1)
        #expect(host.lastError == nil)
        let data = try #require(host.receivedMessages.last?.payload.data)
        #expect(data.count == 2, "one member for the two equivalent keys, and mrz")
        #expect(data.keys.contains { Array($0.utf8) == Array(decomposed.utf8) }, "the later of the two is kept")
    }

    /// Correlation IDs that differ only in normalization are two requests to the page, and to the
    /// host, whose open-request table is keyed by `BridgeWireKey`: keyed by `String`, it took the
    /// second for the first and dropped it.
    @Test func correlationIDsThatDifferOnlyInNormalizationAreTwoRequests() async throws {
        let (host, page, _) = Self.hostAnsweringNFCReads()
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        page.request("camera.document.capture", id: MalformedMessageCorpus.composed)
        _ = await page.eventually { host.documentCapture.activeRequest }
        page.request("nfc.read", id: MalformedMessageCorpus.decomposed)
        await page.settle()
        let answered = page.delivered.compactMap { $0["correlationId"]?.stringValue.map { Array($0.utf8) } }
        #expect(answered == [Array(MalformedMessageCorpus.decomposed.utf8)])
        #expect(host.lastError == nil)
        host.documentCapture.complete(.cancelled(reason: "done"))
    }

    @Test func aNewerMinorVersionIsAccepted() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let id = page.request("capability.query", version: "1.7")
        #expect(await page.response(to: id)?["payload"]?["status"] == "success")
        #expect(host.lastError == nil)
    }

    @Test func responsesAndEventsFromThePageAreRecordedNotRouted() async throws {
        let (host, page, calls) = Self.hostAnsweringNFCReads()
        page.send([
            "version": "1.0", "correlationId": "r", "type": "response", "timestamp": 1,
            "payload": ["action": "nfc.read", "status": "success"],
        ])
        page.event("nfc.read")
        await page.settle()
        #expect(calls() == 0)
        #expect(host.receivedMessages.map(\.type) == [.response, .event])
        #expect(page.delivered.isEmpty)
    }

    /// A host whose `nfc.read` capability answers with a result, a page talking to it, and how many
    /// times the capability was called.
    private static func hostAnsweringNFCReads() -> (host: BridgeHost, page: TestPage, calls: () -> Int) {
        let host = BridgeHost(hostVersion: "1.0.0")
        var calls = 0
        host.registerCustomCapability("nfc.read") { _, responder in
            calls += 1
            // Valid data: .ci/run checks every answer the test pages log against the schema.
            responder.respond(status: .success, result: NFCReadResult(chipRead: true))
        }
        return (host, TestPage(host: host), { calls })
    }
}
