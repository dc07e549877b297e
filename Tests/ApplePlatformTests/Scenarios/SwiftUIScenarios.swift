import BridgeRuntime
import GBGBridge
@_spi(StandIn) import SwiftUI
@_spi(StandIn) import WebKit

#if canImport(UIKit)
/// SwiftUI, as it calls a `UIViewRepresentable`.
typealias SwiftUIHost = StandInUIViewHost<BridgeWebView>
#else
/// SwiftUI, as it calls an `NSViewRepresentable`.
typealias SwiftUIHost = StandInNSViewHost<BridgeWebView>
#endif

/// Items 4 and 6 of issue 20: `BridgeWebView` in SwiftUI, which makes, updates and removes views
/// as the app's state changes.
@MainActor
enum SwiftUIScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "swiftUIDefaultAllowList": defaultAllowList,
        "swiftUIRemovingAnOldView": removingAnOldView,
        "swiftUIUpdatedHost": updatedHost,
        "swiftUIUpdatedAllowList": updatedAllowList,
    ]

    /// `BridgeWebView(url:host:)`, as the seed documents write it; the page then tries to leave its
    /// origin, and a partner's page posts.
    static func defaultAllowList(_ report: Report) async {
        let host = report.host("host")
        let view = SwiftUIHost(BridgeWebView(url: Journey.start, host: host))
        report.watch(view.view, as: "journey")
        await settle()
        report.note("toEvilCommitted", await StandInWebKit.navigate(view.view, to: Journey.evil))
        view.view.navigationDelegate = AppNavigationDelegate.shared
        await StandInWebKit.navigate(view.view, to: Journey.partner)
        report.note("partnerPosted", post("from-partner", in: view.view, to: host))
    }

    /// SwiftUI makes a new view for the same host before it removes the old one.
    static func removingAnOldView(_ report: Report) async {
        let host = report.host("host")
        let old = SwiftUIHost(BridgeWebView(url: Journey.start, host: host))
        let new = SwiftUIHost(BridgeWebView(url: Journey.start, host: host))
        await settle()
        old.dismantle()
        post("to-new-view", in: new.view, to: host)
    }

    /// The app's state now holds another host for the same view.
    static func updatedHost(_ report: Report) async {
        let first = report.host("first")
        let second = report.host("second")
        let view = SwiftUIHost(BridgeWebView(url: Journey.start, host: first))
        await settle()
        view.update(to: BridgeWebView(url: Journey.start, host: second))
        post("after-update", in: view.view, to: second)
    }

    /// The app's state now also allows a partner's origin, and the journey moves there.
    static func updatedAllowList(_ report: Report) async {
        let host = report.host("host")
        let view = SwiftUIHost(BridgeWebView(url: Journey.start, host: host, allowedOrigins: [Journey.origin]))
        report.watch(view.view, as: "journey")
        await settle()
        view.update(
            to: BridgeWebView(url: Journey.start, host: host, allowedOrigins: [Journey.origin, "https://partner.example"]))
        report.note("toPartnerCommitted", await StandInWebKit.navigate(view.view, to: Journey.partner))
        post("from-partner", in: view.view, to: host)
    }

    /// The page in `webView` posts a request nobody handles (it waits in `pendingRequests`).
    @discardableResult
    private static func post(_ correlationId: String, in webView: WKWebView, to host: BridgeHost) -> Bool {
        StandInWebKit.post(
            Journey.request(correlationId, action: "journey.test.unhandled", version: protocolVersion(of: host)),
            toHandler: WKWebViewTransport.messageHandlerName, of: webView)
    }
}
