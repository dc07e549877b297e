/// The events the page sent that one event stream has not handed to its reader yet, kept as the
/// page's messages, which hold their data as text: the host counts their bytes in
/// `maxHeldBytes`, and the stream types each event only when its reader takes it.
///
/// The host adds on the main actor; the reader takes from any task. Every access holds one lock.
final class EventBuffer<Message: Sendable>: HeldEvents, @unchecked Sendable {
    private struct State {
        /// The messages waiting, oldest first from `head`, with their bytes; those before `head`
        /// are taken, and nil, so that the buffer holds nothing of them.
        var messages: [(message: Message, bytes: Int)?] = []
        var head = 0
        var heldBytes = 0
        /// The reader, when it waits for a message.
        var reader: CheckedContinuation<Message?, Never>?
        var isFinished = false

        var count: Int { messages.count - head }

        /// Takes the oldest message.
        mutating func removeOldest() -> (message: Message, bytes: Int) {
            let oldest = messages[head].unsafelyUnwrapped
            messages[head] = nil
            head += 1
            heldBytes -= oldest.bytes
            if head == messages.count {
                messages.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64, head * 2 > messages.count {
                messages.removeFirst(head)
                head = 0
            }
            return oldest
        }
    }

    private let state = LockedBox(State())

    /// The bytes of the messages waiting.
    override var heldBytes: Int { state.withLock { $0.heldBytes } }

    /// How many messages wait.
    var count: Int { state.withLock { $0.count } }

    /// Hands `message` to the reader if it waits, else keeps it; nothing once finished.
    func add(_ message: Message, bytes: Int) {
        let reader = state.withLock { state -> CheckedContinuation<Message?, Never>? in
            guard !state.isFinished else { return nil }
            if let reader = state.reader {
                state.reader = nil
                return reader
            }
            state.messages.append((message, bytes))
            state.heldBytes += bytes
            return nil
        }
        reader?.resume(returning: message)
    }

    /// Forgets the oldest message waiting, and returns its bytes; 0 when none waits.
    @discardableResult
    func removeOldest() -> Int {
        state.withLock { state in state.count > 0 ? state.removeOldest().bytes : 0 }
    }

    /// The next message, as soon as there is one; nil once the buffer is finished and empty. A
    /// cancelled reader discards the buffer.
    func next() async -> Message? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (reader: CheckedContinuation<Message?, Never>) in
                let ready = state.withLock { state -> Message?? in
                    if state.count > 0 { return .some(state.removeOldest().message) }
                    if state.isFinished { return .some(nil) }
                    state.reader = reader
                    return nil
                }
                if let ready { reader.resume(returning: ready) }
            }
        } onCancel: {
            finish(discarding: true)
        }
    }

    /// Ends the buffer: nothing more is added, and the reader gets nil after the messages waiting,
    /// or at once when they are discarded (nobody is left to read them).
    func finish(discarding: Bool) {
        let reader = state.withLock { state -> CheckedContinuation<Message?, Never>? in
            state.isFinished = true
            if discarding {
                state.messages = []
                state.head = 0
                state.heldBytes = 0
            }
            defer { state.reader = nil }
            return state.reader
        }
        reader?.resume(returning: nil)
    }
}

/// What the host's limits count of an event stream's buffer: the bytes it holds. Not generic, so
/// that the ledger, which asks on every message while a stream exists, looks no type up at run
/// time. Sendable: it has no state, and its subclass keeps its own behind a lock.
class HeldEvents: @unchecked Sendable {
    /// The bytes held.
    var heldBytes: Int { 0 }
}

/// Runs an action when the last reference to it goes: an event stream holds one, so that the host
/// stops filling the stream's buffer once nobody can read it.
final class StreamLifetime: Sendable {
    private let end: @Sendable () -> Void

    init(end: @escaping @Sendable () -> Void) {
        self.end = end
    }

    deinit { end() }
}
