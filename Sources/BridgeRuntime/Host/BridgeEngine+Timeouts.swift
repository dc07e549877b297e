import Dispatch

/// Answering `TIMEOUT` when nobody else answers in time.
///
/// Every open request has a deadline in `deadlines`, and one task per engine sleeps until the
/// earliest. A task per request, started when the request arrives and cancelled when it is
/// answered, cost more than the rest of a request's round trip (creating, scheduling and waking a
/// task on another thread); a deadline costs one clock read and an append. Since every request gets
/// the same timeout, deadlines come in arrival order: the task takes overdue requests from the
/// front of the queue, so each wake costs what it times out, not what is open.
extension BridgeEngine {
    /// Most requests timed out in one turn of the main actor; the rest wait for the next turn, so a
    /// burst of overdue requests never stalls the main actor for long.
    static var timeoutsPerTurn: Int { 256 }

    /// Queues the deadline of a request arriving now and starts the timer, unless requests wait
    /// forever.
    @usableFromInline
    func scheduleTimeout(of key: BridgeWireKey, serial: UInt64, gate: BridgeAnswerGate?) {
        guard let timeout = options.requestTimeout else { return }
        let deadline = DispatchTime.now().uptimeNanoseconds &+ Self.nanoseconds(timeout)
        deadlines.append(DeadlineQueue.Entry(key: key, serial: serial, deadline: deadline, gate: gate))
        startTimeoutTimerIfNeeded()
    }

    /// Starts the task that times requests out, unless it is already running.
    @usableFromInline
    func startTimeoutTimerIfNeeded() {
        guard timeoutTimer == nil else { return }
        timeoutTimer = Task { [weak self] in
            // `self` is weak while sleeping, as the per-request timers were: the engine may go away.
            while let wake = self?.timeOutOverdueRequests() {
                let now = DispatchTime.now().uptimeNanoseconds
                if wake > now {
                    try? await Task.sleep(nanoseconds: wake - now)
                } else {
                    await Task.yield()  // more are overdue: let the main actor run other work first
                }
            }
        }
    }

    /// Answers overdue requests with `TIMEOUT`, at most `timeoutsPerTurn` of them; returns when to
    /// look again, or nil, ending the timer, when no open request has a deadline.
    private func timeOutOverdueRequests() -> UInt64? {
        let now = DispatchTime.now().uptimeNanoseconds
        var timedOut = 0
        while let entry = deadlines.first {
            guard let open = openRequests[entry.key], open.serial == entry.serial else {
                deadlines.removeFirst()  // the request has ended
                continue
            }
            guard entry.deadline <= now else { return entry.deadline }
            guard timedOut < Self.timeoutsPerTurn else { return now }
            deadlines.removeFirst()
            timeOut(entry.key.string, open)
            timedOut += 1
        }
        timeoutTimer = nil
        return nil
    }

    /// Drops the deadlines of answered requests once they outnumber the open requests, so the queue
    /// holds O(open requests) entries; each entry is dropped once, so this is O(1) amortized. An
    /// entry's gate says whether its request was answered, with no lookup by correlation ID; an
    /// entry without one (its request was held) is looked up.
    @usableFromInline
    func dropEndedDeadlinesIfMany() {
        guard deadlines.count > 64, deadlines.count > 2 * openRequests.count else { return }
        deadlines.removeEnded { entry in
            if let gate = entry.gate { return gate.isAnswered }
            return openRequests[entry.key]?.serial != entry.serial
        }
    }

    /// Answers `TIMEOUT`, unless someone has claimed the answer, and cancels the handler.
    private func timeOut(_ correlationId: String, _ open: OpenRequest) {
        guard let timeout = options.requestTimeout else { return }
        let problem = "No answer to \(open.action) (\(correlationId)) within \(Self.seconds(timeout))"
        guard open.gate?.claim("a TIMEOUT error") == nil else { return }
        report(BridgeProblem(.timedOut, problem, correlationId: correlationId, action: open.action))
        close(correlationId, answeredWith: "a TIMEOUT error", cancelHandler: true)
        send(response: Self.failure(.timeout, problem), to: correlationId, action: open.action)
    }

    private nonisolated static func nanoseconds(_ interval: Double) -> UInt64 {
        UInt64(max(0, interval) * 1_000_000_000)
    }
}
