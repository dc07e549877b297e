/// The user scripts and message handlers shared by the web views of a configuration (and their
/// popups, which WebKit creates with a copy of the opener's configuration).
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class WKUserContentController: NSObject {
    /// The handlers by name, with their world. WebKit keeps them strongly.
    private var handlers: [String: (handler: any WKScriptMessageHandler, world: WKContentWorld)] = [:]
    private var scripts: [WKUserScript] = []

    /// Creates an empty controller.
    public override init() {}

    /// The user scripts, in the order they were added.
    open var userScripts: [WKUserScript] { scripts }

    /// Adds a user script.
    open func addUserScript(_ userScript: WKUserScript) { scripts.append(userScript) }

    /// Removes every user script.
    open func removeAllUserScripts() { scripts.removeAll() }

    /// Installs `scriptMessageHandler` as `window.webkit.messageHandlers.<name>` in the page's world.
    ///
    /// The name must be unique within the controller: WebKit raises `NSInvalidArgumentException`
    /// ("Attempt to add script message handler with name '…' when one already exists"), which ends
    /// the app. Here the exception is recorded in `StandInWebKit.raisedExceptions`, and nothing is added.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        add(scriptMessageHandler, contentWorld: .page, name: name)
    }

    /// Installs `scriptMessageHandler` as `window.webkit.messageHandlers.<name>` in `world` only.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) {
        guard handlers[name] == nil else {
            StandInWebKit.raise(
                "NSInvalidArgumentException: Attempt to add script message handler with name '\(name)' when one already exists.")
            return
        }
        handlers[name] = (scriptMessageHandler, world)
    }

    /// Removes the handler `name` from the page's world; does nothing if there is none.
    open func removeScriptMessageHandler(forName name: String) {
        removeScriptMessageHandler(forName: name, contentWorld: .page)
    }

    /// Removes the handler `name` from `contentWorld`; does nothing if there is none.
    open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
        if handlers[name]?.world === contentWorld { handlers[name] = nil }
    }

    /// Removes every handler from every world.
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }

    /// The handler a script in `world` reaches as `window.webkit.messageHandlers.<name>`, if any.
    func handler(named name: String, in world: WKContentWorld) -> (any WKScriptMessageHandler)? {
        guard let installed = handlers[name], installed.world === world else { return nil }
        return installed.handler
    }
}
