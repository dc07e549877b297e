#if canImport(WebKit)
import Foundation
import WebKit

/// The transport between a host and a `WKWebView`.
///
/// In: the page calls `window.webkit.messageHandlers.gbgBridge.postMessage(json)` with the message
/// as JSON text. Only the main frame of this transport's own web view is heard, and only from an
/// allowed origin when `allowedOrigins` is set; anything else is refused and reported.
/// Out: the host's JSON is handed to the page as a string to parse,
/// `window.GBGBridge.receive("<json>");void 0`, in a document from an allowed origin only.
/// Page changes: every navigation of the main frame, and the end of the web content process, end
/// what the old page had in flight (see `WKWebViewTransport+Navigation.swift`); a script in the
/// app's own content world reports each new document too, in case the app replaced the navigation
/// delegate.
@MainActor
public final class WKWebViewTransport: NSObject, BridgeTransport, WKScriptMessageHandler {
    /// The message handler the page posts to: `window.webkit.messageHandlers.gbgBridge`.
    public static let messageHandlerName = "gbgBridge"
    /// The handler the lifecycle script reports new documents to, in the `.defaultClient` world only.
    static let lifecycleHandlerName = "gbgBridgeLifecycle"

    /// The host. Attaching tells it of the allowed origins refused (``allowedOrigins``).
    public weak var delegate: (any BridgeTransportDelegate)? {
        didSet { if delegate !== oldValue { reportRefusedOrigins() } }
    }
    /// The web view; held weakly because the web view's configuration holds this transport.
    public private(set) weak var webView: WKWebView?
    /// Origins (`https://journey.example.com`) whose documents may talk to the host and be
    /// navigated to in the main frame; nil allows any.
    ///
    /// An entry that names no origin allows nothing, and neither does one that would let in more
    /// than it says: a `file:` URL (every local file has the same origin), or an `http:` origin
    /// outside loopback unless ``allowsInsecureHTTP``. Each is reported to the host (`originRefused`).
    public var allowedOrigins: Set<String>? {
        didSet { applyPolicy() }
    }
    /// Whether `http:` origins outside loopback (`localhost`, `127.0.0.0/8`, `::1`) may be allowed:
    /// false unless asked for, since anyone on the network path can serve such a page.
    public var allowsInsecureHTTP: Bool {
        didSet { applyPolicy() }
    }
    /// What the URLs of the host's blobs start with, once ``BridgeWebViewConfigurator`` installed
    /// the scheme handler that serves them; nil before, so the host sends every value inline.
    public internal(set) var blobURLPrefix: String?
    /// `allowedOrigins`, normalized, with the script deliveries use.
    private(set) var policy: BridgeOriginPolicy

    /// Creates a transport; ``BridgeWebViewConfigurator`` wires it into a configuration.
    ///
    /// - Parameters:
    ///   - allowedOrigins: The origins whose documents may talk to the host; nil allows any page.
    ///     There is no default: the caller says which pages it trusts.
    ///   - allowsInsecureHTTP: Whether `http:` origins outside loopback may be among them.
    public init(allowedOrigins: Set<String>?, allowsInsecureHTTP: Bool = false) {
        self.allowedOrigins = allowedOrigins
        self.allowsInsecureHTTP = allowsInsecureHTTP
        policy = BridgeOriginPolicy(allowing: allowedOrigins, allowingInsecureHTTP: allowsInsecureHTTP)
    }

    /// Makes the policy of the allowed origins, and tells the host of the entries refused.
    private func applyPolicy() {
        policy = BridgeOriginPolicy(allowing: allowedOrigins, allowingInsecureHTTP: allowsInsecureHTTP)
        reportRefusedOrigins()
    }

    private func reportRefusedOrigins() {
        for refusal in policy.refusals { refuse(refusal, kind: .originRefused) }
    }

    /// Connects the transport to the web view it evaluates JavaScript in, and becomes its
    /// navigation delegate, which keeps the main frame inside the allowed origins.
    ///
    /// It stops the app, loudly, if WebKit would not call its navigation policy or its message
    /// handler: WebKit calls an optional delegate method only when the object responds to its
    /// selector, so a signature that drifted from the SDK's would skip the origin allow-list
    /// without a word. Its selectors are fixed when the runtime is compiled, so this fails at once
    /// in development, never in one app and not another.
    public func bind(to webView: WKWebView) {
        for name in Self.selectorsWebKitMustCall where !responds(to: NSSelectorFromString(name)) {
            preconditionFailure("WKWebViewTransport: WebKit would not call \(name); its signature no longer matches the SDK's")
        }
        self.webView = webView
        webView.navigationDelegate = self
    }

    /// The Objective-C selectors of the methods WebKit must find on the transport: the navigation
    /// policy (`WKNavigationDelegate`) and the page's messages (`WKScriptMessageHandler`).
    static let selectorsWebKitMustCall = [
        "webView:decidePolicyForNavigationAction:decisionHandler:", "userContentController:didReceiveScriptMessage:",
    ]

    /// Evaluates `window.GBGBridge.receive("<json>");void 0` in the page, if the page is from an
    /// allowed origin.
    ///
    /// - Throws: ``BridgeTransportError/webViewGone``, or ``BridgeTransportError/pageNotAllowed(_:)``
    ///   when the web view shows a document from another origin.
    public func deliver(_ message: BridgeOutgoingMessage) throws {
        guard let webView else { throw BridgeTransportError.webViewGone }
        let page = webView.url.flatMap(BridgeWebOrigin.init(url:))
        guard policy.allows(page) else {
            throw BridgeTransportError.pageNotAllowed(page?.description ?? webView.url?.absoluteString ?? "no page")
        }
        // WebKit calls the handler on the main thread. The script's value is undefined, unless the
        // document that ran it turned out to be from another origin (see BridgeDeliveryScript).
        webView.evaluateJavaScript(policy.deliveryScript.script(for: message)) { [weak self] value, error in
            if let error {
                self?.delegate?.transportDidFailToDeliver(BridgeTransportError.scriptFailed(error.localizedDescription))
            } else if let refusedOrigin = value as? String {
                self?.delegate?.transportDidFailToDeliver(BridgeTransportError.pageNotAllowed(refusedOrigin))
            }
        }
    }

    /// Receives what the pages of the web view's configuration post.
    public func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        // Popups a WKUIDelegate opens get a copy of this configuration, whose controller (and so this
        // handler) they share: only this transport's own web view is its page.
        guard let webView, message.webView === webView else {
            if message.name == Self.messageHandlerName {
                refuse("Refused a message from another web view sharing this configuration, such as a popup")
            }
            return
        }
        switch message.name {
        case Self.lifecycleHandlerName:
            // Posted from the app's own content world, which page code cannot reach, at the start of
            // every main-frame document: whatever its origin, the previous page is gone.
            delegate?.transportDidChangePage()
        case Self.messageHandlerName:
            receive(message)
        default:
            break
        }
    }

    /// Hands a message from the page to the host, if its frame and origin may talk to it.
    private func receive(_ message: WKScriptMessage) {
        let frame = message.frameInfo
        let origin = frame.securityOrigin
        let sender = BridgeWebOrigin(scheme: origin.protocol, host: origin.host, port: origin.port)
        let senderName = sender?.description ?? "a page with no origin"
        guard frame.isMainFrame else {
            refuse("Refused a message from a subframe (\(senderName)): only the main frame's page talks to the host")
            return
        }
        guard policy.allows(sender) else {
            refuse("Refused a message from \(senderName): not an allowed origin")
            return
        }
        // Text only: the web client posts JSON text, and anything else WebKit would first turn
        // into Foundation objects whatever its size, which serializing back would copy again.
        guard let text = message.body as? String else {
            refuse("Refused a message that is not JSON text: the page posted a \(type(of: message.body))")
            return
        }
        delegate?.transportDidReceive(text: text)
    }

    /// Tells the host about something refused; the page gets no answer, since nothing was read.
    func refuse(_ reason: String, kind: BridgeProblem.Kind = .invalidMessage) {
        delegate?.transportDidReport(BridgeProblem(kind, reason))
    }
}
#endif
