import Testing

/// Item 7 of issue 29: the stand-ins are as strict as Apple's SDK, so the glue's mistakes that the
/// SDK would catch, or that would silently change behaviour on a device, fail here.
@Suite struct StrictStandInTests {
    /// WebKit's enums are not frozen: a switch over one needs `@unknown default`, as against the SDK.
    @Test func aSwitchOverAWebKitEnumNeedsUnknownDefault() throws {
        let exhaustive = """
            import WebKit
            func name(_ policy: WKNavigationActionPolicy) -> String {
                switch policy {
                case .cancel: "cancel"
                case .allow: "allow"
                case .download: "download"
                }
            }
            """
        let missing = try AppleGlue.iOS.typecheck(exhaustive)
        #expect(!missing.succeeded)
        #expect(missing.diagnostics.contains("@unknown default"), "\(missing.diagnostics)")
        let handled = try AppleGlue.iOS.typecheck(
            exhaustive.replacingOccurrences(
                of: "case .download: \"download\"\n", with: "case .download: \"download\"\n    @unknown default: \"newer\"\n"))
        #expect(handled.succeeded, "\(handled.diagnostics)")
    }

    /// The async overloads WebKit has are there, beside the completion handlers, so a call that
    /// would be ambiguous or pick another overload on a device is so here.
    @Test func webKitsAsyncOverloadsAreThere() throws {
        let probe = try AppleGlue.iOS.typecheck(
            """
            import WebKit
            @MainActor func run(_ webView: WKWebView) async throws {
                _ = try await webView.evaluateJavaScript("1")
                _ = try await webView.evaluateJavaScript("1", contentWorld: .page)
                _ = try await webView.callAsyncJavaScript("return x", arguments: ["x": 1], contentWorld: .page)
                webView.callAsyncJavaScript("return 1", in: nil, in: .defaultClient) { _ in }
                webView.evaluateJavaScript("1") { _, _ in }
            }
            """)
        #expect(probe.succeeded, "\(probe.diagnostics)")
    }

    /// WebKit asks an optional method only of an object that responds to its selector: the
    /// transport asks itself for its policy and message methods when it is bound, an app's
    /// delegate with the SDK's signature responds, one whose signature drifted does not and is
    /// never asked.
    @Test func optionalMethodsAreFoundBySelector() throws {
        let report = try ScenarioReport.run("respondsToTheSDKsSelectors")
        #expect(
            report.facts["transportAsked"]
                == .strings([
                    "webView:decidePolicyForNavigationAction:decisionHandler:", "userContentController:didReceiveScriptMessage:",
                ]))
        #expect(report.facts["responds"] == .bools([true, true, false, false]))
        #expect(report.facts["committedPastDriftedPolicy"] == .bool(true))
        #expect(report.facts["driftedAsked"] == .bool(false))
    }
}
