#if canImport(UIKit)
/// The platform's view class: `UIView` on iOS.
public typealias WKPlatformView = UIView
#else
/// The platform's view class: `NSView` on macOS.
public typealias WKPlatformView = NSView
#endif

/// Shows web content. The stand-in keeps the document's URL, its navigation delegate, and the
/// scripts the app asked it to evaluate; `StandInWebKit` plays the network and the page.
@MainActor open class WKWebView: WKPlatformView {
    /// The URL of the document the main frame shows, once committed.
    open var url: URL? { page.url }
    /// Decides on and follows navigations. WebKit holds it weakly.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// A copy of the configuration the web view was created with.
    open var configuration: WKWebViewConfiguration { ownConfiguration.copy() as! WKWebViewConfiguration }

    private let ownConfiguration: WKWebViewConfiguration
    /// The page and the scripts waiting for the web content process.
    let page = StandInPage()

    /// A web view using a copy of `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        ownConfiguration = configuration.copy() as! WKWebViewConfiguration
        super.init(frame: frame)
    }

    /// Starts loading `request` in the main frame; the load continues after this returns.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        let navigation = WKNavigation()
        guard let url = request.url else { return nil }
        Task { await StandInWebKit.navigate(self, to: url, type: .other, navigation: navigation) }
        return navigation
    }

    /// Reloads the current document.
    @discardableResult
    open func reload() -> WKNavigation? {
        guard let url else { return nil }
        return load(URLRequest(url: url))
    }

    /// Evaluates `javaScriptString` in the page's world of the main frame. The web content process
    /// runs it later, in whatever document is current then; the handler gets the script's value
    /// (`nil` for `undefined`) or an error, on the main thread.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        page.queue(javaScriptString, in: .page) { result in
            switch result {
            case .success(let value): completionHandler?(value, nil)
            case .failure(let error): completionHandler?(nil, error)
            }
        }
        StandInWebKit.scheduleScripts(of: self)
    }

    /// Evaluates `javaScript` in `contentWorld` of the main frame (`frame` nil) and reports its
    /// value or error.
    open func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
        completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil
    ) {
        page.queue(javaScript, in: contentWorld) { result in
            completionHandler?(result.map { $0 ?? NSNull() }.mapError { $0 })
        }
        StandInWebKit.scheduleScripts(of: self)
    }

    /// The user content controller of this web view's configuration.
    var userContentController: WKUserContentController { ownConfiguration.userContentController }
}
