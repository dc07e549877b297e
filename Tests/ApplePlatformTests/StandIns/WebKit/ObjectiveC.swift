// What the glue uses of the Objective-C runtime, which Linux has not: selectors, and asking an
// object whether it responds to one. WebKit calls a delegate's optional method only if the object
// responds to its selector, so a method whose signature drifted from the SDK's is silently never
// called (for `decidePolicyFor`, the origin allow-list would be skipped).
//
// Linux has no method lists to look in, so the stand-in answers as Objective-C would from the
// protocol's witness: it calls the method with inert arguments in a probe, and the stand-in's
// default implementations (what a conformer that lacks the method, or has a drifted signature,
// gets) say they were reached. Only the selectors the stand-in models are answered; the probe's
// arguments are chosen so the glue's implementations do nothing (a navigation of a subframe, a
// message to no handler).

/// An Objective-C selector, such as `webView:decidePolicyForNavigationAction:decisionHandler:`.
@available(iOS 15.0, macOS 13.0, *)
public struct Selector: Hashable, Sendable {
    /// The selector's name.
    let name: String
}

/// The selector named `name`.
@available(iOS 15.0, macOS 13.0, *)
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name: name) }

@available(iOS 15.0, macOS 13.0, *)
extension NSObjectProtocol {
    /// Whether Objective-C would find a method for `aSelector` on this object: for the optional
    /// protocol methods the stand-in models, whether the object's conformance implements it with
    /// the SDK's signature. Every query the glue makes is recorded (`StandInObjC.queries`).
    /// Nonisolated, as in the SDK; the stand-in answers on the main actor, where WebKit's objects live.
    public func responds(to aSelector: Selector!) -> Bool {
        let query = StandInObjC.Query(type: "\(type(of: self))", selector: aSelector.name)
        nonisolated(unsafe) let object = self
        return MainActor.assumeIsolated {
            StandInObjC.queries.append(query)
            return StandInObjC.implements(query.selector, on: object)
        }
    }
}

/// The stand-in's Objective-C runtime: which modelled methods an object implements, found by probing.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) @MainActor public enum StandInObjC {
    /// A `responds(to:)` the glue made.
    public struct Query: Sendable, Equatable {
        /// The object's type.
        public var type: String
        /// The selector asked about.
        public var selector: String
    }

    /// Every `responds(to:)` made, oldest first.
    public internal(set) static var queries: [Query] = []

    /// The selectors of the optional methods the stand-in models.
    public static let decidePolicy = "webView:decidePolicyForNavigationAction:decisionHandler:"
    public static let didReceiveScriptMessage = "userContentController:didReceiveScriptMessage:"

    /// While a probe runs: whether a default implementation, standing for a missing method, was reached.
    static var probe: Bool?

    /// Whether `object` implements the method of `selector` itself, as WebKit finds out before it
    /// calls an optional method.
    static func implements(_ selector: String, on object: any NSObjectProtocol) -> Bool {
        switch selector {
        case decidePolicy:
            guard let delegate = object as? any WKNavigationDelegate else { return false }
            return probing { delegate.webView(probeWebView, decidePolicyFor: probeAction) { _ in } }
        case didReceiveScriptMessage:
            // A required method: every conformer has one.
            return object is any WKScriptMessageHandler
        default:
            return false
        }
    }

    /// Runs `call`; false when it reached a default implementation.
    private static func probing(_ call: () -> Void) -> Bool {
        probe = false
        call()
        defer { probe = nil }
        return probe == false
    }

    /// A default implementation was reached: while probing, the method is missing.
    static func reachedDefault() {
        if probe != nil { probe = true }
    }

    /// A web view no page is shown in.
    private static let probeWebView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    /// A navigation of a subframe, which the glue lets through without looking further.
    private static let probeAction: WKNavigationAction = {
        let frame = WKFrameInfo(isMainFrame: false, url: URL(string: "about:blank")!, webView: nil)
        return WKNavigationAction(
            request: URLRequest(url: URL(string: "about:blank")!), targetFrame: frame, sourceFrame: frame,
            navigationType: .other)
    }()
}
