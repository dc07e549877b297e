@_spi(StandIn) import AVFoundation
import BridgeRuntime
import Combine
import GBGBridge
@_spi(StandIn) import WebKit

/// Item 8 of issue 20, and the camera helper: what the seed documents observe with Combine.
@MainActor
enum ObservationScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "publishedProperties": publishedProperties,
        "cameraDetector": cameraDetector,
    ]

    /// The seed documents' subscriptions: `$receivedMessages.sink`, `.map` over it,
    /// `$lastError.compactMap`, and SwiftUI's `objectWillChange`, while the page sends three
    /// requests nobody handles and a message that cannot be read.
    static func publishedProperties(_ report: Report) async {
        let journey = await Journey.open(report)
        var cancellables = Set<AnyCancellable>()
        var messageCounts: [Int] = []
        var unhandledCounts: [Int] = []
        var errors: [String] = []
        var willChange = 0
        journey.host.$receivedMessages.sink { messageCounts.append($0.count) }.store(in: &cancellables)
        journey.host.$receivedMessages
            .map { messages in messages.filter { $0.payload.action == "journey.test.unhandled" } }
            .sink { unhandledCounts.append($0.count) }
            .store(in: &cancellables)
        journey.host.$lastError.compactMap { $0 }.sink { errors.append($0) }.store(in: &cancellables)
        journey.host.objectWillChange.sink { willChange += 1 }.store(in: &cancellables)
        let version = protocolVersion(of: journey.host)
        for index in 1...3 {
            StandInWebKit.post(
                Journey.request("request-\(index)", action: "journey.test.unhandled", version: version),
                toHandler: WKWebViewTransport.messageHandlerName, of: journey.webView)
        }
        StandInWebKit.post("not json", toHandler: WKWebViewTransport.messageHandlerName, of: journey.webView)
        report.note("messageCounts", messageCounts)
        report.note("unhandledCounts", unhandledCounts)
        report.note("errors", errors)
        report.note("willChange", willChange)
        report.note("receivedMessagesAfter", journey.host.receivedMessages.count)
    }

    /// `CameraDetector.check()` on a device with a camera the user denied.
    static func cameraDetector(_ report: Report) async {
        StandInDevice.hasCamera = true
        StandInDevice.authorization = .denied
        let camera = CameraDetector.check()
        report.note("hardwareAvailable", camera.hardwareAvailable)
        report.note("permissionState", camera.permissionState.rawValue)
    }
}
