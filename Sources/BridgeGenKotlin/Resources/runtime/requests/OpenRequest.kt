package com.gbg.bridge.runtime

import kotlinx.coroutines.Job

/** A request from its arrival to its one answer, as the [RequestLedger] holds it. */
internal class OpenRequest(
    val action: String,
    /** What it counts against in `maxOpenRequestsPerCapability`: its capability, or its action. */
    val capability: String,
    /** The UTF-8 bytes of its message, held against `maxHeldBytes`. */
    val bytes: Int,
    /** Tells it from a later request reusing its correlation ID. */
    val serial: Long,
    /** The gate its answer passes; null for a request held for the app, which only the main thread answers. */
    val gate: AnswerGate?,
    /** The request, when it is held for the app (`pendingRequests`). */
    val held: BridgeMessage?,
) {
    /** The coroutine of the handler answering it, cancelled when it ends otherwise. */
    var job: Job? = null
    /** The slot handling it, released when it ends. */
    var slot: BridgeSlotBase? = null
    /** A stream that has sent an update: its timeout no longer applies (a watch lives until cancelled). */
    var isStreaming = false
}

/** An open request's deadline, in the ledger's queue. */
internal class Deadline(val key: String, val serial: Long, val at: Long)
