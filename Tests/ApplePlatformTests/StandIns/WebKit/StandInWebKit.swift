/// A frame of the page that posts a message: the main frame, or a subframe showing a document.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) public enum StandInFrame: Sendable {
    case main
    case subframe(URL)
}

/// Plays the network and the page for the stand-in's web views, and records what WebKit would
/// have raised. Only scenarios use it.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) @MainActor public enum StandInWebKit {
    /// The Objective-C exceptions WebKit raised; each would have ended the app.
    public private(set) static var raisedExceptions: [String] = []
    /// Runs evaluated scripts; without one, scripts complete with `undefined` and nothing records
    /// what the page made of them.
    public static var javaScript: (any StandInJavaScriptEngine)?
    /// While true, the web content process is busy: evaluated scripts wait until `runScripts(of:)`.
    public static var webContentProcessBusy = false

    static func raise(_ exception: String) { raisedExceptions.append(exception) }

    /// Navigates the main frame to `url` as WebKit does: asks the navigation delegate, reports the
    /// provisional navigation, commits the document, injects the document-start user scripts, and
    /// reports the commit and the end. Returns whether the document was committed.
    @discardableResult
    public static func navigate(
        _ webView: WKWebView, to url: URL, type: WKNavigationType = .linkActivated, navigation: WKNavigation = WKNavigation()
    ) async -> Bool {
        let current = WKFrameInfo(isMainFrame: true, url: webView.url ?? url, webView: webView)
        let action = WKNavigationAction(
            request: URLRequest(url: url), targetFrame: current, sourceFrame: current, navigationType: type)
        // As WebKit: the delegate is asked only if it responds to the method.
        if let delegate = webView.navigationDelegate, StandInObjC.implements(StandInObjC.decidePolicy, on: delegate) {
            let policy = await withCheckedContinuation { decided in
                delegate.webView(webView, decidePolicyFor: action) { decided.resume(returning: $0) }
            }
            guard policy == .allow else { return false }
        }
        webView.navigationDelegate?.webView(webView, didStartProvisionalNavigation: navigation)
        webView.page.url = url
        webView.page.processRunning = true
        webView.navigationDelegate?.webView(webView, didCommit: navigation)
        injectUserScripts(into: webView)
        webView.navigationDelegate?.webView(webView, didFinish: navigation)
        return true
    }

    /// The page's script in `world` of `frame` runs `window.webkit.messageHandlers.<name>.postMessage(body)`.
    /// Returns false when that world has no such handler: in the page, a TypeError.
    @discardableResult
    public static func post(
        _ body: Any, toHandler name: String, in world: WKContentWorld = .page, from frame: StandInFrame = .main,
        of webView: WKWebView
    ) -> Bool {
        let controller = webView.userContentController
        guard let handler = controller.handler(named: name, in: world), let pageURL = webView.url else { return false }
        let frameInfo: WKFrameInfo
        switch frame {
        case .main: frameInfo = WKFrameInfo(isMainFrame: true, url: pageURL, webView: webView)
        case .subframe(let url): frameInfo = WKFrameInfo(isMainFrame: false, url: url, webView: webView)
        }
        handler.userContentController(
            controller, didReceive: WKScriptMessage(body: body, frameInfo: frameInfo, name: name, webView: webView, world: world))
        return true
    }

    /// The web content process ends: the document is gone, and scripts fail until the next load.
    public static func terminateContentProcess(of webView: WKWebView) {
        webView.page.processRunning = false
        webView.navigationDelegate?.webViewWebContentProcessDidTerminate(webView)
    }

    /// Every script evaluated in `webView`, oldest first.
    public static func evaluations(in webView: WKWebView) -> [StandInEvaluation] { webView.page.evaluations }

    /// The user scripts injected into `webView`'s documents, and the script errors its pages raised.
    public static func pageLog(of webView: WKWebView) -> (injected: [String], errors: [String]) {
        (webView.page.injectedUserScripts, webView.page.scriptErrors)
    }

    /// Runs the scripts waiting in `webView`'s web content process, now.
    public static func runScripts(of webView: WKWebView) {
        let page = webView.page
        page.runScheduled = false
        while !page.pending.isEmpty {
            let script = page.pending.removeFirst()
            let origin = page.url.map { WKSecurityOrigin(url: $0) }.map(serialized)
            var evaluation = StandInEvaluation(
                source: script.source, world: name(of: script.world), origin: origin, outcome: nil, receivedByPage: [])
            let result: Result<Any?, NSError>
            if !page.processRunning {
                result = .failure(StandInWKError.webContentProcessTerminated.error())
            } else if let javaScript, let origin {
                let run = javaScript.evaluate(script.source, world: evaluation.world, origin: origin)
                (result, evaluation.outcome, evaluation.receivedByPage) = (run.result, run.outcome, run.receivedByPage)
            } else {
                result = .success(nil)
            }
            page.evaluations.append(evaluation)
            script.completion(result)
        }
    }

    /// Runs the pending scripts on a later turn of the main actor, as the web content process
    /// answers later: whatever the app does until then happens first.
    static func scheduleScripts(of webView: WKWebView) {
        guard !webContentProcessBusy, !webView.page.runScheduled else { return }
        webView.page.runScheduled = true
        Task { runScripts(of: webView) }
    }

    /// Injects the main frame's document-start scripts. The stand-in runs one form of script, a
    /// `postMessage` of a string literal to a handler, in the script's world; it records the rest.
    private static func injectUserScripts(into webView: WKWebView) {
        for script in webView.userContentController.userScripts where script.injectionTime == .atDocumentStart {
            webView.page.injectedUserScripts.append(script.source)
            for (handler, body) in postedMessages(in: script.source)
            where !post(body, toHandler: handler, in: script.contentWorld, of: webView) {
                webView.page.scriptErrors.append(
                    "TypeError: window.webkit.messageHandlers.\(handler) is undefined in the \(name(of: script.contentWorld)) world"
                )
            }
        }
    }

    /// The `window.webkit.messageHandlers.<name>.postMessage('<text>')` calls in `source`.
    private static func postedMessages(in source: String) -> [(handler: String, body: String)] {
        let pattern = #"window\.webkit\.messageHandlers\.([A-Za-z_$][A-Za-z0-9_$]*)\.postMessage\(\s*(['"])(.*?)\2\s*\)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = source as NSString
        return expression.matches(in: source, range: NSRange(location: 0, length: text.length)).map {
            (text.substring(with: $0.range(at: 1)), text.substring(with: $0.range(at: 3)))
        }
    }

    private static func name(of world: WKContentWorld) -> String {
        world === WKContentWorld.page ? "page" : world === WKContentWorld.defaultClient ? "defaultClient" : world.name ?? "?"
    }

    /// An origin as `location.origin` serializes it.
    private static func serialized(_ origin: WKSecurityOrigin) -> String {
        "\(origin.protocol)://\(origin.host)" + (origin.port == 0 ? "" : ":\(origin.port)")
    }
}
