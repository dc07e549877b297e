#if canImport(WebKit)
import WebKit

/// Sets up a `WKWebView` for a bridge host: the bootstrap script at document start, the message
/// handlers, and the transport, attached to the host.
@MainActor
public enum BridgeWebViewConfigurator {
    /// Makes a web view whose page talks to `host`.
    public static func makeWebView(
        host: any BridgeWebViewHost, allowedOrigins: Set<String>? = nil,
        configuration: WKWebViewConfiguration = WKWebViewConfiguration()
    ) -> WKWebView {
        let transport = configure(configuration, host: host, allowedOrigins: allowedOrigins)
        let webView = WKWebView(frame: .zero, configuration: configuration)
        transport.bind(to: webView)
        host.attach(transport)
        return webView
    }

    /// Adds the bootstrap script and message handlers to `configuration`; returns the transport,
    /// which the caller binds to the web view it creates and attaches to the host.
    @discardableResult
    public static func configure(
        _ configuration: WKWebViewConfiguration, host: any BridgeWebViewHost, allowedOrigins: Set<String>? = nil
    ) -> WKWebViewTransport {
        let transport = WKWebViewTransport(allowedOrigins: allowedOrigins)
        let controller = configuration.userContentController
        controller.add(WeakScriptMessageHandler(transport), name: WKWebViewTransport.messageHandlerName)
        controller.add(WeakScriptMessageHandler(transport), name: WKWebViewTransport.lifecycleHandlerName)
        controller.addUserScript(WKUserScript(
            source: host.bootstrapScript, injectionTime: .atDocumentStart, forMainFrameOnly: true))
        controller.addUserScript(WKUserScript(
            source: "window.webkit.messageHandlers.\(WKWebViewTransport.lifecycleHandlerName).postMessage('documentStart');",
            injectionTime: .atDocumentStart, forMainFrameOnly: true))
        return transport
    }
}

/// Breaks the cycle WebKit creates: a user content controller retains its handlers strongly.
private final class WeakScriptMessageHandler: NSObject, WKScriptMessageHandler {
    private weak var target: (any WKScriptMessageHandler)?
    init(_ target: any WKScriptMessageHandler) { self.target = target }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        target?.userContentController(controller, didReceive: message)
    }
}
#endif
