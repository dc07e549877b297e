package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executor
import java.util.concurrent.TimeUnit

/** The two clocks: the manual one rings in order before `advance` returns; the system one on the host's executor. */
class ClockTests {
    private val inline = Executor { it.run() }

    @Test fun aManualClockRingsWhatIsDueInOrderEachAtItsInstant() {
        val clock = BridgeManualClock(1_000)
        val rung = ArrayList<String>()
        clock.setAlarm(1_300, inline) { rung.add("b@${clock.now()}") }
        clock.setAlarm(1_100, inline) { rung.add("a@${clock.now()}") }
        val cancelled = clock.setAlarm(1_200, inline) { rung.add("cancelled") }
        clock.setAlarm(1_300, inline) { rung.add("c@${clock.now()}") }
        cancelled.cancel()
        clock.advance(299)
        assertEquals(listOf("a@1100"), rung)
        assertEquals(1_299L, clock.now())
        clock.advance(1)
        assertEquals(listOf("a@1100", "b@1300", "c@1300"), rung)
    }

    @Test fun anAlarmAtAnInstantReachedRingsAtTheNextAdvanceNotWhenSet() {
        val clock = BridgeManualClock(1_000)
        var rang = false
        clock.setAlarm(500, inline) { rang = true }
        assertFalse(rang)
        clock.advance(0)
        assertTrue(rang)
    }

    @Test fun anAlarmSetWhileRingingRingsInTheSameAdvanceIfDue() {
        val clock = BridgeManualClock(0)
        val rung = ArrayList<Long>()
        clock.setAlarm(10, inline) {
            rung.add(clock.now())
            clock.setAlarm(20, inline) { rung.add(clock.now()) }
        }
        clock.advance(30)
        assertEquals(listOf(10L, 20L), rung)
    }

    @Test fun theSystemClocksAlarmsRingOnTheHostsExecutorAndCanBeCancelled() {
        val latch = CountDownLatch(1)
        var thread: String? = null
        val executor = Executor { runnable -> Thread({ runnable.run() }, "host thread").start() }
        BridgeSystemClock.setAlarm(BridgeSystemClock.now() + 20, executor) {
            thread = Thread.currentThread().name
            latch.countDown()
        }
        var cancelledRang = false
        BridgeSystemClock.setAlarm(BridgeSystemClock.now() + 20, executor) { cancelledRang = true }.cancel()
        assertTrue(latch.await(10, TimeUnit.SECONDS))
        assertEquals("host thread", thread)
        Thread.sleep(50)
        assertFalse(cancelledRang)
    }

    @Test fun anAlarmCancelledOnItsWayToTheHostsThreadDoesNotRun() {
        // The host's thread is a queue run by hand: the alarm rings into it, then is cancelled
        // before the queue runs, as a host ending its requests meanwhile would.
        val queue = java.util.concurrent.LinkedBlockingQueue<Runnable>()
        var rang = false
        val alarm = BridgeSystemClock.setAlarm(BridgeSystemClock.now() + 1, Executor { queue.add(it) }) { rang = true }
        val handed = queue.poll(10, TimeUnit.SECONDS)
        alarm.cancel()
        handed?.run()
        assertTrue(handed != null)
        assertFalse(rang)
    }
}
