#if canImport(WebKit)
import Foundation
import WebKit

/// The transport between a host and a `WKWebView`.
///
/// In: the page calls `window.webkit.messageHandlers.gbgBridge.postMessage(message)` with a message
/// object or JSON text. Only the main frame is heard, and only from an allowed origin when
/// `allowedOrigins` is set; anything else is dropped before the host sees it.
/// Out: the host's JSON is evaluated as `window.GBGBridge.receive(<json>);`.
/// Page changes: the bootstrap script reports each new main-frame document, so requests of a page
/// that navigated away end instead of waiting for their timeout.
@MainActor
public final class WKWebViewTransport: NSObject, BridgeTransport, WKScriptMessageHandler {
    /// The message handler the page posts to: `window.webkit.messageHandlers.gbgBridge`.
    public static let messageHandlerName = "gbgBridge"
    /// The handler the bootstrap script reports new documents to.
    static let lifecycleHandlerName = "gbgBridgeLifecycle"

    /// The host.
    public weak var delegate: (any BridgeTransportDelegate)?
    /// The web view; held weakly because the web view's configuration holds this transport.
    public private(set) weak var webView: WKWebView?
    /// Origins (`https://journey.example.com`) the page may post from; nil allows any.
    public let allowedOrigins: Set<String>?
    private var documentCount = 0

    /// Creates a transport; ``BridgeWebViewConfigurator`` wires it into a configuration.
    public init(allowedOrigins: Set<String>? = nil) {
        self.allowedOrigins = allowedOrigins
    }

    /// Connects the transport to the web view it will evaluate JavaScript in.
    public func bind(to webView: WKWebView) { self.webView = webView }

    /// Evaluates `window.GBGBridge.receive(<json>);` in the page.
    public func deliver(_ message: BridgeOutgoingMessage) throws {
        guard let webView else { throw BridgeTransportError.webViewGone }
        webView.evaluateJavaScript(message.javaScript) { [weak self] _, error in
            guard let error else { return }
            MainActor.assumeIsolated { self?.delegate?.transportDidFailToDeliver(error) }
        }
    }

    /// Receives what the page posts.
    public func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard message.frameInfo.isMainFrame, isAllowed(message.frameInfo.securityOrigin) else { return }
        switch message.name {
        case Self.lifecycleHandlerName:
            documentCount += 1
            if documentCount > 1 { delegate?.transportDidChangePage() }
        case Self.messageHandlerName:
            guard let json = Self.json(from: message.body) else {
                delegate?.transportDidFailToDeliver(BridgeTransportError.unreadableMessage(String(describing: type(of: message.body))))
                return
            }
            delegate?.transportDidReceive(json)
        default:
            break
        }
    }

    private func isAllowed(_ origin: WKSecurityOrigin) -> Bool {
        guard let allowedOrigins else { return true }
        let port = origin.port == 0 ? "" : ":\(origin.port)"
        return allowedOrigins.contains("\(origin.protocol)://\(origin.host)\(port)")
    }

    /// The message as JSON bytes: JSON text is passed through; an object WebKit converted to
    /// Foundation types is serialized back (messages from the page are small).
    private static func json(from body: Any) -> [UInt8]? {
        if let text = body as? String { return Array(text.utf8) }
        guard JSONSerialization.isValidJSONObject(body),
              let data = try? JSONSerialization.data(withJSONObject: body) else { return nil }
        return Array(data)
    }
}

/// Why a WebView transport could not deliver or read a message.
public enum BridgeTransportError: Error, CustomStringConvertible {
    /// The web view was deallocated.
    case webViewGone
    /// The page posted something that is neither JSON text nor a JSON-compatible object.
    case unreadableMessage(String)

    /// A sentence for `lastError`.
    public var description: String {
        switch self {
        case .webViewGone: "WebView not attached"
        case .unreadableMessage(let type): "The page posted a \(type) that is not a message"
        }
    }
}
#endif
