import Foundation
import TestSupport
import Testing

/// The generated iframe host in headless Chromium, the journey on another origin than the host's
/// page (two loopback servers): the checks of issue 27 (a conversation through the private channel,
/// 16 MiB captures byte for byte, a foreign origin and another frame refused, a reload in the middle
/// of a request; nfc.read's progress and the page's cancel, through the generated client), and every
/// scenario of the shared conformance suite.
@Suite struct IframeHostChromiumTests {
    static let tools = ["tsc", "node", "chromium"]

    /// The checks iframe-host-checks.ts runs; a report missing one fails, so none can be dropped quietly.
    static let checkNames = [
        "a journey on another origin talks to the iframe host through the private channel",
        "a 16 MiB capture goes as base64 to a page that takes no blobs, byte for byte",
        "a foreign origin is refused",
        "a flood of refused hellos is reported a few at a time and counted",
        "another frame is refused, though its origin is allowed",
        "one array in two blob fields reaches the page in both",
        "a host made after the journey loaded still connects: it says ping",
        "a reload in the middle of a request ends it with CANCELLED, and the new document starts afresh",
        "the page's onProgress receives nfc.read's progress values, sent only after the negotiation",
        "the page's AbortSignal cancels nfc.read: the handler's signal aborts and it sends nothing after",
    ]

    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript), node and chromium"))
    func theIframeHostServesAJourneyOnAnotherOrigin() throws {
        try ExternalTools.require(Self.tools)
        let (report, seconds) = try IframeHostReport.run(mode: "checks")
        report.expectChecks(Self.checkNames)
        print("Iframe host in Chromium: \(report.results?.count ?? 0) checks in \(String(format: "%.1f", seconds)) s")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript), node and chromium"))
    func theIframeHostPassesTheConformanceSuite() throws {
        try ExternalTools.require(Self.tools)
        let (report, seconds) = try IframeHostReport.run(mode: "conformance", arguments: [PackagePaths.conformance.path])
        #expect(report.error == nil, "\(report.error ?? "")")
        #expect(report.pageErrors ?? [] == [])
        let results = report.conformance ?? []
        #expect(results.map(\.name) == (try Self.scenarioNames()), "every scenario of the suite runs, in order")
        var counts: [String: Int] = [:]
        for result in results {
            counts[result.status, default: 0] += 1
            switch result.status {
            case "passed", "known":
                break
            case "skipped":
                #expect(!result.detail.isEmpty, "\(result.name) was skipped without a reason")
            case "fixed":
                Issue.record("\(result.name) passes now: remove it from iframe-known-failures.ts")
            default:
                Issue.record("\(result.name): \(result.detail)")
            }
        }
        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print("Conformance suite against the iframe host: \(summary), in \(String(format: "%.1f", seconds)) s")
    }

    /// Every scenario's name in the suite's files, in the order of their paths and lines.
    static func scenarioNames() throws -> [String] {
        let folder = PackagePaths.conformance
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "jsonl" }
            .map { String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
            .sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        struct Header: Decodable { var scenario: String? }
        return try files.flatMap { path in
            try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8).split(separator: "\n").compactMap {
                line in
                try JSONDecoder().decode(Header.self, from: Data(line.utf8)).scenario
            }
        }
    }
}

/// What iframe-driver.mjs printed on its last line.
struct IframeHostReport: Decodable {
    struct Check: Decodable {
        var name: String
        var ok: Bool
        var detail: String
    }

    struct Scenario: Decodable {
        var name: String
        var status: String
        var detail: String
    }

    var results: [Check]?
    var conformance: [Scenario]?
    var error: String?
    var pageErrors: [String]?

    /// Expects a report without errors whose checks are `names`, in order, each passed.
    func expectChecks(_ names: [String]) {
        #expect(error == nil, "\(error ?? "")")
        #expect(pageErrors ?? [] == [])
        let checks = results ?? []
        #expect(checks.map(\.name) == names)
        for check in checks where !check.ok {
            Issue.record("\(check.name): \(check.detail)")
        }
    }

    /// Runs the host page in `mode` against the compiled fixtures (the shipped build's, or `build`)
    /// and reads its report.
    static func run(mode: String, arguments: [String] = [], build: URL? = nil) throws -> (IframeHostReport, Double) {
        let shipped = try WebClientBuild.output.get()
        let chromium = try #require(ExternalTools.path(of: "chromium"))
        // The driver and its DevTools pipe are the shipped build's; they serve whichever build they are given.
        let driver = shipped.appendingPathComponent("iframe-driver.mjs").path
        let output = build ?? shipped
        let result = try ChildProcess.run(["node", driver, chromium, output.path, mode] + arguments, timeout: 280)
        let lastLine = result.output.split(separator: "\n").last.map(String.init) ?? ""
        guard !result.timedOut, let report = try? JSONDecoder().decode(IframeHostReport.self, from: Data(lastLine.utf8)) else {
            throw ConversationReport.ScriptFailure(
                description: """
                    iframe-driver.mjs \(mode) \(result.timedOut ? "timed out" : "exited \(result.status)") without a report.
                    stdout: \(result.output.suffix(2000))
                    stderr: \(result.errorTail)
                    """)
        }
        return (report, result.seconds)
    }
}
