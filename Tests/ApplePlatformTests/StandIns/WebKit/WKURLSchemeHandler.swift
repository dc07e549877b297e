/// Loads the resources of a custom URL scheme for the web views of a configuration
/// (`WKWebViewConfiguration.setURLSchemeHandler(_:forURLScheme:)`).
@available(iOS 15.0, macOS 13.0, *)
@MainActor public protocol WKURLSchemeHandler: NSObjectProtocol {
    /// Starts loading the resource `urlSchemeTask` asks for.
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)
    /// Stops loading it: the page no longer wants it.
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}

/// One load of a custom-scheme resource, which the handler answers through.
@available(iOS 15.0, macOS 13.0, *)
@MainActor public protocol WKURLSchemeTask: NSObjectProtocol {
    /// The request, with the headers the page's fetch sent (`Origin` among them).
    var request: URLRequest { get }
    /// The response's status and headers; first.
    func didReceive(_ response: URLResponse)
    /// Some of the body.
    func didReceive(_ data: Data)
    /// The end of the body.
    func didFinish()
    /// The load failed.
    func didFailWithError(_ error: any Error)
}
