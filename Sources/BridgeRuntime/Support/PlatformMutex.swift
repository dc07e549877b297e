#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if canImport(Darwin)
/// The lock the runtime's boxes keep beside their values: the cheapest the platform has.
typealias PlatformMutex = os_unfair_lock
#else
/// The lock the runtime's boxes keep beside their values: the cheapest the platform has.
typealias PlatformMutex = pthread_mutex_t
#endif

/// A platform mutex at a stable address, such as a managed buffer's element storage: a mutex must
/// not move, and a stored property's address is not guaranteed to stay put.
extension UnsafeMutablePointer where Pointee == PlatformMutex {
    /// Initializes the mutex, unlocked.
    func initializeMutex() {
        #if canImport(Darwin)
        initialize(to: os_unfair_lock())
        #else
        initialize(to: pthread_mutex_t())
        pthread_mutex_init(self, nil)
        #endif
    }

    /// Runs `body` holding the mutex.
    func withLocked<Result>(_ body: () -> Result) -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(self)
        defer { os_unfair_lock_unlock(self) }
        #else
        pthread_mutex_lock(self)
        defer { pthread_mutex_unlock(self) }
        #endif
        return body()
    }

    /// Destroys the mutex; it must be unlocked and is not used again.
    func deinitializeMutex() {
        #if !canImport(Darwin)
        pthread_mutex_destroy(self)
        #endif
        _ = deinitialize(count: 1)
    }
}
