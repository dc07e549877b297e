import BridgeRuntime
import Foundation
import GBGBridge
import Testing

/// A host times everything by its options' clock: timestamps, blob lifetimes and request deadlines.
/// On a manual clock its timeouts fire when a test moves the clock to them, and not before.
@MainActor
@Suite struct HostClockTests {
    nonisolated static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A manual clock that counts what the host asks of it.
    final class CountingClock: BridgeClock, @unchecked Sendable {
        let manual = BridgeManualClock(now: Date(timeIntervalSince1970: 1_700_000_000))
        private let lock = NSLock()
        private var counts = (reads: 0, alarms: 0, cancelled: 0)

        var reads: Int { lock.withLock { counts.reads } }
        var alarms: Int { lock.withLock { counts.alarms } }
        var cancelled: Int { lock.withLock { counts.cancelled } }

        func now() -> Date {
            lock.withLock { counts.reads += 1 }
            return manual.now()
        }

        func setAlarm(at instant: Date, _ action: @escaping @MainActor @Sendable () -> Void) -> BridgeClockAlarm {
            lock.withLock { counts.alarms += 1 }
            let alarm = manual.setAlarm(at: instant, action)
            return BridgeClockAlarm { [self] in
                lock.withLock { counts.cancelled += 1 }
                alarm.cancel()
            }
        }
    }

    private static func errorCode(_ response: JSONValue?) -> JSONValue? { response?["payload"]?["error"]?["code"] }

    @Test func theDefaultClockIsTheSystemsAndTheOptionKeepsTheOneSet() {
        #expect(BridgeHostOptions().clock is BridgeSystemClock)
        let manual = BridgeManualClock()
        #expect(BridgeHostOptions(clock: manual).clock as? BridgeManualClock === manual)
        var options = BridgeHostOptions(clock: manual)
        options.clock = BridgeSystemClock()
        #expect(options.clock is BridgeSystemClock)
        #expect(BridgeHostOptions(clock: manual).now() == manual.now())
    }

    @Test func aRequestTimesOutWhenTheClockReachesItsDeadlineAndNotBefore() async throws {
        let clock = BridgeManualClock(now: Self.start)
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 30, clock: clock))
        var handlerSawCancellation = false
        host.registerCustomCapability("nfc.read") { _, responder in
            // Waits for its cancellation and nothing else: no real time passes in this test.
            let (never, continuation) = AsyncStream<Never>.makeStream()
            for await _ in never {}
            handlerSawCancellation = Task.isCancelled
            continuation.finish()
            responder.respond(status: .success)
        }
        let page = TestPage(host: host)
        let pending = page.request("consent.ask")
        let handled = page.request("nfc.read")

        clock.advance(by: 29.999)
        await page.settle()
        #expect(page.delivered.isEmpty)

        // On the main actor, the host answers before `advance` returns.
        clock.advance(by: 0.001)
        let timedOut = try #require(page.responses(to: pending).first)
        #expect(timedOut["timestamp"] == 1_700_000_030_000)
        #expect(
            timedOut["payload"]?["error"] == [
                "code": "TIMEOUT", "message": "No answer to consent.ask (\(pending)) within 30 s", "recoverable": true,
            ])
        #expect(Self.errorCode(page.responses(to: handled).first) == "TIMEOUT")
        #expect(host.pendingRequests.isEmpty)
        #expect(await page.eventually { handlerSawCancellation ? true : nil } == true)
    }

    @Test func eachRequestTimesOutAtItsOwnDeadlineWithinALongerStep() throws {
        let clock = BridgeManualClock(now: Self.start)
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 1, clock: clock))
        let page = TestPage(host: host)
        let first = page.request("consent.ask")
        clock.advance(by: 0.25)
        let second = page.request("consent.ask")
        clock.advance(by: 10)
        #expect(page.delivered.map { $0["correlationId"] } == [.string(first), .string(second)])
        #expect(page.delivered.map { $0["timestamp"] } == [1_700_000_001_000, 1_700_000_001_250])
    }

    @Test func anAnsweredRequestDoesNotTimeOut() async {
        let clock = BridgeManualClock(now: Self.start)
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 1, clock: clock))
        let page = TestPage(host: host)
        let id = page.request("consent.ask")
        host.respond(to: id, status: .success)
        clock.advance(by: 60)
        await page.settle()
        #expect(page.responses(to: id).map { $0["payload"]?["status"] } == ["success"])
        #expect(host.lastError == nil)
    }

    @Test func aHostWithoutTimeoutsReadsTheClockOnlyForTimestamps() {
        for timeout in [nil, 30.0] {
            let clock = CountingClock()
            let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: timeout, clock: clock))
            host.registerCustomCapability("consent.ask") { (_: BridgeMessage, responder: BridgeResponder) in
                responder.respond(status: .success)
            }
            let page = TestPage(host: host)
            for _ in 0..<3 { page.request("consent.ask") }
            #expect(page.delivered.count == 3)
            // A timestamp per answer; with a timeout, a deadline per request and one alarm.
            #expect(clock.reads == (timeout == nil ? 3 : 6), "timeout \(String(describing: timeout))")
            #expect(clock.alarms == (timeout == nil ? 0 : 1), "timeout \(String(describing: timeout))")
        }
    }

    @Test func theNowOptionSetsTheDatesAndTheClockTheDeadlines() throws {
        let clock = BridgeManualClock(now: Self.start)
        let options = BridgeHostOptions(requestTimeout: 1, clock: clock, now: { Date(timeIntervalSince1970: 2) })
        let host = BridgeHost(hostVersion: "1.0.0", options: options)
        let page = TestPage(host: host)
        let id = page.request("consent.ask")
        clock.advance(by: 0.999)
        #expect(page.delivered.isEmpty)
        clock.advance(by: 0.001)
        let timedOut = try #require(page.responses(to: id).first)
        #expect(timedOut["timestamp"] == 2_000)
    }

    @Test func moreOverdueRequestsThanOneTurnTakesAllTimeOutInOrder() async {
        let clock = BridgeManualClock(now: Self.start)
        let options = BridgeHostOptions(
            requestTimeout: 1, pendingRequestWarningThreshold: .max, maxOpenRequests: 1_000, maxOpenRequestsPerCapability: 1_000,
            clock: clock)
        let host = BridgeHost(hostVersion: "1.0.0", options: options)
        let page = TestPage(host: host)
        let ids = (0..<600).map { _ in page.request("consent.ask") }
        clock.advance(by: 1)
        // A turn of the main actor answers at most 256; the rest follow in later turns.
        #expect(page.delivered.count == 256)
        _ = await page.eventually { page.delivered.count == ids.count ? true : nil }
        #expect(page.delivered.map { $0["correlationId"]?.stringValue } == ids)
        #expect(page.delivered.allSatisfy { Self.errorCode($0) == "TIMEOUT" })
    }

    @Test func aHostThatGoesAwayCancelsItsAlarm() {
        let clock = CountingClock()
        var host: BridgeHost? = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 1, clock: clock))
        let transport = InMemoryTransport()
        host?.attach(transport)
        transport.post(
            #"{"version":"1.0","correlationId":"c1","type":"request","timestamp":1,"payload":{"action":"consent.ask","data":{}}}"#
        )
        #expect(clock.alarms == 1 && clock.cancelled == 0)
        host = nil
        #expect(clock.cancelled == 1)
        clock.manual.advance(by: 2)
        #expect(transport.delivered.isEmpty)
    }
}
