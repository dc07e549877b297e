import Testing

/// Item 4 of issue 29: the WebView glue has no permissive default. The transport's origins must be
/// given; `http:` outside loopback needs an explicit opt-in; `file:` entries are refused.
@Suite struct DefaultsTests {
    /// A transport made without saying which pages it trusts does not compile: it used to allow
    /// every page.
    @Test func aTransportsOriginsMustBeGiven() throws {
        let probe = try AppleGlue.iOS.typecheck(
            """
            import BridgeRuntime
            @MainActor func make() -> WKWebViewTransport { WKWebViewTransport() }
            """)
        #expect(!probe.succeeded)
        #expect(probe.diagnostics.contains("missing argument for parameter 'allowedOrigins'"))
        let given = try AppleGlue.iOS.typecheck(
            """
            import BridgeRuntime
            @MainActor func make() -> WKWebViewTransport { WKWebViewTransport(allowedOrigins: ["https://journey.example.com"]) }
            """)
        #expect(given.succeeded, "\(given.diagnostics)")
    }

    /// An `http:` origin outside loopback and a `file:` URL allow nothing; the host hears why
    /// when the transport is attached, and the `http:` page's request is refused.
    @Test func insecureEntriesAllowNothingAndAreReported() throws {
        let report = try ScenarioReport.run("insecureAllowList")
        let host = try #require(report.hosts["host"])
        let refused = host.problems.filter { $0.kind == "originRefused" }
        #expect(refused.count == 2)
        #expect(refused.contains { $0.message.contains("http://journey.example.com") && $0.message.contains("insecure HTTP") })
        #expect(refused.contains { $0.message.contains("file:///var/mobile/journey/index.html") })
        #expect(report.facts["committed"] == .bool(false))
        #expect(host.received.isEmpty)
    }

    /// Asking for insecure HTTP admits the `http:` origin; the `file:` entry stays refused.
    @Test func insecureHTTPIsAnExplicitOptIn() throws {
        let report = try ScenarioReport.run("insecureAllowListOptedIn")
        let host = try #require(report.hosts["host"])
        #expect(host.problems.filter { $0.kind == "originRefused" }.map { $0.message.contains("file:") } == [true])
        #expect(report.facts["committed"] == .bool(true))
        #expect(host.received == ["from-http-page"])
    }

    /// `BridgeWebView(url:host:)` takes the origin of its URL, which for an `http:` URL outside
    /// loopback is refused like any other entry: the app hears why, and since the main frame stays
    /// inside the allowed origins, the page is not even loaded.
    @Test func aPlainHTTPJourneyIsRefusedByDefault() throws {
        let report = try ScenarioReport.run("plainHTTPJourney")
        let host = try #require(report.hosts["host"])
        #expect(host.problems.map(\.kind) == ["originRefused", "navigationBlocked"])
        #expect(report.webViews["journey"]?.url == nil)
        #expect(report.facts["posted"] == .bool(false))
        #expect(host.received.isEmpty)
    }
}
