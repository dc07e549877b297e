package com.gbg.bridge.runtime

import kotlinx.coroutines.CompletableJob
import kotlinx.coroutines.Job
import kotlin.coroutines.CoroutineContext
import kotlin.coroutines.EmptyCoroutineContext

/**
 * A handler's coroutine context: the host's, with a [Job] of the handler's own, made when
 * something first asks for it. The end of its request, or a handler that throws, cancels the job
 * ([cancel]); a handler that returns completes it ([complete]).
 *
 * Nearly every handler answers without suspending and never asks: making a job and completing
 * it would cost about a twentieth of such a request's round trip. Every way to reach the job goes
 * through [get], [fold], [plus] or [minusKey] (a dispatched or cancellable suspension, `isActive`,
 * `coroutineScope`, `withContext`, a scope made of the context), and each makes it first, so a
 * handler sees the same job, cancellation and dispatching as with a job made up front; a job
 * first asked for after its request ended is made cancelled. (Only identity differs: the context
 * with the job is another object than this one.)
 */
internal class HandlerCoroutineContext(private val host: CoroutineContext) : CoroutineContext {
    /** The host's context with the job, once the job is made. */
    @Volatile private var whole: CoroutineContext? = null
    @Volatile private var job: CompletableJob? = null
    /** [RUNNING] while the handler runs; then how it ended first: [CANCELLED] (its request ended, or it threw) or [COMPLETE] (it returned). */
    @Volatile private var ending = RUNNING

    private fun whole(): CoroutineContext = whole ?: synchronized(this) {
        whole ?: Job().let { job ->
            // The job, then the ending: [end] writes them the other way round, so one of the two
            // sees the other's write, and the job ends as the handler did (twice at worst).
            this.job = job
            when (ending) {
                CANCELLED -> job.cancel()
                COMPLETE -> job.complete()
            }
            (host + job).also { whole = it }
        }
    }

    override fun <E : CoroutineContext.Element> get(key: CoroutineContext.Key<E>): E? =
        if (key === Job) whole()[key] else host[key]

    override fun <R> fold(initial: R, operation: (R, CoroutineContext.Element) -> R): R = whole().fold(initial, operation)

    override fun plus(context: CoroutineContext): CoroutineContext = if (context === EmptyCoroutineContext) this else whole() + context

    override fun minusKey(key: CoroutineContext.Key<*>): CoroutineContext = whole().minusKey(key)

    /** Its request ended otherwise, or the handler threw: its job is cancelled, now or when it is made. */
    fun cancel() = end(CANCELLED)

    /** The handler returned: its job completes, now or when it is made, unless it was cancelled first. */
    fun complete() = end(COMPLETE)

    /**
     * Without a lock: nearly every handler ends here with no job made, on the host's thread. A
     * cancellation wins over a completion whichever comes first, as on a job made up front, where
     * cancelling a completed job still cancels the children it waits for.
     */
    private fun end(how: Int) {
        if (ending == RUNNING) ending = how
        val job = job ?: return
        if (how == CANCELLED || ending == CANCELLED) job.cancel() else job.complete()
    }

    private companion object {
        const val RUNNING = 0
        const val CANCELLED = 1
        const val COMPLETE = 2
    }
}
