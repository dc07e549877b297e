import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// Item 5 of issue 20: who else can post to the bridge's handler. Frames inside the page, and
/// popups, which share the page's configuration, reach the same handler.
@MainActor
enum FrameScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "subframeMessages": subframeMessages,
        "popupMessage": popupMessage,
    ]

    /// An iframe of the journey's own origin, then one of a partner, ask for a capture.
    static func subframeMessages(_ report: Report) async {
        let journey = await Journey.open(report)
        report.note(
            "posted",
            [
                journey.requestCapture("from-own-frame", from: .subframe(URL(string: "https://journey.example.com/frame")!)),
                journey.requestCapture("from-partner-frame", from: .subframe(Journey.partner)),
            ])
        journey.requestCapture("from-main-frame")
    }

    /// The journey opens a popup; the app's WKUIDelegate makes it with the configuration WebKit
    /// hands it, a copy of the journey's. The popup's page asks for a capture.
    static func popupMessage(_ report: Report) async {
        let journey = await Journey.open(report)
        let popup = WKWebView(frame: .zero, configuration: journey.webView.configuration)
        report.watch(popup, as: "popup")
        await StandInWebKit.navigate(popup, to: URL(string: "https://journey.example.com/popup")!)
        report.note("posted", journey.requestCapture("from-popup", in: popup))
        journey.requestCapture("from-journey")
    }
}
