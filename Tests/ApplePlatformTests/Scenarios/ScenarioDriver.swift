import Foundation
// The scenario driver: an executable the tests compile from the runtime's real sources, the
// generated library and the stand-ins for Apple's frameworks, then run once per scenario. It plays
// the page, the network and SwiftUI through the stand-ins' `StandIn` SPI, and prints what happened
// as JSON; the tests judge it. It uses only API the runtime already had before issue 20, so that
// the same scenarios run against older glue.
@_spi(StandIn) import WebKit

@main
@MainActor
enum ScenarioDriver {
    /// Every scenario by name: each plays its story and notes what the tests need in the report.
    static let scenarios: [String: @MainActor (Report) async throws -> Void] = OriginScenarios.all
        .merging(FrameScenarios.all) { $1 }
        .merging(ConfigurationScenarios.all) { $1 }
        .merging(DeliveryScenarios.all) { $1 }
        .merging(SwiftUIScenarios.all) { $1 }
        .merging(ObservationScenarios.all) { $1 }
        .merging(BlobScenarios.all) { $1 }
        .merging(DefaultsScenarios.all) { $1 }
        .merging(StormScenarios.all) { $1 }
        .merging(ObjectiveCScenarios.all) { $1 }

    /// `scenarios <name> [--node PATH]`: runs one scenario, with Node as the pages' JavaScript engine
    /// when given, and prints its report.
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let scenario = scenarios[name] else {
            FileHandle.standardError.write(
                Data("usage: scenarios <\(scenarios.keys.sorted().joined(separator: "|"))> [--node PATH]\n".utf8))
            exit(2)
        }
        if let flag = arguments.firstIndex(of: "--node"), flag + 1 < arguments.count {
            StandInWebKit.javaScript = try NodeJavaScriptEngine(node: arguments[flag + 1])
        }
        let report = Report()
        try await scenario(report)
        await settle()
        print(report.json())
    }
}

/// Lets every task the scenario started run until none is left to run: handlers, deliveries,
/// scripts the web content process runs later.
@MainActor
func settle() async {
    for _ in 0..<50 { await Task.yield() }
}
