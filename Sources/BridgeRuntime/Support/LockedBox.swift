#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if canImport(Darwin)
/// The lock a ``LockedBox`` keeps beside its value.
typealias PlatformMutex = os_unfair_lock
#else
/// The lock a ``LockedBox`` keeps beside its value.
typealias PlatformMutex = pthread_mutex_t
#endif

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
        storage.withUnsafeMutablePointerToElements { mutex in
            #if canImport(Darwin)
            mutex.initialize(to: os_unfair_lock())
            #else
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
            #endif
        }
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        storage.withUnsafeMutablePointers { value, mutex in
            #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
            defer { os_unfair_lock_unlock(mutex) }
            #else
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            #endif
            return body(&value.pointee)
        }
    }

    /// The value and its lock, in one allocation.
    private final class Storage: ManagedBuffer<Value, PlatformMutex> {
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                #if !canImport(Darwin)
                pthread_mutex_destroy(mutex)
                #endif
                _ = mutex.deinitialize(count: 1)
            }
        }
    }
}
