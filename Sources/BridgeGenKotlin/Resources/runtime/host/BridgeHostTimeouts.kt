package com.gbg.bridge.runtime

/**
 * Answering `TIMEOUT` when nobody else answers in time: one alarm per host, at the earliest open
 * deadline, on the host's clock (Concepts, "Time").
 */
private const val TIMEOUTS_PER_TURN = 256

internal fun BridgeHostBase.startTimeoutTimer() {
    val timeout = ledger.timeout ?: return
    setTimeoutAlarm(deadlineClock.now() + timeout)
}

private fun BridgeHostBase.setTimeoutAlarm(at: Long) {
    ledger.timer = deadlineClock.setAlarm(at, main) { timeOutOverdueRequests() }
}

/** Answers overdue requests with `TIMEOUT`, a turn's worth, then sets the alarm for the next deadline. */
internal fun BridgeHostBase.timeOutOverdueRequests() {
    ledger.timer = null
    drainOutbox()
    val now = deadlineClock.now()
    repeat(TIMEOUTS_PER_TURN) {
        when (val overdue = ledger.nextOverdue(now)) {
            is RequestLedger.Overdue.Request -> timeOut(overdue.key, overdue.request)
            is RequestLedger.Overdue.NotBefore -> return setTimeoutAlarm(overdue.at)
            RequestLedger.Overdue.None -> return
        }
    }
    // More are overdue: the next turn of the host's thread answers them.
    ledger.timer = BridgeAlarm {}
    main.execute { timeOutOverdueRequests() }
}

/** Answers `TIMEOUT`, unless someone has claimed the answer, and cancels the handler. */
private fun BridgeHostBase.timeOut(correlationId: String, open: OpenRequest) {
    val timeout = ledger.timeout ?: return
    val problem = "No answer to ${Printable.of(open.action)} (${Printable.of(correlationId)}) within $timeout ms"
    if (open.gate?.claim(AnswerDescription.TIMEOUT) != null) return
    report(BridgeProblem(BridgeProblem.Kind.TIMED_OUT, problem, correlationId, open.action))
    close(correlationId, AnswerDescription.TIMEOUT, cancelHandler = true)
    sendResponse(errorReply("TIMEOUT", problem), correlationId, open.action)
}
