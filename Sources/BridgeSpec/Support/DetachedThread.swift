#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A thread of the system's own, for work that waits on other threads: blocking a Dispatch pool
/// thread on work queued to the same pool can starve it.
package enum DetachedThread {
    /// Runs `body` on a new thread, which ends when `body` returns. Whoever needs it done waits for
    /// a signal `body` gives.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let result = pthread_create(
            &thread, nil,
            { context in
                let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
                body.run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            fatalError("cannot start a thread: \(String(cString: strerror(result)))")
        }
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        pthread_detach(thread!)
        #endif
    }

    /// The closure, boxed so its address can travel through the C call.
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
