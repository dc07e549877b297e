import Foundation
import Testing

/// Headless Chromium stands in for WKWebView: the page's posts reach the Swift host, and the
/// host's outgoing JavaScript is evaluated in the page through the DevTools protocol.
@Suite struct ChromiumConversationTests {
    static let tools = ["tsc", "node", "chromium", "python3"]

    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript), node, chromium and python3 with jsonschema"))
    func pageInChromiumConversesWithTheSwiftHost() throws {
        try ExternalTools.require(Self.tools)
        let output = try WebClientBuild.output.get()
        let host = try StdioHostBinary.path()
        let chromium = try #require(ExternalTools.path(of: "chromium"))
        let log = output.appendingPathComponent("chromium-host-log-\(UUID().uuidString).jsonl")
        let pageLog = output.appendingPathComponent("chromium-page-log-\(UUID().uuidString).jsonl")

        let (report, seconds) = try ConversationReport.run(
            [
                "node", output.appendingPathComponent("chromium-driver.mjs").path, chromium, log.path, pageLog.path,
                output.path, "wkwebview", host,
            ],
            timeout: 150)

        try report.expectPassed(over: "ios", hostLog: log, pageLog: pageLog)
        print("Chromium conversation: \(report.results?.count ?? 0) scenarios in \(String(format: "%.1f", seconds)) s")
    }
}
