package com.gbg.bridge.runtime

import java.util.concurrent.Executor

/**
 * A clock for tests: it stands still until [advance] moves it, on the host's main thread.
 *
 * Advancing rings every alarm on the way, in the order of their instants (those of one instant in
 * the order they were set), each with [now] at its own instant, before [advance] returns; an
 * alarm set at an instant already reached rings at the next advance, even by zero. So after
 * `advance(30_000)` a host with a 30-second timeout has answered its overdue requests `TIMEOUT`,
 * each stamped with its deadline, and after `advance(29_999)` it has answered none.
 *
 * Alarms ring on the thread that calls [advance], not through their executor: that thread must be
 * the host's main thread.
 */
public class BridgeManualClock(
    /** Where time starts, in milliseconds since 1970. */
    start: Long = 0,
) : BridgeClock {
    private class Alarm(val at: Long, val order: Long, val action: Runnable) {
        var cancelled = false
    }

    private var time = start
    private var setCount = 0L
    private val alarms = ArrayList<Alarm>()

    /** The time the clock stands at. */
    @Synchronized override fun now(): Long = time

    /** An alarm that rings when [advance] reaches [at]. */
    @Synchronized override fun setAlarm(at: Long, main: Executor, action: Runnable): BridgeAlarm {
        val alarm = Alarm(at, setCount++, action)
        alarms.add(alarm)
        return BridgeAlarm { synchronized(this) { alarm.cancelled = true; alarms.remove(alarm) } }
    }

    /** Moves time on by [milliseconds], ringing what is due on the way; see the class. */
    public fun advance(milliseconds: Long) {
        require(milliseconds >= 0) { "time does not go back: advance($milliseconds)" }
        val end = synchronized(this) { time + milliseconds }
        while (true) {
            val next = synchronized(this) {
                val due = alarms.filter { it.at <= end }.minWithOrNull(compareBy<Alarm>({ it.at }, { it.order })) ?: return@synchronized null
                alarms.remove(due)
                time = maxOf(time, due.at)
                due
            } ?: break
            next.action.run()
        }
        synchronized(this) { time = end }
    }
}
