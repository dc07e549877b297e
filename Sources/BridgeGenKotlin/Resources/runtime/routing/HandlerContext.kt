package com.gbg.bridge.runtime

import kotlinx.coroutines.CompletableJob
import kotlinx.coroutines.Job
import kotlin.coroutines.CoroutineContext

/**
 * A handler's coroutine context: the host's, with a [Job] of the handler's own, made when
 * something first asks for it. The end of its request cancels the job ([cancel]); the handler's
 * own end completes it ([complete]).
 *
 * Nearly every handler answers without suspending and never asks: making a job and completing
 * it would cost about a twentieth of such a request's round trip. Every way to reach the job goes
 * through [get], [fold], [plus] or [minusKey] (a cancellable suspension, `isActive`,
 * `coroutineScope`, `withContext`, a scope made of the context), and each makes it first, so a
 * handler cannot tell the difference: a job first asked for after its request ended is made
 * cancelled.
 */
internal class HandlerContext(private val host: CoroutineContext) : CoroutineContext {
    /** The host's context with the job, once the job is made. */
    @Volatile private var whole: CoroutineContext? = null
    @Volatile private var job: CompletableJob? = null
    /** [RUNNING] while the handler runs; then whether its request ended first ([CANCELLED]) or it did ([COMPLETE]). */
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

    override fun plus(context: CoroutineContext): CoroutineContext = whole() + context

    override fun minusKey(key: CoroutineContext.Key<*>): CoroutineContext = whole().minusKey(key)

    /** Its request ended otherwise: the handler's job is cancelled, now or when it is made. */
    fun cancel() = end(CANCELLED)

    /** The handler returned or threw: its job completes, now or when it is made. */
    fun complete() = end(COMPLETE)

    /** Without a lock: nearly every handler ends here with no job made, on the host's thread. */
    private fun end(how: Int) {
        if (ending == RUNNING) ending = how
        val job = job ?: return
        if (how == CANCELLED) job.cancel() else job.complete()
    }

    private companion object {
        const val RUNNING = 0
        const val CANCELLED = 1
        const val COMPLETE = 2
    }
}
