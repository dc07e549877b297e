/// An alarm set on a ``BridgeClock``, which can be cancelled until it rings.
public struct BridgeClockAlarm: Sendable {
    private let stop: @Sendable () -> Void

    /// An alarm that `cancel` stops: the clock that set it keeps it from ringing.
    public init(cancel: @escaping @Sendable () -> Void) {
        stop = cancel
    }

    /// Keeps the alarm from ringing, if it has not rung yet; does nothing after it rang, or when
    /// called again.
    public func cancel() {
        stop()
    }
}
