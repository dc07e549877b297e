import Testing

/// Items 3 and 5 of issue 20: only the main frame of the bridge's own web view talks to the host;
/// what else reaches its handler is refused, and said.
@Suite struct FrameTests {
    /// Iframes, of the journey's origin or a partner's, can post to the handler; their requests
    /// are refused and reported, the main frame's is received.
    @Test func messagesFromSubframesAreReportedNotSilentlyDropped() throws {
        let report = try ScenarioReport.run("subframeMessages")
        let host = try #require(report.hosts["host"])
        #expect(report.facts["posted"] == .bools([true, true]))
        #expect(host.received == ["from-main-frame"])
        let refusals = host.problems.filter { $0.kind == "invalidMessage" && $0.message.contains("subframe") }
        #expect(refusals.count == 2)
        #expect(refusals.contains { $0.message.contains("https://partner.example") })
    }

    /// A popup made with a copy of the journey's configuration shares its handler; the popup's
    /// page is not the host's page.
    @Test func messagesFromAPopupSharingTheConfigurationAreRefused() throws {
        let report = try ScenarioReport.run("popupMessage")
        let host = try #require(report.hosts["host"])
        #expect(report.facts["posted"] == .bool(true))
        #expect(host.received == ["from-journey"])
        #expect(host.problems.contains { $0.kind == "invalidMessage" && $0.message.contains("another web view") })
    }
}
