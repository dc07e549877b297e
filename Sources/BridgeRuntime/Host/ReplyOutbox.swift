import Foundation

/// Answers that responders gave from any thread, in the order they gave them, waiting for the main
/// actor to send them.
///
/// Responders cannot send directly: sending closes the request (timers, slots, pending requests),
/// which is main-actor state. Hopping with a task per answer would let a later message overtake an
/// earlier one — an `acknowledged` response and the event a handler sends right after it. So answers
/// queue here, and every main-actor entry point of the host drains the queue before it sends anything.
@usableFromInline
final class ReplyOutbox: Sendable {
    /// The host that drains an outbox, as the outbox's drain task sees it.
    @usableFromInline
    @MainActor
    protocol Owner: AnyObject, Sendable {
        /// Sends every queued answer.
        func _drainOutbox()
        /// Sends an answer whose request's gate was just claimed, and closes the request.
        func _answerClaimed(_ correlationId: String, with reply: BridgeReply)
        /// Sends an update of an open request (its `data` only counts), if the page agreed to updates.
        func _sendUpdate(_ correlationId: String, with reply: BridgeReply)
    }

    /// One answer, and how its request was already answered if it came too late.
    @usableFromInline
    struct Entry {
        @usableFromInline var correlationId: String
        @usableFromInline var reply: BridgeReply
        @usableFromInline var earlierAnswer: AnswerDescription?
        /// Whether `reply` is an update of the open request rather than its answer.
        @usableFromInline var isUpdate: Bool

        init(correlationId: String, reply: BridgeReply, earlierAnswer: AnswerDescription?, isUpdate: Bool = false) {
            self.correlationId = correlationId
            self.reply = reply
            self.earlierAnswer = earlierAnswer
            self.isUpdate = isUpdate
        }
    }

    private struct State {
        /// Queued answers, oldest first from `head`. Taken one at a time by moving `head`, and the
        /// array emptied, keeping its storage, once all are taken: a round trip allocates nothing,
        /// and draining a burst of answers moves none of them.
        var entries: [Entry] = []
        var head = 0
        /// Main-actor entry points running now that drain the outbox before they return.
        var coveringDrains = 0
        /// Whether a task to drain the outbox has been started since the outbox was last empty.
        var drainTaskPending = false
        /// The host, weak so that a handler keeping a responder keeps no host alive. Here, once
        /// per host, rather than in each responder, where a weak reference would be formed and
        /// destroyed for every request.
        weak var owner: (any Owner)?
        /// The thread the owner was set on, the main actor's: checking for it is a read of the
        /// thread's own pointer, where `Thread.isMainThread` on Linux asks the kernel.
        var ownerThread: pthread_t?
    }

    private let state = LockedBox(State())

    /// Queues an answer. Returns whether the caller must start a task to drain the outbox: false when
    /// a drain is already certain to come, from a running entry point or a task started earlier, so
    /// that a handler answering within `receive(_:)` costs no task.
    @usableFromInline
    func append(_ entry: consuming Entry) -> Bool {
        // Moved into the queue, not copied: a copy retains and releases every reference in it.
        var moving = Optional(entry)
        return state.withLock { state in
            state.entries.append(moving.take()!)
            guard state.coveringDrains == 0 && !state.drainTaskPending else { return false }
            state.drainTaskPending = true
            return true
        }
    }

    /// Sends an update of the open request `correlationId`, in order with its answers: at once when
    /// the main actor may send now and nothing is queued, else after what is queued. Nothing once
    /// the request is answered: an update never follows its request's answer.
    @usableFromInline
    func sendUpdate(_ reply: BridgeReply, of correlationId: String, gate: BridgeAnswerGate) {
        guard !gate.isAnswered else { return }
        if let owner = ownerTakingAnswersNow() {
            Self.callNow(Self.sendUpdate, on: owner, correlationId, reply)
            return
        }
        if append(Entry(correlationId: correlationId, reply: reply, earlierAnswer: nil, isUpdate: true)) {
            let owner = owner
            Task { @MainActor in owner?._drainOutbox() }
        }
    }

    /// Runs `call` on `owner` now, on the thread `ownerTakingAnswersNow()` found the owner's: the
    /// main actor's, which the owner was made on.
    ///
    /// `MainActor.assumeIsolated` would do the same after checking the executor again, but it makes
    /// its closure escape for the call, which puts the closure's context on the heap: an allocation
    /// for every answer. `call` is a constant with no context; this casts away its isolation as
    /// `assumeIsolated` does.
    @usableFromInline
    static func callNow(
        _ call: @escaping @MainActor @Sendable (any Owner, String, BridgeReply) -> Void, on owner: any Owner,
        _ correlationId: String, _ reply: BridgeReply
    ) {
        typealias Nonisolated = @Sendable (any Owner, String, BridgeReply) -> Void
        unsafeBitCast(call, to: Nonisolated.self)(owner, correlationId, reply)
    }

    /// ``Owner/_answerClaimed(_:with:)``, for ``callNow(_:on:_:_:)``.
    @usableFromInline
    static let answerClaimed: @MainActor @Sendable (any Owner, String, BridgeReply) -> Void = {
        $0._answerClaimed($1, with: $2)
    }

    /// ``Owner/_sendUpdate(_:with:)``, for ``callNow(_:on:_:_:)``.
    @usableFromInline
    static let sendUpdate: @MainActor @Sendable (any Owner, String, BridgeReply) -> Void = {
        $0._sendUpdate($1, with: $2)
    }

    /// The host that drains this outbox, while it exists.
    @usableFromInline
    var owner: (any Owner)? {
        get { state.withLock { $0.owner } }
        set {
            state.withLock { state in
                state.owner = newValue
                state.ownerThread = pthread_self()
            }
        }
    }

    /// The host, when an answer given on the main actor now may skip the queue: a main-actor
    /// entry point is running, which would send the answer before it returns, and nothing is
    /// queued that must go out first. Nil otherwise.
    @usableFromInline
    func ownerTakingAnswersNow() -> (any Owner)? {
        let thread = pthread_self()
        return state.withLock { state in
            guard state.coveringDrains > 0, state.head == state.entries.count,
                let ownerThread = state.ownerThread, pthread_equal(ownerThread, thread) != 0
            else { return nil }
            return state.owner
        }
    }

    /// Takes the oldest queued answer; nil once none is left.
    ///
    /// Finding the outbox empty ends any pending drain task's duty: from then on, an answer queued
    /// outside a covering entry point starts a task of its own.
    @usableFromInline
    func takeOldest() -> Entry? {
        state.withLock { Self.takeOldest(from: &$0) }
    }

    private static func takeOldest(from state: inout State) -> Entry? {
        guard state.head < state.entries.count else {
            state.drainTaskPending = false
            return nil
        }
        guard state.head < state.entries.count - 1 else {
            // The last one is moved out, not copied: emptying the array (the usual case, one answer
            // at a time) then destroys nothing, where removeAll goes through the runtime's generic
            // destroy.
            let entry = state.entries.removeLast()
            if state.head > 0 {
                state.entries.removeAll(keepingCapacity: true)
                state.head = 0
            }
            return entry
        }
        let entry = state.entries[state.head]
        state.head += 1
        return entry
    }

    /// Notes that the caller drains the outbox before it returns, after ``endCovering()``.
    /// Returns whether answers are already queued, for the caller to send first.
    @usableFromInline
    func beginCovering() -> Bool {
        state.withLock { state in
            state.coveringDrains += 1
            return state.head < state.entries.count
        }
    }

    /// Ends the caller's promise to drain, and returns whether answers are queued, for the caller
    /// to drain next; finding none ends any pending drain task's duty, as ``takeOldest()`` does.
    /// An answer queued from now on starts its own task unless one is pending, and whichever drain
    /// comes first sends it.
    ///
    /// A `Bool`, not the oldest answer: nearly always none is queued, and the optional answer a
    /// call returned was destroyed through its type's metadata on every request.
    @usableFromInline
    func endCovering() -> Bool {
        state.withLock { state in
            state.coveringDrains -= 1
            guard state.head < state.entries.count else {
                state.drainTaskPending = false
                return false
            }
            return true
        }
    }
}
