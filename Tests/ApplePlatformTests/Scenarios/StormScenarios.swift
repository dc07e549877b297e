import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// Item 5 of issue 29: what a page can make the host do with messages it refuses.
@MainActor
enum StormScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "subframeStorm": subframeStorm,
        "objectBody": objectBody,
    ]

    /// A partner's iframe posts 2,000 requests in a loop.
    static func subframeStorm(_ report: Report) async {
        let journey = await Journey.open(report)
        for index in 0..<2_000 {
            journey.requestCapture("storm-\(index)", from: .subframe(Journey.partner))
        }
    }

    /// The main frame posts a message as an object rather than JSON text, which WebKit hands over
    /// converted to Foundation objects.
    static func objectBody(_ report: Report) async {
        let journey = await Journey.open(report)
        let body: [String: Any] = [
            "version": protocolVersion(of: journey.host), "correlationId": "as-object", "type": "request", "timestamp": 1,
            "payload": ["action": "journey.test.unhandled", "data": [String: Any]()],
        ]
        report.note("posted", StandInWebKit.post(body, toHandler: WKWebViewTransport.messageHandlerName, of: journey.webView))
    }
}
