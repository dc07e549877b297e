import Foundation

/// A clock that moves only when it is told to: for testing what a host does when time passes.
///
/// ```swift
/// let clock = BridgeManualClock()
/// let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 30, clock: clock))
/// // … the page sends a request nobody answers …
/// clock.advance(by: 29.999)  // nothing happens
/// clock.advance(by: 0.001)   // the page has its TIMEOUT answer when this returns
/// ```
///
/// The clock is advanced on the main actor, where it rings every alarm it passes before
/// ``advance(by:)`` returns, in the order of their instants, each with ``now()`` at its own
/// instant: a host has answered the requests whose deadlines were passed, and a `TIMEOUT` answer
/// carries its deadline as its timestamp. An alarm set at an instant already reached rings at the
/// next advance, even by zero.
///
/// It keeps time to the microsecond, and may be read and given alarms from any thread.
public final class BridgeManualClock: BridgeClock, @unchecked Sendable {
    private struct Alarm {
        var instant: Int64
        var serial: UInt64
        var action: @MainActor @Sendable () -> Void
    }

    private struct State {
        /// Microseconds since 1970.
        var now: Int64
        /// Where the advances so far take the clock, once it has rung the alarms on the way.
        var target: Int64
        /// The alarms set and not yet rung, earliest first; alarms set for the same instant in the
        /// order they were set.
        var alarms: [Alarm] = []
        var nextSerial: UInt64 = 0
    }

    // Unchecked Sendable: every access to the state holds this lock.
    private let state: LockedBox<State>

    /// A clock standing at `start`: the Unix epoch unless told.
    public init(now start: Date = Date(timeIntervalSince1970: 0)) {
        let microseconds = Self.microseconds(start)
        state = LockedBox(State(now: microseconds, target: microseconds))
    }

    /// The instant the clock stands at.
    public func now() -> Date {
        Self.date(state.withLock { $0.now })
    }

    /// Keeps `action` until the clock is advanced to `instant` or beyond.
    public func setAlarm(at instant: Date, _ action: @escaping @MainActor @Sendable () -> Void) -> BridgeClockAlarm {
        let microseconds = Self.microseconds(instant)
        let serial = state.withLock { state in
            let serial = state.nextSerial
            state.nextSerial += 1
            let index = state.alarms.firstIndex { $0.instant > microseconds } ?? state.alarms.endIndex
            state.alarms.insert(Alarm(instant: microseconds, serial: serial, action: action), at: index)
            return serial
        }
        return BridgeClockAlarm { [state] in
            state.withLock { state in state.alarms.removeAll { $0.serial == serial } }
        }
    }

    /// Moves the clock `seconds` forward (to the microsecond), ringing each alarm it passes at its
    /// own instant, alarms those actions set included. An advance from an alarm's action adds to
    /// the one that rang it.
    ///
    /// - Precondition: `seconds` is not negative: the clock never goes back.
    @MainActor
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0, "BridgeManualClock.advance(by: \(seconds)): a clock never goes back")
        let step = Int64((seconds * 1_000_000).rounded())
        state.withLock { $0.target += step }
        // Each action runs without the lock: it may read the clock, set or cancel alarms, advance.
        while let action = state.withLock({ state -> (@MainActor @Sendable () -> Void)? in
            guard let first = state.alarms.first, first.instant <= state.target else {
                state.now = state.target
                return nil
            }
            state.alarms.removeFirst()
            state.now = max(state.now, first.instant)
            return first.action
        }) {
            action()
        }
    }

    /// `date` in whole microseconds since 1970.
    private static func microseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
    }

    private static func date(_ microseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(microseconds) / 1_000_000)
    }
}
