/// A namespace for scripts: a handler or a variable in one world is invisible to the others.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKContentWorld: NSObject {
    /// The world's name; nil for `page` and `defaultClient`.
    public let name: String?
    private init(name: String?) { self.name = name }

    /// The world the page's own scripts run in.
    open class var page: WKContentWorld { pageWorld }
    /// The default world for the app's scripts, which the page cannot reach.
    open class var defaultClient: WKContentWorld { defaultClientWorld }
    /// The custom world `name`: the same object for the same name.
    open class func world(name: String) -> WKContentWorld {
        if let world = namedWorlds[name] { return world }
        let world = WKContentWorld(name: name)
        namedWorlds[name] = world
        return world
    }

    private static let pageWorld = WKContentWorld(name: nil)
    private static let defaultClientWorld = WKContentWorld(name: nil)
    private static var namedWorlds: [String: WKContentWorld] = [:]
}
