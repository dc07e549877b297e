/// The scheme, host and port of a frame's document. WebKit reports port 0 for a scheme's default.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKSecurityOrigin: NSObject {
    /// The scheme, such as `https`.
    open var `protocol`: String { originProtocol }
    /// The host, such as `journey.example.com`.
    open var host: String { originHost }
    /// The port, or 0 for the scheme's default port.
    open var port: Int { originPort }

    private let originProtocol: String
    private let originHost: String
    private let originPort: Int

    /// The origin of `url`, as WebKit reports it.
    @_spi(StandIn) public init(url: URL) {
        originProtocol = url.scheme ?? ""
        originHost = url.host ?? ""
        let defaultPort = ["http": 80, "https": 443][originProtocol]
        originPort = url.port.flatMap { $0 == defaultPort ? nil : $0 } ?? 0
    }
}

/// A transient description of a frame: whether it is the main frame, its request and origin.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKFrameInfo: NSObject {
    /// Whether the frame is the main frame rather than a subframe.
    open var isMainFrame: Bool { mainFrame }
    /// The frame's current request.
    open var request: URLRequest { frameRequest }
    /// The origin of the frame's document.
    open var securityOrigin: WKSecurityOrigin { origin }
    /// The web view holding the frame.
    open weak var webView: WKWebView?

    private let mainFrame: Bool
    private let frameRequest: URLRequest
    private let origin: WKSecurityOrigin

    /// A frame showing `url` in `webView`.
    @_spi(StandIn) public init(isMainFrame: Bool, url: URL, webView: WKWebView?) {
        mainFrame = isMainFrame
        frameRequest = URLRequest(url: url)
        origin = WKSecurityOrigin(url: url)
        self.webView = webView
    }
}
