import Dispatch
import Foundation

/// The timeline a host keeps request deadlines on, in whole ticks.
///
/// On the system clock, the monotonic clock's nanoseconds: one cheap read per request, and
/// setting the device's time moves no deadline. On an app's clock, its instants in milliseconds
/// since 1970, rounded: whole milliseconds, as timestamps are, so that a deadline and the instant a
/// manual clock is moved to compare exactly, with no rounding error of dates in between. Ticks are
/// offset by 2^63, so that instants before 1970 keep their order.
@usableFromInline
struct DeadlineClock {
    /// The app's clock; nil for the system's.
    @usableFromInline
    let custom: (any BridgeClock)?

    init(_ custom: (any BridgeClock)?) {
        self.custom = custom
    }

    /// The time now, in ticks.
    @inlinable
    func now() -> UInt64 {
        guard let custom else { return DispatchTime.now().uptimeNanoseconds }
        return Self.ticks(at: custom.now())
    }

    /// `seconds` in ticks, rounded; negative is zero, and more than a century a century.
    func ticks(for seconds: TimeInterval) -> UInt64 {
        let perSecond: Double = custom == nil ? 1_000_000_000 : 1_000
        return UInt64((min(max(0, seconds), 3_155_760_000) * perSecond).rounded())
    }

    /// An instant of the app's clock in ticks.
    @usableFromInline
    static func ticks(at instant: Date) -> UInt64 {
        UInt64(bitPattern: Int64((instant.timeIntervalSince1970 * 1_000).rounded()) &+ .min)
    }

    /// The instant of the app's clock `ticks` stand for.
    static func instant(at ticks: UInt64) -> Date {
        Date(timeIntervalSince1970: Double(Int64(bitPattern: ticks) &- .min) / 1_000)
    }
}
