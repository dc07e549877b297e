import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// Item 7 of issue 20: what the app learns from evaluating the script that hands a message over.
@MainActor
enum DeliveryScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "eventToAsyncPage": eventToAsyncPage,
        "eventToBrokenPage": eventToBrokenPage,
        "eventWithAProtoKey": eventWithAProtoKey,
    ]

    /// Item 2 of issue 29: the app sends an event whose data it filled from outside, with a
    /// `__proto__` key holding a blob reference (run with Node as the engine).
    static func eventWithAProtoKey(_ report: Report) async {
        let journey = await Journey.open(report)
        journey.host.send(
            event: "journey.cancel",
            data: [
                "reason": "the chip said so", "__proto__": ["$blob": "https://evil.example/steal", "size": 1, "mimeType": "x/y"],
            ])
    }

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
