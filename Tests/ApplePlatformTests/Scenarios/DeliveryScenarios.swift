@_spi(StandIn) import WebKit
import BridgeRuntime
import GBGBridge

/// Item 7 of issue 20: what the app learns from evaluating the script that hands a message over.
@MainActor
enum DeliveryScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "eventToAsyncPage": eventToAsyncPage,
        "eventToBrokenPage": eventToBrokenPage,
    ]

    /// The app sends an event to a page whose `receive` is `async` (run with Node as the engine).
    static func eventToAsyncPage(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.host.send(event: "journey.cancel", data: ["reason": .string("the user closed the journey")])
    }

    /// The app sends an event to a page whose `receive` throws.
    static func eventToBrokenPage(_ report: Report) async {
        StandInWebKit.javaScript = ThrowingPage()
        let journey = await Journey.open(report)
        journey.host.send(event: "journey.cancel", data: ["reason": .string("the user closed the journey")])
        report.note("webKitErrorDescription", ThrowingPage.error.localizedDescription)
    }
}
