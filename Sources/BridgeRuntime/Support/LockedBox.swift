/// A value behind a lock, in one allocation with the lock.
///
/// Made once per request (the answer gate), so one allocation rather than an `NSLock`, an object of
/// its own (and, on Linux, a mutex initialised through Foundation), beside the value's. The value
/// sits in a managed buffer's header, and the mutex in its elements, at an address that does not
/// move, as a platform mutex requires.
///
/// Sendable because every access to the value holds the lock. Copies share the value.
struct LockedBox<Value>: @unchecked Sendable {
    private let storage: Storage

    /// A box holding `value`.
    init(_ value: Value) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: Self.mutexWords) { _ in value }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { elements in
            UnsafeMutableRawPointer(elements).bindMemory(to: PlatformMutex.self, capacity: 1).initializeMutex()
        }
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        storage.withUnsafeMutablePointers { value, elements in
            Self.mutex(in: elements).withLocked { body(&value.pointee) }
        }
    }

    /// The mutex, at the start of the elements.
    private static func mutex(in elements: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<PlatformMutex> {
        UnsafeMutableRawPointer(elements).assumingMemoryBound(to: PlatformMutex.self)
    }

    /// Whole 8-byte elements the mutex takes, where it is aligned.
    private static var mutexWords: Int { (MemoryLayout<PlatformMutex>.size + 7) / 8 }

    /// The value in the header; the mutex in the elements.
    private final class Storage: ManagedBuffer<Value, UInt64> {
        deinit {
            withUnsafeMutablePointerToElements { elements in LockedBox.mutex(in: elements).deinitializeMutex() }
        }
    }
}
