/// Tracks one load of a web view.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKNavigation: NSObject {}

/// What triggered a navigation.
@available(iOS 15.0, macOS 13.0, *)
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted = 1, backForward = 2, reload = 3, formResubmitted = 4, other = -1
}

/// Whether to allow a navigation.
@available(iOS 15.0, macOS 13.0, *)
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0, allow = 1, download = 2
}

/// A navigation about to happen: its request and the frames involved.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKNavigationAction: NSObject {
    /// The request to load.
    open var request: URLRequest { actionRequest }
    /// The frame the new document replaces; nil when it opens a new window.
    open var targetFrame: WKFrameInfo? { target }
    /// The frame that asked for the navigation.
    open var sourceFrame: WKFrameInfo { source }
    /// What triggered it.
    open var navigationType: WKNavigationType { type }

    private let actionRequest: URLRequest
    private let target: WKFrameInfo?
    private let source: WKFrameInfo
    private let type: WKNavigationType

    init(request: URLRequest, targetFrame: WKFrameInfo?, sourceFrame: WKFrameInfo, navigationType: WKNavigationType) {
        actionRequest = request
        target = targetFrame
        source = sourceFrame
        type = navigationType
    }
}

/// Decides on and follows the main frame's navigations. Every method is optional in WebKit: the
/// stand-in gives each a default, which stands for the method missing (WebKit does not call it;
/// `responds(to:)` is false). A method whose signature does not match is as missing.
@available(iOS 15.0, macOS 13.0, *)
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Asks whether to allow a navigation; `decisionHandler` must be called exactly once.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    /// A navigation of the main frame started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The main frame started receiving the new document.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The main frame's navigation finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The web content process ended: the page is gone.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

@available(iOS 15.0, macOS 13.0, *)
extension WKNavigationDelegate {
    /// Not implemented: WebKit does not ask, and allows the navigation.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        StandInObjC.reachedDefault()
        decisionHandler(.allow)
    }
    /// Not implemented.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Not implemented.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Not implemented.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Not implemented.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
