/// A value behind a lock, in one allocation with the lock.
///
/// Made once per message or request, where `NSLock` was an object of its own (and, on Linux, a
/// mutex initialised through Foundation) beside the object holding the value. The lock lives in a
/// managed buffer's element storage, whose address is stable, as a platform mutex requires; a stored
/// property's address is not guaranteed to be.
///
/// Sendable because every access to the value holds the lock. A struct around the buffer, since
/// `ManagedBuffer` itself is explicitly not `Sendable`. Copies share the value.
struct LockedBox<Value>: @unchecked Sendable {
    private let storage: Storage

    /// A box holding `value`.
    init(_ value: Value) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in value }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in mutex.initializeMutex() }
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        storage.withUnsafeMutablePointers { value, mutex in
            mutex.withLocked { body(&value.pointee) }
        }
    }

    /// The value and its lock, in one allocation.
    private final class Storage: ManagedBuffer<Value, PlatformMutex> {
        deinit {
            withUnsafeMutablePointerToElements { mutex in mutex.deinitializeMutex() }
        }
    }
}
