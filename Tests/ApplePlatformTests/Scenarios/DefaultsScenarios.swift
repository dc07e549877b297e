import BridgeRuntime
import GBGBridge
@_spi(StandIn) import SwiftUI
@_spi(StandIn) import WebKit

/// Item 4 of issue 29: no permissive defaults. Allow-list entries that would let in more than they
/// say allow nothing, and the host hears why when the transport is attached.
@MainActor
enum DefaultsScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "insecureAllowList": { await insecureAllowList($0, allowsInsecureHTTP: false) },
        "insecureAllowListOptedIn": { await insecureAllowList($0, allowsInsecureHTTP: true) },
        "plainHTTPJourney": plainHTTPJourney,
    ]

    static let plainJourney = URL(string: "http://journey.example.com/start")!

    /// `makeWebView(host:allowedOrigins:)` with an `http:` origin and a local file; an `http:` page
    /// of that origin then posts.
    static func insecureAllowList(_ report: Report, allowsInsecureHTTP: Bool) async {
        let host = report.host("host")
        let webView = BridgeWebViewConfigurator.makeWebView(
            host: host, allowedOrigins: ["http://journey.example.com", "file:///var/mobile/journey/index.html"],
            allowsInsecureHTTP: allowsInsecureHTTP)
        report.watch(webView, as: "journey")
        report.note("committed", await StandInWebKit.navigate(webView, to: plainJourney))
        report.note(
            "posted",
            StandInWebKit.post(
                Journey.request("from-http-page", action: "journey.test.unhandled", version: protocolVersion(of: host)),
                toHandler: WKWebViewTransport.messageHandlerName, of: webView))
    }

    /// `BridgeWebView(url:host:)` with an `http:` URL outside loopback, as an app under development
    /// might write it: its default origin is refused.
    static func plainHTTPJourney(_ report: Report) async {
        let host = report.host("host")
        let view = SwiftUIHost(BridgeWebView(url: plainJourney, host: host))
        report.watch(view.view, as: "journey")
        await settle()
        report.note(
            "posted",
            StandInWebKit.post(
                Journey.request("from-http-page", action: "journey.test.unhandled", version: protocolVersion(of: host)),
                toHandler: WKWebViewTransport.messageHandlerName, of: view.view))
    }
}
