import Foundation
import TestSupport
import Testing

/// Streams through the generated iframe host and the generated client in headless Chromium, the
/// journey on another origin than the host's page: the spec of Tests/PluginAPI (a Capacitor-style
/// position watch and network listener), whose client and host are generated into the test run's
/// folder with the pages of Fixtures/PluginIframe. The page iterates a listener the host ends, breaks
/// out of a watch (the host's handler sees its signal abort and stops), and gets a watch's failure.
@Suite struct IframeHostStreamTests {
    static let tools = ["tsc", "node", "chromium"]

    /// The checks plugin-host-main.ts runs; a report missing one fails, so none can be dropped quietly.
    static let checkNames = [
        "a listener the host ends ends the page's loop; before the negotiation it is unsupported",
        "a break in the page's loop cancels the watch: the handler sees its signal abort, returns, and sends nothing after",
        "a watch the host fails ends the page's loop with its error",
    ]

    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript), node and chromium"))
    func thePageIteratesAndCancelsTheIframeHostsStreams() throws {
        try ExternalTools.require(Self.tools)
        let output = try PluginAPIBuild.build(pages: "PluginIframe", label: "plugin-client")
        let (report, _) = try IframeHostReport.run(mode: "checks", build: output)

        report.expectChecks(Self.checkNames)
    }
}
