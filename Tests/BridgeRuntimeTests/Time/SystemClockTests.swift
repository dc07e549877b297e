import BridgeRuntime
import Foundation
import Testing

/// The system clock reads the wall clock, and its alarms ring on the main actor once it has reached
/// their instant.
@MainActor
@Suite struct SystemClockTests {
    /// Whether an alarm rang, and when.
    final class Ring: @unchecked Sendable {
        private let lock = NSLock()
        private var rang: Date?
        var time: Date? { lock.withLock { rang } }
        func note() { lock.withLock { rang = Date() } }
    }

    @Test func readsTheWallClock() {
        let before = Date()
        let now = BridgeSystemClock().now()
        #expect(now >= before && now <= Date())
    }

    @Test func anAlarmRingsOnceItsInstantHasComeAndACancelledOneNever() async throws {
        let clock = BridgeSystemClock()
        let instant = Date().addingTimeInterval(0.02)
        let ring = Ring()
        let cancelledRing = Ring()
        _ = clock.setAlarm(at: instant) { ring.note() }
        clock.setAlarm(at: instant) { cancelledRing.note() }.cancel()
        // Counted in turns, not in seconds: a loaded machine that keeps this task waiting keeps the
        // alarm waiting as well.
        for _ in 0..<10_000 where ring.time == nil { try await Task.sleep(nanoseconds: 1_000_000) }
        let rang = try #require(ring.time)
        #expect(rang >= instant)
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(cancelledRing.time == nil)
    }
}
