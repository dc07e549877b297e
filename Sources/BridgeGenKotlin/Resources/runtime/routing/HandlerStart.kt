package com.gbg.bridge.runtime

import kotlinx.coroutines.CancellationException
import kotlin.coroutines.Continuation
import kotlin.coroutines.intrinsics.COROUTINE_SUSPENDED

/**
 * Starts a handler on this thread and runs it until it returns or first suspends, as
 * `CoroutineStart.UNDISPATCHED` does, in a context with a job of its own ([HandlerCoroutineContext]), so
 * that ending its request cancels it; but without a coroutine object around it, which costs as
 * much as the rest of a round trip. The job has no parent: the ledger cancels each request's
 * handler itself, and attaching its job to the host's and detaching it again would cost each
 * request for nothing. A handler that returns without suspending has finished when this returns;
 * one that suspends resumes on the host's dispatcher, and its end is handled when it returns or
 * throws ([HandlerCompletion]).
 *
 * @return the handler's context while it is suspended; null once it has finished.
 */
internal fun BridgeHostBase.startHandler(handler: BridgeRequestHandler, request: BridgeMessage, responder: BridgeResponder): HandlerCoroutineContext? {
    val context = HandlerCoroutineContext(scope.coroutineContext)
    val completion = HandlerCompletion(this, request, responder, context)
    val outcome = try {
        // A suspend function of two parameters is, compiled, a function of three that takes the
        // continuation last, as the standard library's own `startCoroutineUninterceptedOrReturn`
        // calls it; its two-parameter form is internal to the library.
        @Suppress("UNCHECKED_CAST")
        (handler as (BridgeMessage, BridgeResponder, Continuation<Unit>) -> Any?)(request, responder, completion)
    } catch (error: Throwable) {
        completion.resumeWith(Result.failure(error))
        return null
    }
    if (outcome === COROUTINE_SUSPENDED) return context
    completion.resumeWith(Result.success(Unit))
    return null
}

/**
 * Where a handler's coroutine ends: its job completes, and a handler that threw or returned
 * without answering gets its answer ([answerIfUnanswered]); one object for the continuation and
 * what it must know.
 */
private class HandlerCompletion(
    private val host: BridgeHostBase,
    private val request: BridgeMessage,
    private val responder: BridgeResponder,
    override val context: HandlerCoroutineContext,
) : Continuation<Unit> {
    /** The handler returned or threw. */
    override fun resumeWith(result: Result<Unit>) {
        val failure = result.exceptionOrNull()
        // As a coroutine that fails: what it launched in its own scope is cancelled.
        if (failure != null) context.cancel() else context.complete()
        // Cancelled because the request ended: nothing is left to answer.
        if (!(failure is CancellationException && responder.gate.isAnswered)) host.answerIfUnanswered(request, responder, failure)
    }
}
