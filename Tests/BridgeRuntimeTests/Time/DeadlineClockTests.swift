import Foundation
import Testing

@testable import BridgeRuntime

/// Deadlines on an app's clock are whole milliseconds, so that a deadline and the instant a manual
/// clock is advanced to compare exactly, whatever rounding the dates between them went through.
@MainActor
@Suite struct DeadlineClockTests {
    @Test func instantsOfWholeMillisecondsRoundTripExactly() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            // From 1900 to 2200.
            let milliseconds = Int64.random(in: -2_208_988_800_000...7_258_118_400_000, using: &generator)
            let ticks = DeadlineClock.ticks(at: Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
            #expect(DeadlineClock.ticks(at: DeadlineClock.instant(at: ticks)) == ticks)
            #expect(ticks == UInt64(bitPattern: milliseconds) ^ (1 << 63))
        }
    }

    @Test func ticksKeepTheOrderOfInstantsBeforeAndAfter1970() {
        let instants = [-1_000.0, -0.001, 0, 0.001, 1_700_000_000].map { Date(timeIntervalSince1970: $0) }
        let ticks = instants.map { DeadlineClock.ticks(at: $0) }
        #expect(ticks == ticks.sorted())
        #expect(Set(ticks).count == ticks.count)
    }

    @Test func aTimeoutIsWholeTicksOfItsClock() {
        let manual = DeadlineClock(BridgeManualClock())
        #expect(manual.ticks(for: 30) == 30_000)
        #expect(manual.ticks(for: 0.07) == 70)
        #expect(manual.ticks(for: -1) == 0)
        #expect(manual.ticks(for: .infinity) == 3_155_760_000_000)
        let system = DeadlineClock(nil)
        #expect(system.ticks(for: 0.05) == 50_000_000)
    }

    @Test func theManualClocksDeadlinesFallOnTheStepsThatReachThem() {
        let manual = BridgeManualClock(now: Date(timeIntervalSince1970: 1_700_000_000))
        let clock = DeadlineClock(manual)
        // Steps that add up to the timeout in another order than it was written.
        manual.advance(by: 0.1)
        let deadline = clock.now() + clock.ticks(for: 1)
        for step in [0.3, 0.2, 0.2, 0.1, 0.1] {
            #expect(clock.now() < deadline)
            manual.advance(by: step)
        }
        #expect(clock.now() < deadline)
        manual.advance(by: 0.1)
        #expect(clock.now() == deadline)
    }
}
