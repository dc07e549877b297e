#if canImport(WebKit)
import WebKit

/// Sets up a `WKWebView` for a bridge host: the bootstrap script at document start, the message
/// handlers, the lifecycle script, and the transport, attached to the host.
///
/// A configuration serves one bridge web view at a time. Configuring it again (reusing it for a new
/// web view) moves the handlers to the new transport instead of adding them twice, which WebKit
/// refuses with an exception.
@MainActor
public enum BridgeWebViewConfigurator {
    /// Makes a web view whose page talks to `host` and starts loading `url` in it. Only documents
    /// from `allowedOrigins` talk to the host, and the main frame stays inside them; by default,
    /// that is the origin of `url` alone, as for ``BridgeWebView``. An `http:` origin outside
    /// loopback needs `allowsInsecureHTTP` (see ``WKWebViewTransport/allowedOrigins``).
    public static func makeWebView(
        url: URL, host: any BridgeWebViewHost, allowedOrigins: Set<String>? = nil, allowsInsecureHTTP: Bool = false,
        configuration: WKWebViewConfiguration = WKWebViewConfiguration()
    ) -> WKWebView {
        let webView = makeWebView(
            host: host, allowedOrigins: Self.allowedOrigins(allowedOrigins, defaultingTo: url),
            allowsInsecureHTTP: allowsInsecureHTTP,
            configuration: configuration)
        webView.load(URLRequest(url: url))
        return webView
    }

    /// Makes a web view whose page talks to `host`; the app loads its URL into it. Only documents
    /// from `allowedOrigins` talk to the host, and the main frame cannot be navigated elsewhere;
    /// nil allows any page. There is no default: without a URL there is no safe one to take, so the
    /// caller says which origins it trusts (or uses `makeWebView(url:host:)`). An `http:` origin
    /// outside loopback needs `allowsInsecureHTTP`.
    public static func makeWebView(
        host: any BridgeWebViewHost, allowedOrigins: Set<String>?, allowsInsecureHTTP: Bool = false,
        configuration: WKWebViewConfiguration = WKWebViewConfiguration()
    ) -> WKWebView {
        let (webView, transport) = makeBoundWebView(
            host: host, allowedOrigins: allowedOrigins, allowsInsecureHTTP: allowsInsecureHTTP, configuration: configuration)
        host.attach(transport)
        return webView
    }

    /// The origins a page loaded from `url` may come from: `allowedOrigins` when given, otherwise
    /// the origin of `url` alone (none, if `url` has no origin, so nothing talks to the host).
    static func allowedOrigins(_ allowedOrigins: Set<String>?, defaultingTo url: URL) -> Set<String> {
        allowedOrigins ?? Set([BridgeWebOrigin(url: url)?.description].compactMap { $0 })
    }

    /// Adds the scripts and message handlers to `configuration`; returns the transport, which the
    /// caller binds to the web view it creates and attaches to the host. Only documents from
    /// `allowedOrigins` talk to the host; nil allows any page, so it has no default either. An
    /// `http:` origin outside loopback needs `allowsInsecureHTTP`.
    @discardableResult
    public static func configure(
        _ configuration: WKWebViewConfiguration, host: any BridgeWebViewHost, allowedOrigins: Set<String>?,
        allowsInsecureHTTP: Bool = false
    ) -> WKWebViewTransport {
        let transport = WKWebViewTransport(allowedOrigins: allowedOrigins, allowsInsecureHTTP: allowsInsecureHTTP)
        let controller = configuration.userContentController
        install(WeakScriptMessageHandler(transport), as: WKWebViewTransport.messageHandlerName, in: .page, of: controller)
        install(
            WeakScriptMessageHandler(transport), as: WKWebViewTransport.lifecycleHandlerName, in: .defaultClient, of: controller)
        installScripts(bootstrap: host.bootstrapScript, in: controller)
        installBlobSchemeHandler(for: transport, in: configuration)
        return transport
    }

    /// Serves the host's blobs to `transport`'s web view, through the scheme handler of
    /// `configuration`: a new one, or the one a reused configuration has, moved to this transport.
    /// An app that took the scheme for a handler of its own keeps it, and its host sends no blobs.
    private static func installBlobSchemeHandler(for transport: WKWebViewTransport, in configuration: WKWebViewConfiguration) {
        let scheme = BridgeBlobSchemeHandler.scheme
        switch configuration.urlSchemeHandler(forURLScheme: scheme) {
        case let handler as BridgeBlobSchemeHandler:
            handler.transport = transport
        case nil:
            configuration.setURLSchemeHandler(BridgeBlobSchemeHandler(transport), forURLScheme: scheme)
        default:
            return
        }
        transport.blobURLPrefix = BridgeBlobSchemeHandler.urlPrefix
    }

    /// A configured web view and its transport, bound to each other but not attached to a host.
    static func makeBoundWebView(
        host: any BridgeWebViewHost, allowedOrigins: Set<String>?, allowsInsecureHTTP: Bool, configuration: WKWebViewConfiguration
    ) -> (WKWebView, WKWebViewTransport) {
        let transport = configure(
            configuration, host: host, allowedOrigins: allowedOrigins, allowsInsecureHTTP: allowsInsecureHTTP)
        let webView = WKWebView(frame: .zero, configuration: configuration)
        transport.bind(to: webView)
        return (webView, transport)
    }

    /// Adds the bootstrap script (page world) and the lifecycle script (the app's own world, where
    /// page code cannot post to its handler and so cannot fake a new document), unless a script
    /// with the same source is already there. Both run at the start of every main-frame document.
    static func installScripts(bootstrap: String, in controller: WKUserContentController) {
        let scripts = [
            WKUserScript(source: bootstrap, injectionTime: .atDocumentStart, forMainFrameOnly: true, in: .page),
            WKUserScript(source: lifecycleScript, injectionTime: .atDocumentStart, forMainFrameOnly: true, in: .defaultClient),
        ]
        let present = Set(controller.userScripts.map(\.source))
        for script in scripts where !present.contains(script.source) {
            controller.addUserScript(script)
        }
    }

    /// Installs `handler` under `name` in `world`, replacing a handler already installed under that
    /// name: WebKit raises `NSInvalidArgumentException` when one is added twice.
    private static func install(
        _ handler: WeakScriptMessageHandler, as name: String, in world: WKContentWorld, of controller: WKUserContentController
    ) {
        controller.removeScriptMessageHandler(forName: name, contentWorld: world)
        controller.add(handler, contentWorld: world, name: name)
    }

    private static let lifecycleScript =
        "window.webkit.messageHandlers.\(WKWebViewTransport.lifecycleHandlerName).postMessage('documentStart');"
}
#endif
