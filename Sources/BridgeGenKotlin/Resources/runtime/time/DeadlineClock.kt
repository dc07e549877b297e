package com.gbg.bridge.runtime

import java.util.concurrent.Executor

/**
 * The timeline of request deadlines: the monotonic clock for the system clock, so that setting the
 * device's time neither fires nor delays them; any other clock as it is.
 */
internal class DeadlineClock(private val clock: BridgeClock) {
    private val isSystem = clock === BridgeSystemClock

    fun now(): Long = if (isSystem) BridgeSystemClock.monotonicNow() else clock.now()

    fun setAlarm(at: Long, main: Executor, action: Runnable): BridgeAlarm =
        if (isSystem) BridgeSystemClock.after(at - now(), main, action) else clock.setAlarm(at, main, action)
}
