import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// Item 7 of issue 29: WebKit calls an optional delegate method only if the object responds to its
/// selector. The transport checks, when it is bound to its web view, that it does.
@MainActor
enum ObjectiveCScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "respondsToTheSDKsSelectors": respondsToTheSDKsSelectors
    ]

    /// A journey's transport, an app's delegate with the SDK's signature, and one whose signature
    /// drifted (its decision handler lost `@MainActor @Sendable`): which of them WebKit would ask.
    static func respondsToTheSDKsSelectors(_ report: Report) async {
        let journey = await Journey.open(report)
        report.note("transportAsked", StandInObjC.queries.filter { $0.type == "WKWebViewTransport" }.map(\.selector))
        let selector = NSSelectorFromString(StandInObjC.decidePolicy)
        report.note(
            "responds",
            [
                (journey.webView.navigationDelegate as? NSObject)?.responds(to: selector) ?? false,
                FaithfulDelegate().responds(to: selector),
                DriftedDelegate().responds(to: selector),
                AppNavigationDelegate.shared.responds(to: selector),
            ])
        // A page that navigates with the drifted delegate in place: WebKit never asks it.
        let drifted = DriftedDelegate()
        journey.webView.navigationDelegate = drifted
        report.note("committedPastDriftedPolicy", await StandInWebKit.navigate(journey.webView, to: Journey.evil))
        report.note("driftedAsked", drifted.asked)
    }
}

/// An app's policy with the SDK's signature: it refuses every navigation.
@MainActor
final class FaithfulDelegate: NSObject, WKNavigationDelegate {
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.cancel)
    }
}

/// An app's policy whose signature drifted from the SDK's: a method of its own, which WebKit never calls.
@MainActor
final class DriftedDelegate: NSObject, WKNavigationDelegate {
    private(set) var asked = false

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        asked = true
        decisionHandler(.cancel)
    }
}
