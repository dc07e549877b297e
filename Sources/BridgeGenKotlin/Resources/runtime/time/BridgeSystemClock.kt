package com.gbg.bridge.runtime

import java.util.concurrent.Executor
import java.util.concurrent.ScheduledThreadPoolExecutor
import java.util.concurrent.TimeUnit

/**
 * The system's clock, the default: the wall clock for [now], alarms on one shared timer thread,
 * each handed to the host's main executor when it rings.
 *
 * A host on it keeps its request deadlines on the monotonic clock instead (`System.nanoTime`), so
 * that setting the device's time neither fires nor delays them.
 */
public object BridgeSystemClock : BridgeClock {
    /** One daemon thread for every host's alarms: it only hands them on. */
    private val timer: ScheduledThreadPoolExecutor by lazy {
        ScheduledThreadPoolExecutor(1) { runnable -> Thread(runnable, "GBGBridge clock").apply { isDaemon = true } }
            .apply { removeOnCancelPolicy = true }
    }

    /** The wall clock. */
    override fun now(): Long = System.currentTimeMillis()

    /** An alarm on the timer thread, handed to [main] when it rings. */
    override fun setAlarm(at: Long, main: Executor, action: Runnable): BridgeAlarm = after(at - now(), main, action)

    /** An alarm [delay] milliseconds from now, at the least one millisecond: never within this call. */
    internal fun after(delay: Long, main: Executor, action: Runnable): BridgeAlarm {
        // Cancelled on the host's thread, it may already be on its way there: the flag stops it
        // when it arrives, so a cancelled alarm never runs (the host would take it for the next).
        val cancelled = java.util.concurrent.atomic.AtomicBoolean(false)
        val future = timer.schedule({ main.execute { if (!cancelled.get()) action.run() } }, maxOf(delay, 1L), TimeUnit.MILLISECONDS)
        return BridgeAlarm {
            cancelled.set(true)
            future.cancel(false)
        }
    }

    /** Milliseconds on the monotonic clock, for deadlines. */
    internal fun monotonicNow(): Long = System.nanoTime() / 1_000_000
}
