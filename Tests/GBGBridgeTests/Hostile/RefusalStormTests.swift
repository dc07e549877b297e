import BridgeRuntime
import Foundation
import GBGBridge
import Testing

/// Item 5 of issue 29: a page that does something the host refuses, in a loop, costs the app a few
/// reports and a count, not a report (a `lastError` change, which SwiftUI redraws for, and a
/// delegate call on the main thread) for every refusal.
@MainActor
@Suite struct RefusalStormTests {
    /// 10,000 refused fetches of a blob, as a page's script in a loop makes them: the first few are
    /// reported as they happen, the rest counted, and one report at the end of the second says how
    /// many more there were.
    @Test func refusedBlobFetchesAreCountedAndCoalesced() async throws {
        // The window is on the host's clock, so a loaded machine cannot stretch the storm past it.
        let clock = BridgeManualClock()
        let setup = BlobPage(BridgeHostOptions(clock: clock), image: BlobPage.image(10))
        let watcher = RecordingDelegate()
        setup.host.delegate = watcher
        for index in 0..<10_000 {
            _ = setup.page.transport.fetchBlob("\(BlobPage.prefix)unknown-\(index)", origin: "https://evil.example")
        }
        let immediate = watcher.problems.count
        #expect(immediate >= 1 && immediate <= 10, "reported one by one: \(immediate)")
        #expect(watcher.problems.allSatisfy { $0.kind == .blobRefused })

        #expect(watcher.problems.count == immediate, "the rest counted until the window ends")
        clock.advance(by: 1)
        let summary = try #require(
            await setup.page.eventually { watcher.problems.count > immediate ? watcher.problems.last : nil })
        #expect(summary.kind == .blobRefused)
        #expect(summary.message.contains("\(10_000 - immediate) more"))
        #expect(
            summary.message.hasSuffix(
                "the latest: Refused a request for \(BlobPage.prefix)unknown-9999: not a blob URL of this host"))
        #expect(setup.host.lastError == summary.message)
        #expect(watcher.problems.count == immediate + 1)
    }

    /// What a transport refuses (messages from frames and origins that may not talk to the host) is
    /// coalesced the same way, each kind on its own.
    @Test func transportRefusalsAreCoalescedByKind() {
        let host = BridgeHost(hostVersion: "1.0.0")
        let watcher = RecordingDelegate()
        host.delegate = watcher
        for _ in 0..<1_000 {
            host.transportDidReport(BridgeProblem(.invalidMessage, "Refused a message from a subframe (https://evil.example)"))
            host.transportDidReport(
                BridgeProblem(.navigationBlocked, "Blocked a navigation of the main frame to https://evil.example"))
        }
        let kinds = watcher.problems.map(\.kind)
        #expect(kinds.count <= 20)
        #expect(kinds.contains(.invalidMessage) && kinds.contains(.navigationBlocked))
    }

    /// A refusal after a quiet window is reported at once again.
    @Test func aLaterRefusalIsReportedAtOnce() {
        let clock = BridgeManualClock()
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(clock: clock))
        let watcher = RecordingDelegate()
        host.delegate = watcher
        host.transportDidReport(BridgeProblem(.invalidMessage, "first"))
        clock.advance(by: 1.1)
        host.transportDidReport(BridgeProblem(.invalidMessage, "second"))
        #expect(watcher.problems.map(\.message) == ["first", "second"])
    }
}
