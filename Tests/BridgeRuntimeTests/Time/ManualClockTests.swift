import Foundation
import Testing

@testable import BridgeRuntime

/// The manual clock moves only when advanced, and rings each alarm it passes, in order, at the
/// alarm's own instant; never early, never inside `setAlarm`, never once cancelled.
@MainActor
@Suite struct ManualClockTests {
    /// What the alarms saw when they rang, in order.
    final class Rings: @unchecked Sendable {
        private let lock = NSLock()
        private var rings: [(name: String, at: Date)] = []

        var all: [(name: String, at: Date)] { lock.withLock { rings } }
        var names: [String] { all.map(\.name) }

        /// An action that notes `name` and the clock's time when it rings.
        func action(_ name: String, reading clock: BridgeManualClock) -> @MainActor @Sendable () -> Void {
            { [self] in
                let now = clock.now()
                lock.withLock { rings.append((name, now)) }
            }
        }

        /// Sets an alarm named `name` on `clock`, `seconds` after the tests' start.
        @discardableResult
        func set(_ name: String, at seconds: TimeInterval, on clock: BridgeManualClock) -> BridgeClockAlarm {
            clock.setAlarm(at: ManualClockTests.start.addingTimeInterval(seconds), action(name, reading: clock))
        }
    }

    nonisolated static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func startsWhereToldAndMovesOnlyWhenAdvanced() {
        #expect(BridgeManualClock().now() == Date(timeIntervalSince1970: 0))
        let clock = BridgeManualClock(now: Self.start)
        #expect(clock.now() == Self.start)
        clock.advance(by: 1.5)
        clock.advance(by: 0)
        #expect(clock.now() == Self.start.addingTimeInterval(1.5))
    }

    @Test func alarmsRingInOrderEachAtItsOwnInstantAndNotBefore() {
        let clock = BridgeManualClock(now: Self.start)
        let rings = Rings()
        rings.set("three", at: 3, on: clock)
        rings.set("one", at: 1, on: clock)
        rings.set("one again", at: 1, on: clock)
        clock.advance(by: 0.999_999)
        #expect(rings.names.isEmpty)
        clock.advance(by: 0.000_001)
        #expect(rings.names == ["one", "one again"])
        clock.advance(by: 5)
        #expect(rings.names == ["one", "one again", "three"])
        #expect(rings.all.map(\.at) == [1, 1, 3].map { Self.start.addingTimeInterval($0) })
        #expect(clock.now() == Self.start.addingTimeInterval(6))
    }

    @Test func anInstantAlreadyReachedRingsAtTheNextAdvanceNotWhenSet() {
        let clock = BridgeManualClock(now: Self.start)
        let rings = Rings()
        rings.set("past", at: -10, on: clock)
        _ = clock.setAlarm(at: Self.start, rings.action("now", reading: clock))
        #expect(rings.names.isEmpty)
        clock.advance(by: 0)
        #expect(rings.names == ["past", "now"])
        // The clock never goes back for an alarm in the past.
        #expect(rings.all.map(\.at) == [Self.start, Self.start])
    }

    @Test func aCancelledAlarmNeverRings() {
        let clock = BridgeManualClock(now: Self.start)
        let rings = Rings()
        let cancelled = rings.set("cancelled", at: 1, on: clock)
        let kept = rings.set("kept", at: 1, on: clock)
        cancelled.cancel()
        cancelled.cancel()
        clock.advance(by: 2)
        #expect(rings.names == ["kept"])
        kept.cancel()  // after it rang: nothing happens
        clock.advance(by: 2)
        #expect(rings.names == ["kept"])
    }

    @Test func alarmsSetWhileRingingRingInTheSameAdvanceWhenDue() {
        let clock = BridgeManualClock(now: Self.start)
        let rings = Rings()
        let second = rings.action("second", reading: clock)
        let late = rings.action("late", reading: clock)
        _ = clock.setAlarm(at: Self.start.addingTimeInterval(1)) {
            _ = clock.setAlarm(at: Self.start.addingTimeInterval(2), second)
            _ = clock.setAlarm(at: Self.start.addingTimeInterval(10), late)
        }
        clock.advance(by: 5)
        #expect(rings.names == ["second"])
        #expect(rings.all.first?.at == Self.start.addingTimeInterval(2))
        #expect(clock.now() == Self.start.addingTimeInterval(5))
    }

    @Test func advancesFromAnAlarmAddUp() {
        let clock = BridgeManualClock(now: Self.start)
        _ = clock.setAlarm(at: Self.start.addingTimeInterval(1)) { clock.advance(by: 10) }
        clock.advance(by: 2)
        #expect(clock.now() == Self.start.addingTimeInterval(12))
    }

    @Test func keepsTimeToTheMicrosecond() {
        let clock = BridgeManualClock(now: Self.start)
        let rings = Rings()
        rings.set("tick", at: 0.000_001, on: clock)
        for _ in 0..<10 { clock.advance(by: 0.000_000_4) }
        #expect(rings.names.isEmpty)
        #expect(clock.now() == Self.start)
        clock.advance(by: 0.000_000_6)
        #expect(rings.names == ["tick"])
    }
}
