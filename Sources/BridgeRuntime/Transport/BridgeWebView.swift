#if canImport(SwiftUI) && canImport(UIKit) && canImport(WebKit)
import SwiftUI
import WebKit

/// A SwiftUI view showing a web journey that talks to `host`.
///
/// The view attaches its transport to the host when created and detaches it when removed, which ends
/// everything the page had in flight.
public struct BridgeWebView: UIViewRepresentable {
    private let url: URL
    private let host: any BridgeWebViewHost
    private let allowedOrigins: Set<String>?

    /// Shows `url`; when `allowedOrigins` is set, only pages from those origins can reach the host.
    public init(url: URL, host: any BridgeWebViewHost, allowedOrigins: Set<String>? = nil) {
        self.url = url
        self.host = host
        self.allowedOrigins = allowedOrigins
    }

    /// Remembers which URL the view loaded, so updates reload only when the app changes it.
    public final class Coordinator {
        var loadedURL: URL?
        weak var host: (any BridgeWebViewHost)?
    }

    /// Creates the coordinator.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the web view, attaches it to the host and starts loading.
    public func makeUIView(context: Context) -> WKWebView {
        let webView = BridgeWebViewConfigurator.makeWebView(host: host, allowedOrigins: allowedOrigins)
        context.coordinator.host = host
        context.coordinator.loadedURL = url
        webView.load(URLRequest(url: url))
        return webView
    }

    /// Loads the URL again only when the app asked for another one (not after in-page navigation).
    public func updateUIView(_ webView: WKWebView, context: Context) {
        guard context.coordinator.loadedURL != url else { return }
        context.coordinator.loadedURL = url
        webView.load(URLRequest(url: url))
    }

    /// Detaches the host when the view goes away.
    public static func dismantleUIView(_ webView: WKWebView, coordinator: Coordinator) {
        coordinator.host?.detach()
    }
}
#endif
