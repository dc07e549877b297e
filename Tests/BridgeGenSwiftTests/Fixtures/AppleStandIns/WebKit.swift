// A stand-in for WebKit with only what BridgeRuntime uses. It checks our code's shape, not Apple's.
// Like the real WebKit, it re-exports Foundation (URLRequest lives in FoundationNetworking on Linux).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

@MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@MainActor open class WKSecurityOrigin: NSObject {
    open var `protocol`: String { "https" }
    open var host: String { "" }
    open var port: Int { 0 }
}

@MainActor open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
    open var securityOrigin: WKSecurityOrigin { WKSecurityOrigin() }
}

@MainActor open class WKScriptMessage: NSObject {
    open var body: Any { "" }
    open var name: String { "" }
    open var frameInfo: WKFrameInfo { WKFrameInfo() }
}

public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart, atDocumentEnd
}

@MainActor open class WKUserScript: NSObject {
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {}
}

@MainActor open class WKUserContentController: NSObject {
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
    open func addUserScript(_ userScript: WKUserScript) {}
}

@MainActor open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
}

@MainActor open class WKNavigation: NSObject {}

@MainActor open class WKWebView: NSObject {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {}
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {}
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { nil }
}
