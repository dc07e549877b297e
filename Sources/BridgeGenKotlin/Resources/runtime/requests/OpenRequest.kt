package com.gbg.bridge.runtime

/**
 * A request from its arrival to its one answer, as the [RequestLedger] holds it: also the gate its
 * answer passes ([gate]) and its place in the ledger's deadlines, one object per request.
 */
internal class OpenRequest(
    /** Its correlation ID, its key in the ledger. */
    val key: String,
    val action: String,
    /** What it counts against in `maxOpenRequestsPerCapability`: its capability, or its action. */
    val capability: String,
    /** The UTF-8 bytes of its message, held against `maxHeldBytes`. */
    val bytes: Int,
    /** When it times out, on the deadline clock, if it has a deadline. */
    val deadline: Long,
    /** The request, when it is held for the app (`pendingRequests`); forgotten when it ends. */
    held: BridgeMessage?,
) : AnswerGate() {
    var held: BridgeMessage? = held
        private set

    /** The gate its answer passes, itself; null for a request held for the app, which only the main thread answers. */
    val gate: AnswerGate? get() = if (isHeld) null else this

    /** Whether it was held for the app. */
    val isHeld: Boolean = held != null

    /** Cancels the coroutine of the handler answering it, called when it ends otherwise. */
    var stopHandler: (() -> Unit)? = null
    /** The slot handling it, released when it ends. */
    var slot: BridgeSlotBase? = null
    /** Whether its correlation ID and action are plain ASCII ([BridgeMessage.isPlainText]). */
    var isPlainText = false
    /** The UTF-8 length of its correlation ID. */
    val keyBytes: Int get() = if (isPlainText) key.length else Utf8Length.of(key)
    /** A stream that has sent an update: its timeout no longer applies (a watch lives until cancelled). */
    var isStreaming = false
    /** The requests opened before and after it, while it is open ([OpenRequests]). */
    var older: OpenRequest? = null
    var newer: OpenRequest? = null

    /** Forgets the held message: an ended request may wait in the deadlines a while, and must not keep it. */
    fun forgetHeld() {
        held = null
    }
}
