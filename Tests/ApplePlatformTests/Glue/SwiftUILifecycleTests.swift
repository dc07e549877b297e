import Testing

/// Items 4 and 6 of issue 20: `BridgeWebView` as SwiftUI makes, updates and removes it, on iOS
/// (`UIViewRepresentable`) and macOS (`NSViewRepresentable`).
@Suite struct SwiftUILifecycleTests {
    /// `BridgeWebView(url:host:)` allows the origin of its URL and nothing else.
    @Test(arguments: AppleGlue.allCases)
    func theAllowListDefaultsToTheOriginOfTheURL(_ platform: AppleGlue) throws {
        let report = try ScenarioReport.run("swiftUIDefaultAllowList", on: platform)
        let host = try #require(report.hosts["host"])
        #expect(report.facts["toEvilCommitted"] == .bool(false))
        #expect(report.facts["partnerPosted"] == .bool(true))
        #expect(host.received.isEmpty)
        #expect(host.problems.map(\.kind) == ["navigationBlocked", "invalidMessage"])
    }

    /// SwiftUI may make the new view before it removes the old one; removing the old one leaves the
    /// host attached to the new one.
    @Test(arguments: AppleGlue.allCases)
    func removingAViewDetachesOnlyItsOwnTransport(_ platform: AppleGlue) throws {
        let report = try ScenarioReport.run("swiftUIRemovingAnOldView", on: platform)
        #expect(report.hosts["host"]?.attached == true)
        #expect(report.hosts["host"]?.received == ["to-new-view"])
    }

    /// A view updated with another host moves its page to that host.
    @Test(arguments: AppleGlue.allCases)
    func anUpdateAppliesANewHost(_ platform: AppleGlue) throws {
        let report = try ScenarioReport.run("swiftUIUpdatedHost", on: platform)
        #expect(report.hosts["second"]?.received == ["after-update"])
        #expect(report.hosts["first"]?.received.isEmpty == true)
        #expect(report.hosts["first"]?.attached == false)
    }

    /// A view updated with a wider allow-list lets the page move there and talk to the host.
    @Test(arguments: AppleGlue.allCases)
    func anUpdateAppliesANewAllowList(_ platform: AppleGlue) throws {
        let report = try ScenarioReport.run("swiftUIUpdatedAllowList", on: platform)
        #expect(report.facts["toPartnerCommitted"] == .bool(true))
        #expect(report.hosts["host"]?.received == ["from-partner"])
    }
}
