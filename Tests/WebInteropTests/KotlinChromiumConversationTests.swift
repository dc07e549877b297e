import Foundation
import TestSupport
import Testing

/// Headless Chromium stands in for Android's WebView in front of the generated Kotlin host on the
/// JVM: the page's posts reach the host through its WebViewTransport's message listener, and the
/// scripts the transport evaluates are evaluated in the page (Tests/KotlinRuntimeTests/JUnit/stdio).
@Suite struct KotlinChromiumConversationTests {
    @Test(
        .enabled(
            if: ExternalTools.shouldRun(ChromiumConversationTests.tools) && KotlinToolchain.shouldRun,
            "needs tsc (node-typescript), node, chromium, python3 with jsonschema, and \(KotlinToolchain.installNote)"))
    func pageInChromiumConversesWithTheKotlinHostBehindAStandInWebView() throws {
        try ExternalTools.require(ChromiumConversationTests.tools)
        let toolchain = try KotlinToolchain.require()
        let build = try KotlinBuild.shared.get()
        let output = try WebClientBuild.output.get()
        let chromium = try #require(ExternalTools.path(of: "chromium"))
        let log = output.appendingPathComponent("kotlin-host-log-\(UUID().uuidString).jsonl")
        let pageLog = output.appendingPathComponent("kotlin-page-log-\(UUID().uuidString).jsonl")

        let (report, seconds) = try ConversationReport.run(
            [
                "node", output.appendingPathComponent("chromium-driver.mjs").path, chromium, log.path, pageLog.path,
                output.path, "android", toolchain.java, "-cp", build.testClassPath(toolchain),
                "com.gbg.bridge.stdio.KotlinStdioHostKt",
            ],
            timeout: 150)

        // The transport serves blobs under the page's own origin, a loopback port of the driver's.
        try report.expectPassed(
            over: "android", hostLog: log, pageLog: pageLog,
            isBlobURL: { $0.hasPrefix("http://127.0.0.1:") && $0.contains("/__gbgbridge/blob/") })
        print("Kotlin Chromium conversation: \(report.results?.count ?? 0) scenarios in \(String(format: "%.1f", seconds)) s")
    }
}
