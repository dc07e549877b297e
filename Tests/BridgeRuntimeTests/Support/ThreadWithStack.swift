import Foundation

/// Runs code on a thread of its own with a stack of a given size: values must be safe to destroy,
/// compare and write on the smallest stacks an app's threads have, not only on the test runner's.
enum ThreadWithStack {
    /// Runs `body` on a new thread with `stackBytes` of stack, and waits for it to finish.
    static func run(stackBytes: Int, _ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            finished.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        finished.wait()
    }
}
