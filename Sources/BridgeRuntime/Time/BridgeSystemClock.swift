import Foundation

/// The system's time: the clock a host uses unless its options name another.
///
/// Timestamps read the wall clock (`Date()`). A host on this clock keeps its request deadlines on
/// the system's monotonic clock instead, which setting the device's time does not move: a user
/// putting the clock forward an hour does not time out every open request.
public struct BridgeSystemClock: BridgeClock {
    /// The system clock.
    public init() {}

    /// The wall clock's time.
    public func now() -> Date { Date() }

    /// Rings in a task on the main actor once the wall clock has reached `instant`: it sleeps for
    /// the time left, and again if the wall clock was set back meanwhile.
    public func setAlarm(at instant: Date, _ action: @escaping @MainActor @Sendable () -> Void) -> BridgeClockAlarm {
        let task = Task { @MainActor in
            while case let left = instant.timeIntervalSinceNow, left > 0 {
                // At most a day at a time: a far instant in nanoseconds would overflow.
                do { try await Task.sleep(nanoseconds: UInt64(min(left, 86_400) * 1_000_000_000) + 1) } catch { return }
            }
            guard !Task.isCancelled else { return }
            action()
        }
        return BridgeClockAlarm { task.cancel() }
    }
}
