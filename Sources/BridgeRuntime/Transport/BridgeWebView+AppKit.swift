#if canImport(SwiftUI) && canImport(WebKit) && canImport(AppKit) && !canImport(UIKit)
import SwiftUI
import WebKit

/// SwiftUI's calls on macOS, handed to the coordinator.
extension BridgeWebView: NSViewRepresentable {
    /// Creates the web view, attaches it to the host and starts loading.
    public func makeNSView(context: Context) -> WKWebView {
        context.coordinator.makeWebView(for: self)
    }

    /// Applies a new URL, host or allow-list.
    public func updateNSView(_ webView: WKWebView, context: Context) {
        context.coordinator.update(webView, to: self)
    }

    /// Detaches the host from this view's transport when the view goes away.
    public static func dismantleNSView(_ webView: WKWebView, coordinator: Coordinator) {
        coordinator.dismantle()
    }
}
#endif
