package com.gbg.bridge.runtime

import kotlinx.coroutines.CoroutineDispatcher
import kotlin.coroutines.CoroutineContext

/**
 * The host's thread in tests: work dispatched to it waits in a queue until the test runs it, on
 * the test's thread, so a test decides when "the main thread" gets its turn.
 */
class QueueDispatcher : CoroutineDispatcher() {
    private val queue = java.util.concurrent.ConcurrentLinkedQueue<Runnable>()

    override fun dispatch(context: CoroutineContext, block: Runnable) {
        queue.add(block)
    }

    /** Runs what waits, and what that dispatches, until nothing is left; at most [limit] blocks. */
    fun settle(limit: Int = 100_000) {
        var count = 0
        while (count < limit) {
            val next = queue.poll() ?: return
            next.run()
            count += 1
        }
        error("the host did not settle within $limit turns")
    }
}
