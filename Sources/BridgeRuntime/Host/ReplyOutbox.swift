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

    /// Queues an answer.
    func append(_ entry: Entry) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    /// Takes every queued answer, oldest first.
    func takeAll() -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        let taken = entries
        entries.removeAll()
        return taken
    }
}
