@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// Item 8 of issue 29: three rough edges a new user met.
@MainActor
@Suite struct NewUserTests {
    /// An event the spec does not declare goes out, since the app chose it, and is reported: the
    /// page's typed client does not know it either.
    @Test func anUndeclaredEventSentByNameIsReported() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host)
        host.send(event: "user.action", data: ["screen": "document_capture"])
        #expect(page.delivered.last?["payload"]?["action"] == "user.action")
        let problem = try #require(delegate.problems.last)
        #expect(problem.kind == .eventMisuse)
        #expect(problem.message == "Sent user.action, which the spec does not declare")
        #expect(host.lastError == problem.message)
        // A declared event with its data is not.
        host.send(event: "host.ready", data: ["timestamp": 1])
        #expect(delegate.problems.count == 1)
    }

    /// `lastError` says what is wrong now: attaching a transport clears "WebView not attached"
    /// (and anything else the host reported before it had a page).
    @Test func attachingATransportClearsLastError() {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.send(.hostBackground)
        #expect(host.lastError == "WebView not attached")
        let page = TestPage(host: host)
        #expect(host.lastError == nil)
        host.send(.hostBackground)
        #expect(host.lastError == nil)
        #expect(page.delivered.count == 1)
    }

    /// The README's pattern: the stream is made before the page sends, and read in a task that
    /// runs later. Every event the page sent in between arrives, in order.
    @Test func aStreamMadeBeforeTheTaskMissesNothing() async {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let events = host.events()
        let reader = Task { @MainActor in
            var received: [WebToNativeEvent] = []
            for await event in events {
                received.append(event)
                if received.count == 3 { break }
            }
            return received
        }
        page.event("journey.started")
        page.event("journey.progress", data: ["step": "document"])
        page.event("journey.complete", data: ["status": "success"])
        #expect(
            await reader.value == [
                .journeyStarted, .journeyProgress(JourneyProgressEvent(step: "document")),
                .journeyComplete(JourneyCompleteEvent(status: "success")),
            ])
    }

    /// No snippet of the README makes its events stream inside the loop that reads it (`for await
    /// event in host.events()`), which, in the task an app runs it in, misses what the page sent
    /// before the task ran.
    @Test func theReadmeMakesTheStreamBeforeTheTaskThatReadsIt() throws {
        let readme = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
        #expect(readme.contains("host.events()"))
        #expect(!readme.contains("in host.events()"))
        #expect(readme.contains("let events = host.events()"))
    }
}
