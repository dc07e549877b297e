/// When WebKit injects a user script.
@available(iOS 15.0, macOS 13.0, *)
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// After the document element is created, before any other content loads.
    case atDocumentStart = 0
    /// After the document finishes loading, before other subresources do.
    case atDocumentEnd = 1
}

/// A script WebKit injects into the pages of web views using its user content controller.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKUserScript: NSObject {
    /// The script's source.
    open var source: String { scriptSource }
    /// When it is injected.
    open var injectionTime: WKUserScriptInjectionTime { time }
    /// Whether it is injected into the main frame only.
    open var isForMainFrameOnly: Bool { mainFrameOnly }

    private let scriptSource: String
    private let time: WKUserScriptInjectionTime
    private let mainFrameOnly: Bool
    /// The world it runs in; WebKit does not expose it.
    @_spi(StandIn) public let contentWorld: WKContentWorld

    /// A script for the page's world.
    public convenience init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly, in: .page)
    }

    /// A script for `contentWorld`.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld)
    {
        scriptSource = source
        time = injectionTime
        mainFrameOnly = forMainFrameOnly
        self.contentWorld = contentWorld
    }
}
