/// A value behind a lock, in one allocation with the lock.
///
/// Made once per request (the answer gate), so one allocation rather than an `NSLock`, an object of
/// its own (and, on Linux, a mutex initialised through Foundation), beside the value's. It is a
/// ``LockedBoxWithBytes`` with no bytes: one managed buffer, the mutex at a stable address in its
/// elements, as a platform mutex requires.
///
/// Sendable because every access to the value holds the lock. Copies share the value.
struct LockedBox<Value>: @unchecked Sendable {
    private let box: LockedBoxWithBytes<Value>

    /// A box holding `value`.
    init(_ value: Value) {
        box = LockedBoxWithBytes(value, bytes: UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        box.withLock { value, _ in body(&value) }
    }
}
