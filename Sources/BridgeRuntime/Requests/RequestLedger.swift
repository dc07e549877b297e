/// Every request the host has not finished with, from its arrival to its one answer: opening it
/// within the host's limits, holding it for the app when nobody handles it, its deadline, closing
/// it when it is answered, timing it out, ending them all when the page goes away, and how the
/// last ones were answered. The concepts guide (`BridgeRuntime.docc/Concepts.md`) tells the
/// lifecycle. It also counts what the host's event streams hold, beside the requests and the
/// history, in the same limits.
///
/// The ledger keeps the state and the host acts on what it returns: it sends, reports, cancels
/// handlers and releases slots. So one request's bookkeeping reads here, in the order it happens,
/// and nothing changes the ledger from inside a callback. Only the main actor touches it.
///
/// Not generic over the protocol: the host reaches it several times per round trip, from generic
/// code too, where a generic ledger would have its type metadata looked up each time.
@MainActor
@usableFromInline
struct RequestLedger {
    /// The open requests by correlation ID, in arrival order.
    @usableFromInline
    var open = OpenRequestTable()
    /// What open requests and the history take of the host's limits.
    @usableFromInline
    var usage: HostUsage
    /// The open requests' deadlines, earliest first.
    @usableFromInline
    var deadlines = DeadlineQueue()
    /// How the last requests were answered, for the message a late answer gets.
    @usableFromInline
    var recentAnswers = RecentAnswers()
    /// The timeline of the deadlines.
    @usableFromInline
    let clock: DeadlineClock
    /// How long a request may stay open, in the clock's ticks; nil for ever.
    @usableFromInline
    let timeout: UInt64?
    /// How many open requests are held for the app.
    @usableFromInline
    private(set) var heldCount = 0
    /// What answers `TIMEOUT` for overdue requests, while any request has a deadline: a task on
    /// the system clock, an alarm on an app's clock.
    @usableFromInline
    var timer: BridgeClockAlarm?
    /// The buffers of the host's event streams, whose events count in `maxHeldBytes` beside the
    /// requests and the history.
    private var eventBuffers: [ObjectIdentifier: HeldEvents] = [:]

    init(options: BridgeHostOptions) {
        usage = HostUsage(options)
        let clock = DeadlineClock(options._clock)
        self.clock = clock
        timeout = options.requestTimeout.map { clock.ticks(for: $0) }
    }

    // MARK: Arrival

    /// Whether a request is open under `key`.
    @inlinable
    func isOpen(_ key: BridgeWireKey) -> Bool { open.contains(key) }

    /// The open request under `key`.
    @inlinable
    subscript(key: BridgeWireKey) -> OpenRequest? { open[key] }

    /// Opens a request arriving now, within the limits, with its deadline; `otherBytes` are held
    /// beside the requests and the history (blobs). A request nobody handles is opened holding its
    /// message, and has no gate: only the main actor answers it.
    ///
    /// - Returns: nil once it is open; past a limit, why not, in words, with nothing counted and
    ///   its `BUSY` answer remembered.
    @usableFromInline
    mutating func open(
        _ key: BridgeWireKey, action: String, capability: String, bytes: Int, gate: BridgeAnswerGate?,
        holding heldMessage: AnyObject?, besides otherBytes: Int
    ) -> String? {
        if usage.mustStartCounting(openCount: open.count) { usage.startCounting(open.entries.lazy.map(\.request.capability)) }
        guard
            let serial = usage.admit(
                capability: capability, bytes: bytes, openCount: open.count,
                besides: recentAnswers.bytes + eventBytes + otherBytes
            )
        else {
            let reason = usage.refusal(capability: capability, bytes: bytes, openCount: open.count)
            recentAnswers.record(key.string, answer: "a BUSY error")
            return reason
        }
        if let timeout {
            deadlines.append(DeadlineQueue.Entry(key: key, serial: serial, deadline: clock.now() &+ timeout, gate: gate))
        }
        if heldMessage != nil { heldCount += 1 }
        open.insert(
            OpenRequest(
                action: action, capability: capability, bytes: bytes, serial: serial, gate: gate, heldMessage: heldMessage),
            for: key)
        return nil
    }

    /// Keeps the task of the handler answering `key`, so that ending the request cancels it.
    @usableFromInline
    mutating func attach(_ task: Task<Void, Never>, to key: BridgeWireKey) {
        open.update(key) { $0.handlerTask = task }
    }

    /// Notes that the request under `key` has sent its first update, and whether it is a stream:
    /// a stream's timeout no longer applies.
    mutating func noteFirstUpdate(_ key: BridgeWireKey, isStream: Bool) {
        open.update(key) { $0.updates = isStream ? .stream : .progress }
    }

    /// Keeps the slot handling `key`, so that ending the request releases it.
    mutating func attach(_ slot: any BridgeSlotReleasing, to key: BridgeWireKey) {
        open.update(key) { $0.slot = slot }
    }

    // MARK: The answer

    /// Who may answer the request under `key`.
    @usableFromInline
    enum Claim {
        /// This answer won: send it, then ``close(_:answeredWith:)`` the request.
        case won
        /// Another answer came first.
        case lost(to: AnswerDescription, action: String)
        /// No request is open under `key`; how it was answered, if recently.
        case notOpen(answeredWith: AnswerDescription?)
    }

    /// Claims the answer to the request under `key` for `answer`.
    @usableFromInline
    func claim(_ key: BridgeWireKey, for answer: AnswerDescription) -> Claim {
        guard let request = open[key] else { return .notOpen(answeredWith: recentAnswers.answer(for: key.string)) }
        if let earlier = request.gate?.claim(answer) { return .lost(to: earlier, action: request.action) }
        return .won
    }

    /// Closes the request under `key`, whose answer was claimed: gives back its share of the
    /// limits, drops its deadline and remembers how it was answered. O(1) amortized, whatever
    /// else is open.
    ///
    /// - Returns: The request, for the host to release its slot and handler; nil if it was not open.
    @inlinable
    @discardableResult
    mutating func close(_ key: BridgeWireKey, answeredWith answer: AnswerDescription) -> OpenRequest? {
        guard let request = open.removeValue(forKey: key) else { return nil }
        usage.release(capability: request.capability, bytes: request.bytes, openCount: open.count)
        if request.heldMessage != nil { heldCount -= 1 }
        // The oldest request is the one most often answered (always, one at a time): its deadline
        // leaves the queue now, instead of waiting for the timer or a sweep of the queue.
        if deadlines.firstSerial == request.serial {
            deadlines.removeFirst()
        } else {
            dropEndedDeadlinesIfMany()
        }
        recentAnswers.record(key.string, answer: answer)
        return request
    }

    /// Drops the deadlines of ended requests once they outnumber the open requests, so the queue
    /// holds O(open requests) entries; each entry is dropped once, so this is O(1) amortized. An
    /// entry's gate says whether its request was answered, with no lookup by correlation ID; an
    /// entry without one (its request was held) is looked up.
    @usableFromInline
    mutating func dropEndedDeadlinesIfMany() {
        guard deadlines.count > 64, deadlines.count > 2 * open.count else { return }
        deadlines.removeEnded { [open] entry in
            if let gate = entry.gate { return gate.isAnswered }
            return open[entry.key]?.serial != entry.serial
        }
    }

    // MARK: Timeouts

    /// What the timer finds at the front of the deadlines.
    enum Overdue {
        /// This request is overdue; its deadline has left the queue.
        case request(BridgeWireKey, OpenRequest)
        /// Nothing is overdue before this time.
        case notBefore(UInt64)
        /// No open request has a deadline.
        case none
    }

    /// The next request overdue at `now`. Every request gets the same timeout, so deadlines come in
    /// arrival order, and each call costs what it times out, not what is open; deadlines of
    /// requests that have ended are dropped on the way.
    mutating func nextOverdue(now: UInt64) -> Overdue {
        while let entry = deadlines.first {
            guard let request = open[entry.key], request.serial == entry.serial, !request.isStreaming else {
                deadlines.removeFirst()
                continue
            }
            guard entry.deadline <= now else { return .notBefore(entry.deadline) }
            deadlines.removeFirst()
            return .request(entry.key, request)
        }
        return .none
    }

    // MARK: The page goes away

    /// Ends every open request, unanswered, and remembers the last ones with `answer`. O(open
    /// requests).
    ///
    /// - Returns: The requests, for the host to claim their gates, cancel their handlers and
    ///   release their slots.
    mutating func endAll(answeredWith answer: AnswerDescription) -> OpenRequestTable {
        let ended = open
        open.removeAll()
        usage.releaseAll()
        deadlines.removeAll()
        heldCount = 0
        // Only the last requests ended can be remembered; recording the others would only push
        // them out.
        for key in ended.newestKeys(recentAnswers.capacity).reversed() { recentAnswers.record(key.string, answer: answer) }
        return ended
    }

    // MARK: The history's share of the limits

    /// How many of the oldest received messages to forget so that at most `count` remain and
    /// `extra` more bytes fit in `maxHeldBytes`, beside the open requests, recent answers, event
    /// streams and `otherBytes`.
    @usableFromInline
    func historyToForget(toFit extra: Int, keepingAtMost count: Int, besides otherBytes: Int) -> Int {
        usage.historyToForget(toFit: extra, keepingAtMost: count, besides: recentAnswers.bytes + eventBytes + otherBytes)
    }

    /// Makes room in the history for a message of `bytes`, leaving `reserved` more bytes free, and
    /// notes what changes: the message is recorded when it fits (at most `count` messages, and
    /// `maxHeldBytes` beside the open requests, recent answers, event streams and `otherBytes`),
    /// and the `forgotten` oldest messages are forgotten either way; `count` is how many the history
    /// holds afterwards.
    ///
    /// One mutating call: the host keeps the ledger in a stored property, and calling its
    /// non-mutating methods from there copies the whole ledger, a retain of each of its buffers,
    /// for each call.
    @usableFromInline
    mutating func makeRoomInHistory(
        for bytes: Int, reserving reserved: Int, keepingAtMost count: Int, besides otherBytes: Int
    ) -> (recorded: Bool, forgotten: Int, count: Int) {
        // The sums `room(besides:)` and `historyToForget` take, spelled out: a call to either
        // would copy the ledger too.
        let besides = recentAnswers.bytes + eventBytes + otherBytes
        let fits = count > 0 && bytes + reserved <= usage.maxHeldBytes - usage.openBytes - besides
        let forgotten = usage.historyToForget(
            toFit: fits ? bytes + reserved : reserved, keepingAtMost: count - (fits ? 1 : 0), besides: besides)
        if fits || forgotten > 0 { usage.noteHistory(dropped: forgotten, appended: fits ? bytes : nil) }
        return (fits, forgotten, usage.historyCount)
    }

    /// The bytes left in `maxHeldBytes` beside the open requests, recent answers, event streams and
    /// `otherBytes`.
    @usableFromInline
    func room(besides otherBytes: Int) -> Int {
        usage.maxHeldBytes - usage.openBytes - recentAnswers.bytes - eventBytes - otherBytes
    }

    // MARK: Event streams' share of the limits

    /// Counts what `buffer` holds from now on.
    mutating func follow(_ buffer: HeldEvents) {
        eventBuffers[ObjectIdentifier(buffer)] = buffer
    }

    /// Stops counting what `buffer` holds: its stream has ended.
    mutating func unfollow(_ buffer: HeldEvents) {
        eventBuffers[ObjectIdentifier(buffer)] = nil
    }

    /// The bytes the event streams' buffers hold.
    var eventBytes: Int {
        eventBuffers.isEmpty ? 0 : eventBuffers.values.reduce(0) { $0 + $1.heldBytes }
    }
}
