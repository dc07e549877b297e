package com.gbg.bridge.runtime

import kotlinx.coroutines.Job
import kotlin.coroutines.Continuation
import kotlin.coroutines.CoroutineContext
import kotlin.coroutines.intrinsics.COROUTINE_SUSPENDED

/**
 * Starts a handler on this thread and runs it until it returns or first suspends, as
 * `CoroutineStart.UNDISPATCHED` does, with a [Job] of its own, so that ending its request cancels
 * it; but without a coroutine object around it, which costs as much as the rest of a round trip.
 * The job has no parent: the ledger cancels each request's job itself, and attaching it to the
 * host's and detaching it again would cost each request for nothing. A handler that returns without suspending has finished when this returns, and its
 * job is complete; one that suspends resumes on the host's dispatcher, and [finish] runs when it
 * returns or throws.
 *
 * @return the handler's job while it is suspended; null once it has finished.
 */
internal fun <A, B> startHandler(
    handler: suspend (A, B) -> Unit, first: A, second: B, hostContext: CoroutineContext, finish: (Throwable?) -> Unit,
): Job? {
    val job = Job()
    val completion = HandlerCompletion(hostContext + job, job, finish)
    val outcome = try {
        // A suspend function of two parameters is, compiled, a function of three that takes the
        // continuation last, as the standard library's own `startCoroutineUninterceptedOrReturn`
        // calls it; its two-parameter form is internal to the library.
        @Suppress("UNCHECKED_CAST")
        (handler as (A, B, Continuation<Unit>) -> Any?)(first, second, completion)
    } catch (error: Throwable) {
        completion.resumeWith(Result.failure(error))
        return null
    }
    if (outcome === COROUTINE_SUSPENDED) return job
    completion.resumeWith(Result.success(Unit))
    return null
}

/** Where a handler's coroutine ends: its job completes, and the host learns how it ended. */
private class HandlerCompletion(
    override val context: CoroutineContext,
    private val job: kotlinx.coroutines.CompletableJob,
    private val finish: (Throwable?) -> Unit,
) : Continuation<Unit> {
    /** The handler returned or threw. */
    override fun resumeWith(result: Result<Unit>) {
        job.complete()
        finish(result.exceptionOrNull())
    }
}
