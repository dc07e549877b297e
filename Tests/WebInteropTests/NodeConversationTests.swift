import Foundation
import Testing

/// The compiled client in Node talks to a Swift `BridgeHost` in another process, over stdio; and its
/// transports behave without a host (iframe allow-list, no host at all, bad input).
@Suite struct NodeConversationTests {
    static let tools = ["tsc", "node", "python3"]

    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript), node and python3 with jsonschema"))
    func nodeClientConversesWithTheSwiftHost() throws {
        try ExternalTools.require(Self.tools)
        let output = try WebClientBuild.output.get()
        let host = try StdioHostBinary.path()
        let log = output.appendingPathComponent("node-host-log-\(UUID().uuidString).jsonl")
        let pageLog = output.appendingPathComponent("node-page-log-\(UUID().uuidString).jsonl")

        let (report, seconds) = try ConversationReport.run(
            ["node", output.appendingPathComponent("node-main.mjs").path, host, log.path, pageLog.path], timeout: 90)

        try report.expectPassed(over: "android", hostLog: log, pageLog: pageLog)
        print("Node conversation: \(report.results?.count ?? 0) scenarios in \(String(format: "%.1f", seconds)) s")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc", "node"]), "needs tsc (node-typescript) and node"))
    func iframeAllowListAndHostlessPagesBehave() throws {
        try ExternalTools.require(["tsc", "node"])
        let output = try WebClientBuild.output.get()

        let (report, _) = try ConversationReport.run(
            ["node", output.appendingPathComponent("transport-checks.js").path], timeout: 60)

        report.expectEvery(ConversationReport.transportCheckNames, over: "none")
    }
}
