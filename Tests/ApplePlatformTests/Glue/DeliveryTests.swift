import Testing
import TestSupport

/// Item 7 of issue 20: what the app learns from the script that hands a message to the page.
@Suite struct DeliveryTests {
    /// A page whose `receive` is `async` returns a `Promise`, which WebKit cannot hand back; the
    /// script evaluates to `undefined` instead, so nothing reads as a failed delivery.
    @Test(.enabled(if: InstalledTools.shouldRun(["node"]), "needs node (apt-get install nodejs)"))
    func anAsyncReceiveIsNotAFailedDelivery() throws {
        try #require(InstalledTools.missing(["node"]).isEmpty, "\(InstalledTools.missing(["node"]))")
        let report = try ScenarioReport.run("eventToAsyncPage", javaScript: true)
        let evaluations = try #require(report.webViews["journey"]?.evaluations)
        try #require(evaluations.count == 1)
        #expect(evaluations[0].outcome == "undefined")
        #expect(evaluations[0].receivedByPage.count == 1)
        #expect(report.hosts["host"]?.lastError == nil)
    }

    /// When the page's script throws, `lastError` shows WebKit's description of the error, as the
    /// SDK's documentation says, not the error's debug form.
    @Test func aScriptErrorShowsWebKitsDescription() throws {
        let report = try ScenarioReport.run("eventToBrokenPage")
        guard case .string(let description) = report.facts["webKitErrorDescription"] else {
            Issue.record("the scenario noted no error description")
            return
        }
        #expect(report.hosts["host"]?.lastError == description)
    }
}
