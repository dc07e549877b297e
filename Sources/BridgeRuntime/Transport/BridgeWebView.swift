#if canImport(SwiftUI) && canImport(WebKit) && (canImport(UIKit) || canImport(AppKit))
import WebKit

/// A SwiftUI view showing a web journey that talks to `host`: a `UIViewRepresentable` on iOS and
/// visionOS, an `NSViewRepresentable` on macOS.
///
/// The view attaches its transport to the host when SwiftUI makes it, follows changes of its URL,
/// host and allowed origins when SwiftUI updates it, and detaches the host when SwiftUI removes it,
/// unless the host has moved on to another view's transport by then.
@MainActor
public struct BridgeWebView {
    let url: URL
    let host: any BridgeWebViewHost
    private let allowedOrigins: Set<String>?
    let allowsInsecureHTTP: Bool

    /// Shows `url`. Only documents from `allowedOrigins` talk to the host, and the main frame stays
    /// inside them; by default, that is the origin of `url` alone. An `http:` origin outside
    /// loopback needs `allowsInsecureHTTP` (see ``WKWebViewTransport/allowedOrigins``).
    public init(url: URL, host: any BridgeWebViewHost, allowedOrigins: Set<String>? = nil, allowsInsecureHTTP: Bool = false) {
        self.url = url
        self.host = host
        self.allowedOrigins = allowedOrigins
        self.allowsInsecureHTTP = allowsInsecureHTTP
    }

    /// The origins the page may come from: the ones given, or the origin of `url`.
    var effectiveAllowedOrigins: Set<String> {
        BridgeWebViewConfigurator.allowedOrigins(allowedOrigins, defaultingTo: url)
    }

    /// Creates the coordinator, which keeps the view's transport.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// What the view keeps between SwiftUI's calls: its transport, the host it attached, the URL it loaded.
    @MainActor
    public final class Coordinator {
        private var transport: WKWebViewTransport?
        private weak var host: (any BridgeWebViewHost)?
        private var loadedURL: URL?

        /// Makes the web view, attaches its transport to the view's host and starts loading.
        func makeWebView(for view: BridgeWebView) -> WKWebView {
            let (webView, transport) = BridgeWebViewConfigurator.makeBoundWebView(
                host: view.host, allowedOrigins: view.effectiveAllowedOrigins, allowsInsecureHTTP: view.allowsInsecureHTTP,
                configuration: WKWebViewConfiguration())
            self.transport = transport
            attach(view.host)
            load(view.url, in: webView)
            return webView
        }

        /// Applies the view's current values: another host, other allowed origins, another URL.
        func update(_ webView: WKWebView, to view: BridgeWebView) {
            // SwiftUI updates often; the delivery script is rebuilt only when the origins change.
            let origins = view.effectiveAllowedOrigins
            if let transport, transport.allowedOrigins != origins { transport.allowedOrigins = origins }
            if let transport, transport.allowsInsecureHTTP != view.allowsInsecureHTTP {
                transport.allowsInsecureHTTP = view.allowsInsecureHTTP
            }
            if view.host !== host {
                detachOwnHost()
                attach(view.host)
                // The view made this configuration, so all its scripts are the bridge's; the new
                // host's bootstrap script applies from the next document.
                let controller = webView.configuration.userContentController
                controller.removeAllUserScripts()
                BridgeWebViewConfigurator.installScripts(bootstrap: view.host.bootstrapScript, in: controller)
            }
            if view.url != loadedURL { load(view.url, in: webView) }
        }

        /// Detaches the host, if it is still attached to this view's transport.
        func dismantle() { detachOwnHost() }

        private func attach(_ newHost: any BridgeWebViewHost) {
            if let transport { newHost.attach(transport) }
            host = newHost
        }

        private func detachOwnHost() {
            guard let host, let transport, host.transport === transport else { return }
            host.detach()
        }

        /// Loads `url`; in-page navigation since then does not count as the app asking again.
        private func load(_ url: URL, in webView: WKWebView) {
            loadedURL = url
            webView.load(URLRequest(url: url))
        }
    }
}
#endif
