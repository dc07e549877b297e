import TestSupport
import Testing

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

    /// Item 2 of issue 29: the page's `receive` gets each message as a string, which it parses, so
    /// a `"__proto__"` key in the data the app filled from outside stays a key. Evaluated as an
    /// object literal, it set the data's prototype and vanished from its keys.
    @Test(.enabled(if: InstalledTools.shouldRun(["node"]), "needs node (apt-get install nodejs)"))
    func thePageGetsEachMessageAsData() throws {
        try #require(InstalledTools.missing(["node"]).isEmpty, "\(InstalledTools.missing(["node"]))")
        let report = try ScenarioReport.run("eventWithAProtoKey", javaScript: true)
        let evaluations = try #require(report.webViews["journey"]?.evaluations)
        try #require(evaluations.count == 1)
        let received = try #require(evaluations[0].receivedByPage.first)
        #expect(received.hasPrefix("string "))
        #expect(received.contains(#""__proto__":{"$blob":"https://evil.example/steal""#))
        #expect(
            evaluations[0].source.hasPrefix(#"if(location.origin==="https://journey.example.com"){window.GBGBridge.receive("{\"#))
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
