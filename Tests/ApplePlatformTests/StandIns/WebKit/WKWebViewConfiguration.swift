/// What a web view is created with. A web view keeps a copy; copies share the user content controller.
@MainActor open class WKWebViewConfiguration: NSObject, NSCopying {
    /// The user scripts and message handlers of the web views made with this configuration.
    open var userContentController = WKUserContentController()

    /// Creates a configuration with an empty user content controller.
    public override init() {}

    /// A copy sharing the user content controller, as WebKit's copies do.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copyOnMainActor() }
    }

    private func copyOnMainActor() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        return copy
    }
}
