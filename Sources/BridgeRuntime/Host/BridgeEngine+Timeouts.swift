import Dispatch

/// Answering `TIMEOUT` when nobody else answers in time.
///
/// Every open request carries a deadline, and one task per engine sleeps until the earliest one.
/// A task per request, started when the request arrives and cancelled when it is answered, cost
/// more than the rest of a request's round trip (creating, scheduling and waking a task on another
/// thread); a deadline costs one clock read. Since every request gets the same timeout, deadlines
/// come in arrival order and the sleeping task never needs waking early.
extension BridgeEngine {
    /// The deadline of a request arriving now; nil when requests wait forever.
    @usableFromInline
    func timeoutDeadline() -> UInt64? {
        guard let timeout = options.requestTimeout else { return nil }
        return DispatchTime.now().uptimeNanoseconds &+ Self.nanoseconds(timeout)
    }

    /// Starts the task that times requests out, unless it is already running.
    @usableFromInline
    func startTimeoutTimerIfNeeded() {
        guard timeoutTimer == nil, options.requestTimeout != nil else { return }
        timeoutTimer = Task { [weak self] in
            // `self` is weak while sleeping, as the per-request timers were: the engine may go away.
            while let wake = self?.timeOutOverdueRequests() {
                let now = DispatchTime.now().uptimeNanoseconds
                try? await Task.sleep(nanoseconds: wake > now ? wake - now : 0)
            }
        }
    }

    /// Answers every overdue request with `TIMEOUT`; returns the earliest deadline still ahead, or
    /// nil, ending the timer, when no open request has one.
    private func timeOutOverdueRequests() -> UInt64? {
        let now = DispatchTime.now().uptimeNanoseconds
        var next: UInt64?
        for (correlationId, open) in openRequests {
            guard let deadline = open.deadline else { continue }
            if deadline <= now {
                timeOut(correlationId, open)
            } else {
                next = min(next ?? deadline, deadline)
            }
        }
        if next == nil { timeoutTimer = nil }
        return next
    }

    /// Answers `TIMEOUT`, unless someone has claimed the answer, and cancels the handler.
    private func timeOut(_ correlationId: String, _ open: OpenRequest) {
        guard let timeout = options.requestTimeout else { return }
        let problem = "No answer to \(open.action) (\(correlationId)) within \(Self.seconds(timeout))"
        guard open.gate.claim("a TIMEOUT error") == nil else { return }
        report(BridgeProblem(.timedOut, problem, correlationId: correlationId, action: open.action))
        close(correlationId, answeredWith: "a TIMEOUT error", cancelHandler: true)
        send(response: Self.failure(.timeout, problem), to: correlationId, action: open.action)
    }

    private nonisolated static func nanoseconds(_ interval: Double) -> UInt64 {
        UInt64(max(0, interval) * 1_000_000_000)
    }
}
