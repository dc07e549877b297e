#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock on the system's mutex, with a condition to wait on while it is held.
///
/// The generator's modules use the C library and Dispatch, not Foundation: linking Foundation
/// would load it, its internationalisation and ICU into every run of `bridgegen`, about half of
/// the process's start-up.
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// An unlocked lock.
    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Waits until the lock is free and takes it.
    package func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock up.
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Gives the lock up until another thread calls `broadcast()`, then takes it again. Held by
    /// the caller; the condition waited for must be checked again after it returns.
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread waiting in `wait()`.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
