package com.gbg.bridge.runtime

import kotlinx.coroutines.CancellableContinuation
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.launch
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.isActive
import kotlinx.coroutines.suspendCancellableCoroutine
import kotlin.coroutines.resume

/**
 * A typed capability slot: the host routes the slot's action to [handler] with the request's data
 * decoded as [Request], and answers with the [BridgeSlotOutcome] it returns. While a request is
 * active, another for the same slot is answered `BUSY` at once. [awaitCompletion] and [complete]
 * connect a suspended handler with UI that finishes later.
 *
 * Generated hosts make one per slot of the spec, with the decoder of its request type and the
 * encoder of its result type, which writes it with no value tree.
 */
public class BridgeSlot<Request, Result> @BridgeGeneratedApi constructor(
    capabilityId: String,
    action: String,
    version: String,
    private val decode: (BridgeMessage) -> Request,
    private val encode: (Result, JsonWriter) -> Unit,
) : BridgeSlotBase(capabilityId, action, version) {
    /**
     * Handles the slot's requests. Setting it declares the capability; null withdraws it. A
     * handler that throws a [BridgeAnswerableException] answers with it; anything else answers
     * `INTERNAL_ERROR` and is reported.
     */
    public var handler: (suspend (BridgeTypedRequest<Request>) -> BridgeSlotOutcome<Result>)? = null
        set(value) {
            field = value
            host?.routes?.slotChanged(this)
        }

    /** The request being handled, if any; capture UI shows while it is set. */
    public var activeRequest: BridgeTypedRequest<Request>? = null
        private set

    private var waiter: Waiter<Result>? = null
    private var earlyOutcome: BridgeSlotOutcome<Result>? = null

    internal override val hasHandler: Boolean get() = handler != null

    /**
     * Suspends the handler until [complete] is called, and returns what it was given: at once if
     * [complete] came first, and `cancelled` when no request is active or the request ends (timeout,
     * page gone) before anyone completes it. A handler whose request has ended (its coroutine is
     * cancelled) is cancelled here at once, and leaves the slot's next request to its own handler.
     * Call it, and [complete], on the host's thread (the main thread on Android).
     */
    public suspend fun awaitCompletion(): BridgeSlotOutcome<Result> {
        currentCoroutineContext().ensureActive()
        earlyOutcome?.let {
            earlyOutcome = null
            return it
        }
        if (activeRequest == null) return BridgeSlotOutcome.Cancelled("No $action request is active")
        waiter?.let {
            waiter = null
            it.continuation?.resume(BridgeSlotOutcome.Cancelled("awaitCompletion() was called again"))
        }
        val waiting = Waiter<Result>()
        return try {
            suspendCancellableCoroutine { waiting.continuation = it; waiter = waiting }
        } catch (cancelled: CancellationException) {
            // The request ended (the page cancelled it, it timed out, the page left): the handler
            // learns so as its outcome, and its coroutine stays cancelled.
            waiting.ended ?: throw cancelled
        }
    }

    /** A handler suspended in [awaitCompletion], and how its request ended, once it has. */
    private class Waiter<Result> {
        var continuation: CancellableContinuation<BridgeSlotOutcome<Result>>? = null
        var ended: BridgeSlotOutcome.Cancelled? = null
    }

    /**
     * Completes the active request: resumes the handler suspended in [awaitCompletion]. Dropped,
     * and reported (`noActiveRequest`), when no request is active. On the host's thread: from a
     * camera or NFC callback, post to it first (`activity.runOnUiThread { slot.complete(…) }`).
     */
    public fun complete(outcome: BridgeSlotOutcome<Result>) {
        if (activeRequest == null) {
            host?.report(BridgeProblem(
                BridgeProblem.Kind.NO_ACTIVE_REQUEST, "$capabilityId: complete() was called with no active request; the result was dropped",
                action = action))
            return
        }
        val waiting = waiter
        if (waiting != null) {
            waiter = null
            waiting.continuation?.resume(outcome)
        } else {
            earlyOutcome = outcome
        }
    }

    internal override fun start(request: BridgeMessage, gate: AnswerGate) {
        val host = host ?: return
        val handler = handler
        if (!isEnabled || handler == null) {
            host.answer(request.correlationId, host.unsupportedReply(action, "$capabilityId is disabled"), AnswerDescription("an unsupported response"))
            return
        }
        if (activeRequest != null) {
            host.answer(request.correlationId, host.errorReply("BUSY", "A $capabilityId request is already in progress"), AnswerDescription.BUSY)
            return
        }
        val typed = try {
            BridgeTypedRequest(request, decode(request))
        } catch (error: Exception) {
            host.answer(request.correlationId, host.errorReply("INVALID_REQUEST", "Invalid $action request: ${error.message}"), AnswerDescription("an INVALID_REQUEST error"))
            return
        }
        earlyOutcome = null
        activeRequest = typed
        host.ledger[request.correlationId]?.slot = this
        val job = host.scope.launch(start = CoroutineStart.UNDISPATCHED) {
            val outcome = try {
                val returned = handler(typed)
                // The request ended and cancelled the handler, which returned all the same: nothing is left to answer.
                if (!isActive && gate.isAnswered) return@launch
                Result.success(returned)
            } catch (cancelled: CancellationException) {
                // The request ended first (timeout, page gone): nothing is left to answer.
                if (gate.isAnswered) return@launch
                Result.failure(cancelled)
            } catch (error: Throwable) {
                Result.failure(error)
            }
            host.finishSlot(this@BridgeSlot, request, outcome)
        }
        if (!gate.isAnswered && job.isActive) host.ledger[request.correlationId]?.stopHandler = { job.cancel() }
    }

    /** The reply an outcome gives. */
    internal fun reply(outcome: BridgeSlotOutcome<*>): BridgeReply? {
        @Suppress("UNCHECKED_CAST")
        return when (outcome) {
            is BridgeSlotOutcome.Success<*> -> (outcome.result as Result).let { result -> BridgeReply.encoded { encode(result, it) } }
            is BridgeSlotOutcome.Cancelled -> BridgeReply(BridgeReply.CANCELLED, error = BridgeError("CANCELLED", outcome.reason))
            is BridgeSlotOutcome.Failure -> BridgeReply(BridgeReply.ERROR, error = outcome.error)
        }
    }

    internal override fun end(correlationId: String, reason: AnswerDescription) {
        if (activeRequest?.correlationId != correlationId) return
        waiter?.let {
            waiter = null
            val ended = BridgeSlotOutcome.Cancelled(reason.toString())
            it.ended = ended
            it.continuation?.resume(ended)
        }
        earlyOutcome = null
        activeRequest = null
    }
}
