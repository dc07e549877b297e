#if canImport(WebKit)
import WebKit

/// Breaks the cycle WebKit creates: a user content controller retains its handlers strongly, and
/// the transport lives as long as its host or view keeps it, not as long as the configuration.
final class WeakScriptMessageHandler: NSObject, WKScriptMessageHandler {
    private weak var target: (any WKScriptMessageHandler)?

    init(_ target: any WKScriptMessageHandler) { self.target = target }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        target?.userContentController(controller, didReceive: message)
    }
}
#endif
