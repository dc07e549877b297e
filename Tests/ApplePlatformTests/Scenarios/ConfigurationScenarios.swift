import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// Item 2 of issue 20: an app that keeps one configuration and makes a new web view with it each
/// time the journey screen opens.
@MainActor
enum ConfigurationScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "configurationReuse": configurationReuse
    ]

    /// Two journeys, one after the other, with the same configuration; the second page asks for a
    /// capture.
    static func configurationReuse(_ report: Report) async {
        let configuration = WKWebViewConfiguration()
        _ = await Journey.open(report, configuration: configuration, hostName: "first", viewName: "first")
        let second = await Journey.open(report, configuration: configuration, hostName: "second", viewName: "second")
        second.requestCapture("to-second")
        report.note("userScripts", configuration.userContentController.userScripts.map(\.source))
    }
}
