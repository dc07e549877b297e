#if canImport(WebKit)
import WebKit

/// The transport as its web view's navigation delegate, as Capacitor's bridge is: every navigation
/// of the main frame ends what the old page had in flight, and the main frame stays inside the
/// allowed origins.
///
/// WebKit calls these on the main thread, for the main frame only (subframes navigate freely, and
/// their messages are refused). An app that sets its own `navigationDelegate` loses the navigation
/// policy; page changes are still reported by the lifecycle script, and deliveries still check the
/// page's origin.
extension WKWebViewTransport: WKNavigationDelegate {
    /// Allows a navigation of the main frame, or a new window's, only to an allowed origin.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        // WebKit asks again for each server redirect, so a redirect cannot leave the origins either.
        // A nil target frame is a new window, which a WKUIDelegate would open with this configuration.
        let target = navigationAction.request.url.flatMap(BridgeWebOrigin.init(url:))
        guard navigationAction.targetFrame?.isMainFrame ?? true, !policy.allows(target) else {
            decisionHandler(.allow)
            return
        }
        let destination =
            target?.description ?? navigationAction.request.url?.scheme.map { "a \($0): URL" } ?? "a page with no URL"
        refuse("Blocked a navigation of the main frame to \(destination): not an allowed origin", kind: .navigationBlocked)
        decisionHandler(.cancel)
    }

    /// A new document is on its way: the old page's requests can no longer be answered.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        delegate?.transportDidChangePage()
    }

    /// The page is gone with its process; whatever replaces it starts afresh.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        delegate?.transportDidChangePage()
    }
}
#endif
