import Foundation
@_spi(BridgeGenerated) import GBGBridge
import Testing

/// Events both ways: typed sending, checks on sending by name, and the page's events typed for the
/// delegate and `events()`.
@MainActor
@Suite struct TypedEventTests {
    @Test func sendingByNameChecksDirectionAndData() {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host, breaksTheProtocolOnPurpose: true)
        let pageOnly: BridgeAction = "journey.started"

        host.send(event: pageOnly, data: [:])
        #expect(delegate.problems.map(\.kind) == [.eventMisuse])
        #expect(host.lastError == "Sent \(pageOnly), which the spec says only the page sends")

        host.send(event: "host.orientation", data: ["orientation": 3])
        #expect(delegate.problems.map(\.kind) == [.eventMisuse, .eventMisuse])
        #expect(host.lastError?.hasPrefix("Sent host.orientation with data that does not match its type:") == true)

        // An event the spec does not declare is reported too (NewUserTests); declared ones sent
        // right are fine.
        host.send(event: "user.action", data: ["screen": "document_capture"])
        host.send(event: "host.ready", data: ["timestamp": 1])
        #expect(delegate.problems.map(\.kind) == [.eventMisuse, .eventMisuse, .eventMisuse])
        // Everything was sent all the same: the app chose to.
        #expect(page.delivered.count == 4)
    }

    @Test func unknownEventsArriveUnknownWithoutAProblem() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host)
        page.event("journey.futureThing", data: ["level": 2])
        guard case .unknown(let message) = try #require(delegate.events.first) else {
            Issue.record("expected an unknown event, got \(delegate.events)")
            return
        }
        #expect(message.payload.action.rawValue == "journey.futureThing")
        #expect(message.payload.data == ["level": 2])
        #expect(delegate.problems.isEmpty)
    }

    @Test func eventsSentTheWrongWayOrWithBadDataAreReported() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host)
        page.event("host.ready", data: ["timestamp": 1])
        page.event("journey.complete", data: ["status": 7])
        #expect(delegate.events.allSatisfy { if case .unknown = $0 { true } else { false } })
        #expect(delegate.events.count == 2)
        #expect(delegate.problems.map(\.kind) == [.unexpectedEvent, .unexpectedEvent])
        #expect(delegate.problems.first?.message == "The page sent host.ready, which only the host sends")
        #expect(
            delegate.problems.last?.message.hasPrefix(
                "The page sent journey.complete with data that does not match JourneyCompleteEvent") == true)
        // The messages themselves are recorded like any other.
        #expect(host.receivedMessages.count == 2)
    }

    @Test(.timeLimit(.minutes(1))) func everyStreamGetsEveryEventAndEndsWithTheHost() async throws {
        let (first, second) = try sendTwoEventsToAHostThatThenGoesAway()
        var firstEvents: [WebToNativeEvent] = []
        for await event in first { firstEvents.append(event) }
        var secondEvents: [WebToNativeEvent] = []
        for await event in second { secondEvents.append(event) }
        let expected: [WebToNativeEvent] = [.journeyStarted, .journeyError(JourneyErrorEvent(message: "gone"))]
        #expect(firstEvents == expected)
        #expect(secondEvents == expected)
    }

    /// Two streams of a host that received two events and was then released with its page.
    private func sendTwoEventsToAHostThatThenGoesAway() throws -> (AsyncStream<WebToNativeEvent>, AsyncStream<WebToNativeEvent>) {
        let host = BridgeHost(hostVersion: "1.0.0")
        let streams = (host.events(), host.events())
        let page = TestPage(host: host)
        page.event("journey.started")
        page.event("journey.error", data: ["message": "gone"])
        return streams
    }
}
