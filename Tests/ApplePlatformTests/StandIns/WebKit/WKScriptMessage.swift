/// A message a page's script posted to a handler: `window.webkit.messageHandlers.<name>.postMessage(body)`.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKScriptMessage: NSObject {
    /// The body, converted to Foundation types: `String`, `NSNumber`, `Date`, arrays, dictionaries, `NSNull`.
    open var body: Any { messageBody }
    /// The frame that posted it.
    open var frameInfo: WKFrameInfo { frame }
    /// The handler's name.
    open var name: String { handlerName }
    /// The web view whose page posted it.
    open weak var webView: WKWebView?
    /// The content world the posting script ran in.
    open var world: WKContentWorld { contentWorld }

    private let messageBody: Any
    private let frame: WKFrameInfo
    private let handlerName: String
    private let contentWorld: WKContentWorld

    init(body: Any, frameInfo: WKFrameInfo, name: String, webView: WKWebView, world: WKContentWorld) {
        messageBody = body
        frame = frameInfo
        handlerName = name
        self.webView = webView
        contentWorld = world
    }
}

/// Receives the messages a page posts to a handler installed with `WKUserContentController.add`.
@available(iOS 15.0, macOS 13.0, *)
@MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A page's script posted `message`.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
