import Foundation
import Testing

/// Progress, streams and cancellation both ways between a generated client in Node and the Swift
/// host in another process, over stdio (BridgeStdioHost): the host's note lines (`#note`) show what
/// its handlers saw, so a check sees the host stop, not only the page's promise end.
@Suite struct NodeUpdateTests {
    static let tools = ["tsc", "node"]

    /// The checks node-update-checks.ts runs; a report missing one fails, so none can be dropped quietly.
    static let nfcReadCheckNames = [
        "the host agrees to updates and cancels in discovery",
        "nfc.read progress reaches onProgress, each step in order, before the response",
        "an AbortSignal on a plain request cancels the host's handler, which sends nothing after",
    ]

    /// The checks PluginNode/plugin-node-checks.ts runs.
    static let streamCheckNames = [
        "the host agrees to updates and cancels in the negotiation",
        "progress of a request reaches onProgress before its result",
        "a listener the host ends ends the page's loop",
        "a break in the page's loop cancels the watch: the host's sequence ends, and nothing is sent after",
        "an AbortSignal cancels the watch the same way",
    ]

    /// The shipped client against the GBGBridge host, whose nfc.read a typed handler answers.
    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript) and node"))
    func nfcReadProgressAndAbortReachTheSwiftHost() throws {
        try ExternalTools.require(Self.tools)
        let output = try WebClientBuild.output.get()
        let (report, _) = try ConversationReport.run(
            [
                "node", output.appendingPathComponent("node-host-run.mjs").path, "node-update-checks",
                try StdioHostBinary.path(), "--nfc-read", "typed",
            ], timeout: 90)

        report.expectEvery(Self.nfcReadCheckNames, over: "android")
    }

    /// The client generated from Tests/PluginAPI against the host serving that protocol.
    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript) and node"))
    func streamsEndEitherWayBetweenNodeAndTheSwiftHost() throws {
        try ExternalTools.require(Self.tools)
        let output = try PluginAPIBuild.build(pages: "PluginNode", label: "plugin-node-client")
        let (report, _) = try ConversationReport.run(
            [
                "node", output.appendingPathComponent("node-host-run.mjs").path, "plugin-node-checks",
                try StdioHostBinary.path(), "--serve", "plugin-api",
            ], timeout: 90)

        report.expectEvery(Self.streamCheckNames, over: "android")
    }
}
