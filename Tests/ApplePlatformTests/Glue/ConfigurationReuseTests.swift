import Testing

/// Item 2 of issue 20: an app may keep one `WKWebViewConfiguration` and make a web view with it
/// each time the journey opens.
@Suite struct ConfigurationReuseTests {
    /// Configuring it again raises no exception (WebKit raises one for a second handler of the same
    /// name, which ends the app), the newest web view's page reaches its host, and the scripts are
    /// not injected twice.
    @Test func reusingAConfigurationMovesTheBridgeToTheNewWebView() throws {
        let report = try ScenarioReport.run("configurationReuse")
        #expect(report.raisedExceptions.isEmpty)
        #expect(report.hosts["second"]?.received == ["to-second"])
        guard case .strings(let scripts) = report.facts["userScripts"] else {
            Issue.record("no user scripts noted")
            return
        }
        #expect(!scripts.isEmpty)
        #expect(Set(scripts).count == scripts.count, "a script is injected twice: \(scripts)")
    }
}
