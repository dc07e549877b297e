import Foundation

/// Answers that responders gave from any thread, in the order they gave them, waiting for the main
/// actor to send them.
///
/// Responders cannot send directly: sending closes the request (timers, slots, pending requests),
/// which is main-actor state. Hopping with a task per answer would let a later message overtake an
/// earlier one — an `acknowledged` response and the event a handler sends right after it. So answers
/// queue here, and every main-actor entry point of the host drains the queue before it sends anything.
final class ReplyOutbox: @unchecked Sendable {
    /// One answer, and how its request was already answered if it came too late.
    struct Entry {
        var correlationId: String
        var reply: BridgeReply
        var earlierAnswer: String?
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    /// Main-actor entry points running now that drain the outbox before they return.
    private var coveringDrains = 0
    /// Whether a task to drain the outbox has been started since the last drain.
    private var drainTaskPending = false

    /// Queues an answer. Returns whether the caller must start a task to drain the outbox: false when
    /// a drain is already certain to come, from a running entry point or a task started earlier, so
    /// that a handler answering within `receive(_:)` costs no task.
    func append(_ entry: Entry) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        entries.append(entry)
        guard coveringDrains == 0 && !drainTaskPending else { return false }
        drainTaskPending = true
        return true
    }

    /// Takes every queued answer, oldest first.
    func takeAll() -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return takeAllLocked()
    }

    /// Notes that the caller drains the outbox before it returns, with ``endCovering()``.
    func beginCovering() {
        lock.lock()
        coveringDrains += 1
        lock.unlock()
    }

    /// Takes every queued answer and ends the caller's promise to drain, in one step: an answer
    /// queued after this starts its own task.
    func endCovering() -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        coveringDrains -= 1
        return takeAllLocked()
    }

    private func takeAllLocked() -> [Entry] {
        drainTaskPending = false
        guard !entries.isEmpty else { return [] }
        let taken = entries
        entries.removeAll()
        return taken
    }
}
