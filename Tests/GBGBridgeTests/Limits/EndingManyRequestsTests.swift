import BridgeRuntime
import GBGBridge
import TestSupport
import Testing

/// Ending requests costs what is ended, never a scan of what is open, and a burst of timeouts is
/// spread over turns of the main actor. (How the cost grows is measured by the `ending-requests`
/// benchmark; these tests pin the behaviour.) Before: 30,000 pending requests timing out stalled
/// the main actor for 6.9 s in one go, and navigating away from them took 9 s.
@MainActor
@Suite struct EndingManyRequestsTests {
    private static let many = 5_000

    private static func options(timeout: Double? = 30) -> BridgeHostOptions {
        BridgeHostOptions(
            requestTimeout: timeout, pendingRequestWarningThreshold: .max, maxOpenRequests: .max,
            maxOpenRequestsPerCapability: .max, maxHeldBytes: .max)
    }

    @Test func aBurstOfTimeoutsLeavesTheMainActorFreeBetweenBatches() async throws {
        let host = BridgeHost(hostVersion: "1.0.0", options: Self.options(timeout: 0.01))
        let page = TestPage(host: host)
        for _ in 0..<Self.many { page.request("consent.ask") }
        // Wait on the main actor, as other app work would, until the timeouts have begun.
        let started = await page.eventually { host.pendingRequests.count < Self.many ? true : nil }
        #expect(started == true)
        let seenBetweenBatches = host.pendingRequests.count
        #expect(seenBetweenBatches > 0, "every request timed out in one turn of the main actor")
        _ = await page.eventually { host.pendingRequests.isEmpty ? true : nil }
        #expect(host.pendingRequests.isEmpty)
        let timeouts = page.delivered.filter { $0["payload"]?["error"]?["code"] == "TIMEOUT" }
        #expect(timeouts.count == Self.many)
    }

    @Test func answersInAnyOrderKeepTheRestInArrivalOrder() async throws {
        let host = BridgeHost(hostVersion: "1.0.0", options: Self.options())
        let page = TestPage(host: host)
        let ids = (0..<Self.many).map { _ in page.request("consent.ask") }
        var generator = SeededGenerator(seed: 17)
        let answered = Set(ids.shuffled(using: &generator).prefix(Self.many * 3 / 4))
        for id in ids where answered.contains(id) { host.respond(to: id, status: .success) }
        #expect(host.pendingRequests.map(\.id) == ids.filter { !answered.contains($0) })
        #expect(page.delivered.count == answered.count)
    }

    @Test func navigatingAwayEndsEveryRequestAndTheHostStartsAfresh() async throws {
        let host = BridgeHost(hostVersion: "1.0.0", options: Self.options())
        let page = TestPage(host: host)
        let ids = (0..<Self.many).map { _ in page.request("consent.ask") }
        page.transport.navigate()
        #expect(host.pendingRequests.isEmpty)
        #expect(page.delivered.isEmpty)
        // Nothing of the old page counts against the new one's limits.
        let fresh = (0..<Self.many).map { _ in page.request("consent.ask") }
        #expect(page.delivered.isEmpty)
        #expect(host.pendingRequests.map(\.id) == fresh)
        host.respond(to: ids[0], status: .success)
        #expect(page.responses(to: ids[0]).isEmpty)  // the old page's requests stay ended
    }
}
