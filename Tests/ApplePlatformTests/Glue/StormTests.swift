import Testing

/// Item 5 of issue 29: refusals are counted and coalesced, and only JSON text is taken.
@Suite struct StormTests {
    /// 2,000 requests from a partner's iframe: a few reports as they happen, not 2,000 (each would
    /// set `lastError` and call the delegate on the main thread).
    @Test func aFrameThatPostsInALoopCostsAFewReports() throws {
        let report = try ScenarioReport.run("subframeStorm")
        let host = try #require(report.hosts["host"])
        #expect(host.received.isEmpty)
        let refusals = host.problems.filter { $0.message.contains("subframe") }
        #expect(!refusals.isEmpty && refusals.count <= 10, "\(refusals.count) reports")
    }

    /// A message posted as an object is refused unread: the transport takes JSON text only, and
    /// never serializes Foundation objects back into JSON.
    @Test func aMessagePostedAsAnObjectIsRefused() throws {
        let report = try ScenarioReport.run("objectBody")
        let host = try #require(report.hosts["host"])
        #expect(report.facts["posted"] == .bool(true))
        #expect(host.received.isEmpty)
        #expect(host.problems.map(\.kind) == ["invalidMessage"])
        #expect(host.problems.first?.message.contains("not JSON text") == true)
    }
}
