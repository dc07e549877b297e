import Dispatch

/// Answering `TIMEOUT` when nobody else answers in time.
///
/// Every open request has a deadline in the ledger, and one timer per host waits for the earliest:
/// a timer per request, started when it arrives and cancelled when it is answered, would create,
/// schedule and wake a task on another thread for every request. A deadline costs one clock read
/// and an append.
///
/// On the system clock the timer is a task sleeping on the monotonic clock. On an app's clock
/// (``BridgeHostOptions/clock``) it is an alarm set on that clock, which the clock rings when its
/// time reaches the deadline; a manual clock rings it while a test advances it.
extension BridgeHostBase {
    /// Most requests timed out in one turn of the main actor; the rest wait for the next turn, so a
    /// burst of overdue requests never stalls the main actor for long.
    static var timeoutsPerTurn: Int { 256 }

    /// What the timer does next.
    private enum TimerStep {
        /// Waits until this deadline.
        case wait(until: UInt64)
        /// Lets the main actor run other work first: more requests are overdue.
        case yield
        /// Ends: no open request has a deadline.
        case end
    }

    /// Starts the timer that times requests out. It times out nothing before it has waited, so a
    /// request it is started for is open when the host goes on to handle it.
    @usableFromInline
    func _startTimeoutTimer() {
        guard let clock = _ledger.clock.custom else {
            let task = Task { [weak self] in
                // `self` is weak while sleeping: the host may go away.
                while let step = self?.timeOutOverdueRequests() {
                    switch step {
                    case .wait(let deadline):
                        let now = DispatchTime.now().uptimeNanoseconds
                        if deadline > now { try? await Task.sleep(nanoseconds: deadline - now) }
                    case .yield:
                        await Task.yield()
                    case .end:
                        return
                    }
                }
            }
            _ledger.timer = BridgeClockAlarm { task.cancel() }
            return
        }
        guard let deadline = _ledger.deadlines.first?.deadline else { return }
        setTimeoutAlarm(at: deadline, on: clock)
    }

    /// Sets an alarm on the app's clock that times requests out when it rings.
    private func setTimeoutAlarm(at deadline: UInt64, on clock: any BridgeClock) {
        _ledger.timer = clock.setAlarm(at: DeadlineClock.instant(at: deadline)) { [weak self] in
            self?.timeoutAlarmRang(on: clock)
        }
    }

    /// Times out what is overdue on the app's clock, then sets the next alarm.
    private func timeoutAlarmRang(on clock: any BridgeClock) {
        switch timeOutOverdueRequests() {
        case .wait(let deadline):
            setTimeoutAlarm(at: deadline, on: clock)
        case .yield:
            let task = Task { [weak self] in self?.timeoutAlarmRang(on: clock) }
            _ledger.timer = BridgeClockAlarm { task.cancel() }
        case .end:
            break
        }
    }

    /// Answers overdue requests with `TIMEOUT`, at most `timeoutsPerTurn` of them, and says what
    /// the timer does next; once no open request has a deadline, the timer ends.
    private func timeOutOverdueRequests() -> TimerStep {
        let now = _ledger.clock.now()
        for _ in 0..<Self.timeoutsPerTurn {
            switch _ledger.nextOverdue(now: now) {
            case .request(let key, let open):
                timeOut(key.string, open)
            case .notBefore(let deadline):
                return .wait(until: deadline)
            case .none:
                _ledger.timer = nil
                return .end
            }
        }
        return .yield
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
