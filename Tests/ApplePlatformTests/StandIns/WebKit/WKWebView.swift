#if canImport(UIKit)
/// The platform's view class: `UIView` on iOS.
@available(iOS 15.0, macOS 13.0, *)
public typealias WKPlatformView = UIView
#else
/// The platform's view class: `NSView` on macOS.
@available(iOS 15.0, macOS 13.0, *)
public typealias WKPlatformView = NSView
#endif

/// Shows web content. The stand-in keeps the document's URL, its navigation delegate, and the
/// scripts the app asked it to evaluate; `StandInWebKit` plays the network and the page.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKWebView: WKPlatformView {
    /// The URL of the document the main frame shows, once committed.
    open var url: URL? { page.url }
    /// Decides on and follows navigations. WebKit holds it weakly.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// A copy of the configuration the web view was created with.
    open var configuration: WKWebViewConfiguration { ownConfiguration.copy() as! WKWebViewConfiguration }

    /// Whether Safari's Web Inspector may inspect the page (newer than the package's floor: the
    /// glue may use it only where it is available).
    @available(iOS 16.4, macOS 13.3, *)
    open var isInspectable: Bool {
        get { inspectable }
        set { inspectable = newValue }
    }

    private var inspectable = false
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

    /// Evaluates `javaScriptString` in the page's world and returns its value: the form Swift
    /// imports `evaluateJavaScript:completionHandler:` in, beside the completion handler's.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        let result = await withCheckedContinuation { done in
            evaluateJavaScript(javaScriptString) { value, error in
                done.resume(returning: StandInResult(error.map { .failure($0) } ?? .success(value ?? NSNull())))
            }
        }
        return try result.value.get() as Any
    }

    /// Evaluates `javaScript` in `contentWorld` of the main frame (`frame` nil) and returns its value.
    public func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld
    ) async throws -> Any? {
        let result = await withCheckedContinuation { done in
            evaluateJavaScript(javaScript, in: frame, in: contentWorld) { done.resume(returning: StandInResult($0.map { $0 })) }
        }
        return try result.value.get()
    }

    /// Calls `functionBody` as an async JavaScript function with `arguments`, passed as data, in
    /// `contentWorld` of the main frame (`frame` nil), and reports what its promise settles to.
    open func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
        completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil
    ) {
        let argumentNames = arguments.keys.sorted().joined(separator: ",")
        page.queue("(async function(\(argumentNames)){\(functionBody)})", in: contentWorld) { result in
            completionHandler?(result.map { $0 ?? NSNull() }.mapError { $0 })
        }
        StandInWebKit.scheduleScripts(of: self)
    }

    /// Calls `functionBody` as an async JavaScript function and returns what its promise settles to.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld
    ) async throws -> Any? {
        let result = await withCheckedContinuation { done in
            callAsyncJavaScript(functionBody, arguments: arguments, in: frame, in: contentWorld) {
                done.resume(returning: StandInResult($0.map { $0 }))
            }
        }
        return try result.value.get()
    }

    /// The user content controller of this web view's configuration.
    var userContentController: WKUserContentController { ownConfiguration.userContentController }
}

/// A script's value or error on its way out of a completion handler: what WebKit hands over is
/// Foundation objects, which it serializes, so nothing of the page is shared.
@available(iOS 15.0, macOS 13.0, *)
struct StandInResult: @unchecked Sendable {
    let value: Result<Any?, any Error>
    init(_ value: Result<Any?, any Error>) { self.value = value }
}
