import Dispatch

/// Answering `TIMEOUT` when nobody else answers in time.
///
/// Every open request has a deadline in the ledger, and one task per host sleeps until the
/// earliest: a task per request, started when it arrives and cancelled when it is answered, would
/// create, schedule and wake a task on another thread for every request. A deadline costs one
/// clock read and an append.
extension BridgeHostBase {
    /// Most requests timed out in one turn of the main actor; the rest wait for the next turn, so a
    /// burst of overdue requests never stalls the main actor for long.
    static var timeoutsPerTurn: Int { 256 }

    /// Starts the task that times requests out.
    @usableFromInline
    func _startTimeoutTimer() {
        _ledger.timer = Task { [weak self] in
            // `self` is weak while sleeping: the host may go away.
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
        for _ in 0..<Self.timeoutsPerTurn {
            switch _ledger.nextOverdue(now: now) {
            case .request(let key, let open):
                timeOut(key.string, open)
            case .notBefore(let deadline):
                return deadline
            case .none:
                _ledger.timer = nil
                return nil
            }
        }
        return now
    }

    /// Answers `TIMEOUT`, unless someone has claimed the answer, and cancels the handler.
    private func timeOut(_ correlationId: String, _ open: OpenRequest) {
        guard let timeout = options.requestTimeout else { return }
        let seconds = timeout == timeout.rounded() ? "\(Int(timeout)) s" : "\(timeout) s"
        let problem = "No answer to \(open.action) (\(correlationId)) within \(seconds)"
        guard open.gate?.claim("a TIMEOUT error") == nil else { return }
        _report(BridgeProblem(.timedOut, problem, correlationId: correlationId, action: open.action))
        _close(correlationId, answeredWith: "a TIMEOUT error", cancelHandler: true)
        _send(response: Self._failure(.timeout, problem), to: correlationId, action: open.action)
    }
}
