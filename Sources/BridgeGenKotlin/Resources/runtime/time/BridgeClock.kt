package com.gbg.bridge.runtime

import java.util.concurrent.Executor

/**
 * The clock a host times everything by: the `timestamp` of each message it sends, how long a blob
 * waits to be fetched, and when an unanswered request times out (Concepts, "Time").
 *
 * [BridgeSystemClock] is the default; [BridgeManualClock] stands still until a test moves it.
 */
public interface BridgeClock {
    /** The time, in milliseconds since 1970; never going back. */
    public fun now(): Long

    /**
     * Calls [action] on [main] once [now] has reached [at], unless the alarm is cancelled first;
     * never from inside this call, even for an instant already reached, because the host sets
     * alarms while it opens a request.
     */
    public fun setAlarm(at: Long, main: Executor, action: Runnable): BridgeAlarm
}

/** An alarm a [BridgeClock] set. */
public fun interface BridgeAlarm {
    /** Stops the alarm from ringing; nothing if it has rung. */
    public fun cancel()
}
