import BridgeRuntime
import GBGBridge
import Testing

/// A hostile page cannot make the host hold more than its options allow: past a limit a request is
/// answered at once with `BUSY` (recoverable), and the host says why in `lastError` and to the
/// delegate. Before these limits, 300 unanswered requests of 1 MB held 300 MB until they timed out.
@MainActor
@Suite struct HostLimitsTests {
    private static func host(_ options: BridgeHostOptions) -> (BridgeHost, TestPage, RecordingDelegate) {
        let host = BridgeHost(hostVersion: "1.0.0", options: options)
        let delegate = RecordingDelegate()
        host.delegate = delegate
        return (host, TestPage(host: host), delegate)
    }

    private static func busyError(_ response: JSONValue?) -> JSONValue? {
        guard response?["payload"]?["status"] == "error" else { return nil }
        return response?["payload"]?["error"]
    }

    @Test func aRequestPastTheOpenRequestLimitIsAnsweredBusyAtOnce() async throws {
        let (host, page, delegate) = Self.host(BridgeHostOptions(maxOpenRequests: 3))
        let held = (1...3).map { page.request("consent.ask\($0)") }
        let refused = page.request("consent.ask4")
        let error = try #require(Self.busyError(page.responses(to: refused).first))
        #expect(error["code"] == "BUSY")
        #expect(error["recoverable"] == true)
        #expect(host.pendingRequests.map(\.id) == held)
        #expect(host.lastError?.hasPrefix("Refused a consent.ask4 request: 3 requests are open") == true)
        #expect(delegate.problems.last?.kind == .limitReached)
        #expect(delegate.problems.last?.correlationId == refused)

        // Room again once one ends: the limit counts what is open, not what came.
        host.respond(to: held[0], status: .success)
        let accepted = page.request("consent.ask5")
        #expect(page.responses(to: accepted).isEmpty)
        #expect(host.pendingRequests.map(\.id) == [held[1], held[2], accepted])
    }

    @Test func oneCapabilityCannotTakeEveryOpenRequest() async throws {
        let (host, page, _) = Self.host(BridgeHostOptions(maxOpenRequestsPerCapability: 2))
        var releases: [CheckedContinuation<Void, Never>] = []
        host.registerCustomCapability("consent.ask") { _, responder in
            await withCheckedContinuation { releases.append($0) }
            responder.respond(status: .success)
        }
        let first = page.request("consent.ask")
        let second = page.request("consent.ask")
        let third = page.request("consent.ask")
        let other = page.request("analytics.flush")
        #expect(Self.busyError(page.responses(to: third).first)?["code"] == "BUSY")
        #expect(page.responses(to: first).isEmpty && page.responses(to: second).isEmpty)
        #expect(host.pendingRequests.map(\.id) == [other])  // another action still gets in
        #expect(host.lastError?.contains("2 requests for consent.ask are open") == true)

        _ = await page.eventually { releases.count == 2 ? true : nil }
        for release in releases { release.resume() }
        _ = await page.response(to: second)
        let fourth = page.request("consent.ask")
        _ = await page.eventually { releases.count == 3 ? true : nil }
        #expect(page.responses(to: fourth).isEmpty)
        releases[2].resume()
        #expect(await page.response(to: fourth)?["payload"]?["status"] == "success")
    }

    /// The host counts requests per capability only once enough are open for one to reach its
    /// limit, from the requests open at that moment; the limit holds across starting and stopping.
    @Test func thePerCapabilityLimitHoldsWhileCountingStartsAndStops() async throws {
        let (host, page, _) = Self.host(BridgeHostOptions(maxOpenRequestsPerCapability: 4))
        for round in 0..<3 {
            let held = (0..<4).map { _ in page.request("consent.ask") }
            let other = page.request("analytics.flush")
            let refused = page.request("consent.ask")
            #expect(Self.busyError(page.responses(to: refused).first)?["code"] == "BUSY", "round \(round)")
            #expect(page.responses(to: other).isEmpty)
            for id in held + [other] { host.respond(to: id, status: .success) }
            #expect(host.pendingRequests.isEmpty)
        }
    }

    @Test func heldBytesAreBoundedAndTheHistoryGivesWayFirst() async throws {
        let padding = String(repeating: "x", count: 3_000)
        let (host, page, delegate) = Self.host(BridgeHostOptions(maxHeldBytes: 10_000))
        let held = (1...3).map { _ in page.request("consent.ask", data: ["padding": .string(padding)]) }
        let refused = page.request("consent.ask", data: ["padding": .string(padding)])
        #expect(Self.busyError(page.responses(to: refused).first)?["code"] == "BUSY")
        #expect(delegate.problems.last?.kind == .limitReached)
        #expect(host.lastError?.contains("past 10000 bytes (maxHeldBytes)") == true)
        #expect(host.pendingRequests.map(\.id) == held)
        // Three open requests of about 3.2 kB leave no room for their copies in the history.
        #expect(host.receivedMessages.count < 3)

        for id in held { host.respond(to: id, status: .success) }
        let later = page.request("consent.ask", data: ["padding": .string(padding)])
        #expect(page.responses(to: later).isEmpty)
        #expect(host.pendingRequests.map(\.id) == [later])
    }

    @Test func theHistoryKeepsWithinTheByteLimitOnItsOwn() async throws {
        let padding = String(repeating: "y", count: 1_000)
        let (host, page, _) = Self.host(BridgeHostOptions(maxHeldBytes: 5_000))
        for index in 0..<50 { page.event("journey.note\(index)", data: ["padding": .string(padding)]) }
        #expect(!host.receivedMessages.isEmpty)
        #expect(host.receivedMessages.count <= 4)
        #expect(host.receivedMessages.last?.payload.action == "journey.note49")
    }

    @Test func anOverlongCorrelationIDIsAnInvalidRequest() async throws {
        let (host, page, _) = Self.host(BridgeHostOptions(maxCorrelationIDBytes: 16))
        let long = String(repeating: "i", count: 17)
        page.request("consent.ask", id: long)
        let error = try #require(page.responses(to: long).first?["payload"]?["error"])
        #expect(error["code"] == "INVALID_REQUEST")
        #expect(error["recoverable"] == false)
        #expect(host.pendingRequests.isEmpty)
        #expect(host.lastError == "Invalid message: its correlation ID is 17 bytes long; the limit is 16")

        page.request("consent.ask", id: String(repeating: "i", count: 16))
        #expect(host.pendingRequests.count == 1)
    }

    @Test func anEmptyCorrelationIDIsInvalidAndNeitherAnsweredNorRouted() async throws {
        let (host, page, delegate) = Self.host(BridgeHostOptions())
        page.request("consent.ask", id: "")
        page.send([
            "version": "1.0", "correlationId": "", "type": "event", "timestamp": 1,
            "payload": ["action": "journey.started"],
        ])
        await page.settle()
        #expect(page.delivered.isEmpty)
        #expect(host.pendingRequests.isEmpty)
        #expect(host.receivedMessages.isEmpty)
        #expect(delegate.events.isEmpty)
        #expect(host.lastError == "Invalid message: the event has an empty correlation ID")
        #expect(delegate.problems.map(\.kind) == [.invalidMessage, .invalidMessage])
    }
}
