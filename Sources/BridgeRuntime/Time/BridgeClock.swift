import Foundation

/// The clock a host times everything by: the timestamps of its messages, how long a blob waits to
/// be fetched, and when a request nobody answers times out.
///
/// A host reads it through ``BridgeHostOptions/clock``. ``BridgeSystemClock``, the default, is the
/// system's time. ``BridgeManualClock`` moves only when it is told to, so that a test can let thirty
/// seconds pass at once and see the requests it left unanswered time out then, and not before.
///
/// A clock of your own gives instants as dates and never goes back. The host keeps its request
/// deadlines on it in whole milliseconds, as messages carry timestamps: a deadline falls on the
/// millisecond nearest to the instant the request arrived plus `requestTimeout`, and a request is
/// overdue once ``now()`` has reached it.
public protocol BridgeClock: Sendable {
    /// The time now; never earlier than an instant this clock gave before.
    func now() -> Date

    /// Calls `action` once, on the main actor, where hosts live, when ``now()`` has reached
    /// `instant`, unless the alarm is cancelled first.
    ///
    /// Never calls `action` from inside this call, even for an instant already reached: the host
    /// sets alarms while it opens a request, and an action run then would find it half open.
    func setAlarm(at instant: Date, _ action: @escaping @MainActor @Sendable () -> Void) -> BridgeClockAlarm
}
