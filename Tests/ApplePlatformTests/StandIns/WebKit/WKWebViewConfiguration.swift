/// What a web view is created with. A web view keeps a copy; copies share the user content controller.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKWebViewConfiguration: NSObject, NSCopying {
    /// The user scripts and message handlers of the web views made with this configuration.
    open var userContentController = WKUserContentController()

    /// The handlers of custom URL schemes, by scheme; copies keep them, as WebKit's do.
    private var schemeHandlers: [String: any WKURLSchemeHandler] = [:]

    /// Creates a configuration with an empty user content controller.
    public override init() {}

    /// Sets the handler of `urlScheme`. WebKit raises `NSInvalidArgumentException` for a scheme that
    /// has a handler already, or that WebKit handles itself.
    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        let scheme = urlScheme.lowercased()
        if ["http", "https", "file", "about", "data", "blob", "javascript"].contains(scheme) || schemeHandlers[scheme] != nil {
            StandInWebKit.raise("NSInvalidArgumentException: '\(urlScheme)' is a URL scheme that WKWebView handles already")
            return
        }
        schemeHandlers[scheme] = urlSchemeHandler
    }

    /// The handler of `urlScheme`, if one was set.
    open func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? {
        schemeHandlers[urlScheme.lowercased()]
    }

    /// A copy sharing the user content controller, as WebKit's copies do.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copyOnMainActor() }
    }

    private func copyOnMainActor() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.schemeHandlers = schemeHandlers
        return copy
    }
}
