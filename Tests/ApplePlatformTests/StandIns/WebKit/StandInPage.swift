/// A web view's page as the stand-in models it: the committed document, whether its web content
/// process runs, and the scripts waiting for that process.
@available(iOS 15.0, macOS 13.0, *)
@MainActor final class StandInPage {
    /// A script the app asked to evaluate, waiting for the web content process.
    struct PendingScript {
        var source: String
        var world: WKContentWorld
        var completion: @MainActor (Result<Any?, NSError>) -> Void
    }

    /// The URL of the committed main-frame document.
    var url: URL?
    /// False once the web content process terminated, until the next navigation.
    var processRunning = true
    /// Scripts the app asked to evaluate, oldest first.
    var pending: [PendingScript] = []
    /// Every script that ran, with the document it ran in.
    var evaluations: [StandInEvaluation] = []
    /// The user scripts injected into documents, oldest first.
    var injectedUserScripts: [String] = []
    /// Script errors the page raised, such as a user script posting to a handler its world lacks.
    var scriptErrors: [String] = []
    /// Whether a task to run the pending scripts is on its way.
    var runScheduled = false

    /// Queues a script; it runs when the stand-in's web content process gets to it.
    func queue(_ source: String, in world: WKContentWorld, completion: @escaping @MainActor (Result<Any?, NSError>) -> Void) {
        pending.append(PendingScript(source: source, world: world, completion: completion))
    }
}

/// A script that ran in a page: what the app evaluated, where it ran, and what came of it.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) public struct StandInEvaluation: Sendable {
    /// The script as the app passed it.
    public var source: String
    /// `page`, `defaultClient` or the custom world's name.
    public var world: String
    /// The origin (`https://host[:port]`) of the document it ran in; nil when none was committed.
    public var origin: String?
    /// What the script's value or error was, as the JavaScript engine reported it; nil when no
    /// engine ran it.
    public var outcome: String?
    /// What the page's `window.GBGBridge.receive` was called with while the script ran.
    public var receivedByPage: [String]
}

/// Runs scripts as a page's JavaScript engine would, for the stand-in's web views.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) @MainActor public protocol StandInJavaScriptEngine {
    /// Evaluates `script` in `world` of a document from `origin`: its value (nil for `undefined`)
    /// or WebKit's error, what to record as the outcome, and what the page's `receive` got.
    func evaluate(
        _ script: String, world: String, origin: String
    )
        -> (result: Result<Any?, NSError>, outcome: String, receivedByPage: [String])
}
