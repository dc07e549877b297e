import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// Item 3 of issue 20: what a page on another origin can get. A capture is open when the page
/// navigates; the capture's result must never reach a document outside the allowed origins.
@MainActor
enum OriginScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "navigationWhileCaptureOpen": { await navigateAwayWhileCaptureOpen($0, appDelegate: nil) },
        "navigationWhileCaptureOpenWithAppDelegate": {
            await navigateAwayWhileCaptureOpen($0, appDelegate: AppNavigationDelegate.shared)
        },
        "deliveryOvertakenByNavigation": deliveryOvertakenByNavigation,
        "eventToPageOnOtherOrigin": eventToPageOnOtherOrigin,
        "requestFromOtherOrigin": requestFromOtherOrigin,
        "navigationPolicy": navigationPolicy,
        "forgedPageChange": forgedPageChange,
        "contentProcessTerminated": contentProcessTerminated,
        "sameOriginNavigation": sameOriginNavigation,
        "configuratorDefaultAllowList": configuratorDefaultAllowList,
    ]

    /// The reviewer's reproducer: a capture is open, the page navigates to evil.example, the user
    /// finishes the capture; with `appDelegate`, in an app that set its own navigation delegate.
    static func navigateAwayWhileCaptureOpen(_ report: Report, appDelegate: AppNavigationDelegate?) async {
        let journey = await Journey.open(report)
        if let appDelegate { journey.webView.navigationDelegate = appDelegate }
        journey.requestCapture("capture-1")
        await settle()
        await StandInWebKit.navigate(journey.webView, to: Journey.evil)
        await finishCapture(of: journey)
    }

    /// The result is on its way to the web content process when the page navigates to evil.example:
    /// the script runs in the new document.
    static func deliveryOvertakenByNavigation(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.webView.navigationDelegate = AppNavigationDelegate.shared
        journey.requestCapture("capture-1")
        await settle()
        StandInWebKit.webContentProcessBusy = true
        await finishCapture(of: journey)
        await StandInWebKit.navigate(journey.webView, to: Journey.evil)
        StandInWebKit.webContentProcessBusy = false
        StandInWebKit.runScripts(of: journey.webView)
    }

    /// The app sends an event while the web view shows evil.example.
    static func eventToPageOnOtherOrigin(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.webView.navigationDelegate = AppNavigationDelegate.shared
        await StandInWebKit.navigate(journey.webView, to: Journey.evil)
        journey.host.send(event: "journey.cancel", data: ["reason": .string(Journey.passport)])
    }

    /// evil.example, shown in the main frame, asks for a capture.
    static func requestFromOtherOrigin(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.webView.navigationDelegate = AppNavigationDelegate.shared
        await StandInWebKit.navigate(journey.webView, to: Journey.evil)
        report.note("posted", journey.requestCapture("capture-1"))
    }

    /// The page tries to take the main frame elsewhere, then moves within its own origin.
    static func navigationPolicy(_ report: Report) async {
        let journey = await Journey.open(report)
        report.note("toEvilCommitted", await StandInWebKit.navigate(journey.webView, to: Journey.evil))
        report.note("urlAfterEvil", journey.webView.url?.absoluteString ?? "")
        let next = URL(string: "https://journey.example.com/step-2")!
        report.note("toNextStepCommitted", await StandInWebKit.navigate(journey.webView, to: next))
    }

    /// The page's own script posts to the lifecycle handler, as if a new document had started,
    /// while its capture is open.
    static func forgedPageChange(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.requestCapture("capture-1")
        await settle()
        report.note(
            "forgeryReachedAHandler", StandInWebKit.post("documentStart", toHandler: "gbgBridgeLifecycle", of: journey.webView))
        await finishCapture(of: journey)
    }

    /// The web content process ends while a capture is open, and the user finishes the capture.
    static func contentProcessTerminated(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.requestCapture("capture-1")
        await settle()
        StandInWebKit.terminateContentProcess(of: journey.webView)
        await finishCapture(of: journey)
    }

    /// The page moves to its next step, on its own origin, while a capture is open.
    static func sameOriginNavigation(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.requestCapture("capture-1")
        await settle()
        await StandInWebKit.navigate(journey.webView, to: URL(string: "https://journey.example.com/step-2")!)
        await finishCapture(of: journey)
    }

    /// `makeWebView(url:host:)` with no origins, as a UIKit or AppKit app writes it; the page then
    /// tries to leave its origin, and a partner's page posts.
    static func configuratorDefaultAllowList(_ report: Report) async {
        let host = report.host("host")
        let webView = BridgeWebViewConfigurator.makeWebView(url: Journey.start, host: host)
        report.watch(webView, as: "journey")
        // The page posts a request nobody handles, so what the host received stays in its report.
        let post = { (correlationId: String) in
            StandInWebKit.post(
                Journey.request(correlationId, action: "journey.test.unhandled", version: protocolVersion(of: host)),
                toHandler: WKWebViewTransport.messageHandlerName, of: webView)
        }
        await settle()
        report.note("startLoaded", webView.url == Journey.start)
        report.note("journeyPosted", post("from-journey"))
        report.note("toEvilCommitted", await StandInWebKit.navigate(webView, to: Journey.evil))
        webView.navigationDelegate = AppNavigationDelegate.shared
        await StandInWebKit.navigate(webView, to: Journey.partner)
        report.note("partnerPosted", post("from-partner"))
        await settle()
    }

    private static func finishCapture(of journey: Journey) async {
        await settle()
        journey.user.happen()
        await settle()
    }
}
