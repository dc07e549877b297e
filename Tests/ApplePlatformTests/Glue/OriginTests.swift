import TestSupport
import Testing

/// Items 3 and 4 of issue 20: a page on another origin gets nothing from the host, however it got
/// into the web view, and the main frame stays inside the allowed origins.
@Suite struct OriginTests {
    /// The reviewer's reproducer: a capture is open when the page navigates to evil.example. The
    /// navigation is blocked and reported, and the result goes to the journey's own page.
    @Test func aCaptureOpenWhenThePageNavigatesAwayNeverReachesTheOtherOrigin() throws {
        let report = try ScenarioReport.run("navigationWhileCaptureOpen")
        // The result must reach the journey's page: with no script at all, "every script stayed on
        // the journey's origin" would hold however badly delivery failed.
        #expect(report.passportScripts.count == 1)
        #expect(report.passportScripts.allSatisfy { $0.origin == report.journeyOrigin })
        #expect(report.webViews["journey"]?.url?.hasPrefix(report.journeyOrigin) == true)
        #expect(
            report.hosts["host"]?.problems.contains {
                $0.kind == "navigationBlocked" && $0.message.contains("https://evil.example")
            } == true)
    }

    /// `BridgeWebViewConfigurator.makeWebView(url:host:)` allows the origin of its URL and nothing
    /// else, as `BridgeWebView` does: the journey's page is heard, a partner's page is not.
    @Test func theConfiguratorsAllowListDefaultsToTheOriginOfTheURL() throws {
        let report = try ScenarioReport.run("configuratorDefaultAllowList")
        let host = try #require(report.hosts["host"])
        #expect(report.facts["startLoaded"] == .bool(true))
        #expect(report.facts["toEvilCommitted"] == .bool(false))
        #expect(report.facts["journeyPosted"] == .bool(true) && report.facts["partnerPosted"] == .bool(true))
        #expect(host.received == ["from-journey"])
        #expect(host.problems.map(\.kind) == ["navigationBlocked", "invalidMessage"])
    }

    /// With the app's own navigation delegate (no policy), the navigation happens; the new
    /// document ends the capture, so its result is sent nowhere.
    @Test func withTheAppsNavigationDelegateTheNewDocumentEndsTheCapture() throws {
        let report = try ScenarioReport.run("navigationWhileCaptureOpenWithAppDelegate")
        #expect(report.webViews["journey"]?.url == "https://evil.example/phish")
        #expect(report.passportScripts.isEmpty)
        #expect(
            report.hosts["host"]?.problems.contains { $0.kind == "droppedAnswer" && $0.message.contains("capture-1") } == true)
    }

    /// The result is already on its way to the web content process when evil.example commits: the
    /// script runs there, and its own check of `location.origin` keeps it from calling `receive`.
    @Test(.enabled(if: InstalledTools.shouldRun(["node"]), "needs node (apt-get install nodejs)"))
    func aResultOvertakenByANavigationIsNotHandedToTheNewPage() throws {
        try #require(InstalledTools.missing(["node"]).isEmpty, "\(InstalledTools.missing(["node"]))")
        let report = try ScenarioReport.run("deliveryOvertakenByNavigation", javaScript: true)
        let scripts = report.passportScripts
        try #require(scripts.contains { $0.origin == "https://evil.example" }, "the scenario did not race the navigation")
        #expect(scripts.allSatisfy { $0.receivedByPage.isEmpty })
        #expect(report.hosts["host"]?.lastError?.contains("https://evil.example") == true)
    }

    /// An event the app sends while the web view shows evil.example is not evaluated there.
    @Test func theHostDeliversNothingToAPageOnAnotherOrigin() throws {
        let report = try ScenarioReport.run("eventToPageOnOtherOrigin")
        #expect(report.webViews["journey"]?.evaluations.isEmpty == true)
        let lastError = try #require(report.hosts["host"]?.lastError)
        #expect(lastError.contains("https://evil.example") && lastError.contains("not an allowed origin"))
    }

    /// A request from evil.example in the main frame is refused, and the refusal is reported.
    @Test func aRequestFromAnotherOriginIsRefusedAndReported() throws {
        let report = try ScenarioReport.run("requestFromOtherOrigin")
        let host = try #require(report.hosts["host"])
        #expect(report.facts["posted"] == .bool(true))
        #expect(host.received.isEmpty)
        #expect(host.problems.contains { $0.kind == "invalidMessage" && $0.message.contains("https://evil.example") })
    }

    /// The main frame may move within the allowed origins, not out of them.
    @Test func theMainFrameStaysInsideTheAllowedOrigins() throws {
        let report = try ScenarioReport.run("navigationPolicy")
        #expect(report.facts["toEvilCommitted"] == .bool(false))
        #expect(report.facts["urlAfterEvil"] == .string("https://journey.example.com/start"))
        #expect(report.facts["toNextStepCommitted"] == .bool(true))
        #expect(report.hosts["host"]?.problems.map(\.kind) == ["navigationBlocked"])
    }

    /// The lifecycle handler lives in the app's own content world: the page's script cannot post
    /// to it, so it cannot end the host's open requests by faking a new document.
    @Test func thePageCannotFakeANewDocument() throws {
        let report = try ScenarioReport.run("forgedPageChange")
        #expect(report.facts["forgeryReachedAHandler"] == .bool(false))
        #expect(report.passportScripts.count == 1)
        #expect(report.passportScripts.allSatisfy { $0.origin == report.journeyOrigin })
    }

    /// When the web content process ends, so do the requests of its page.
    @Test func theEndOfTheWebContentProcessEndsOpenRequests() throws {
        let report = try ScenarioReport.run("contentProcessTerminated")
        #expect(report.passportScripts.isEmpty)
        #expect(
            report.hosts["host"]?.problems.contains { $0.kind == "droppedAnswer" && $0.message.contains("capture-1") } == true)
    }

    /// Moving to the journey's next page ends the requests of the previous one.
    @Test func everyNavigationEndsOpenRequests() throws {
        let report = try ScenarioReport.run("sameOriginNavigation")
        #expect(report.passportScripts.isEmpty)
    }
}
