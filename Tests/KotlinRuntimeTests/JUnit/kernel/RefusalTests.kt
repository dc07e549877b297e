package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** What the transport refuses, coalesced: five of a kind a second, then a count. */
class RefusalTests {
    @Test fun refusalsBeyondFiveASecondAreCountedAndReportedTogether() {
        val fixture = KernelFixture(maxIncomingMessageBytes = 8)
        repeat(12) { fixture.host.receive("[\"too long for the limit\"]") }
        assertEquals(5, fixture.observer.problems.size)
        fixture.advance(999)
        assertEquals(5, fixture.observer.problems.size)
        fixture.advance(1)
        val summary = fixture.observer.problems.last()
        assertEquals(6, fixture.observer.problems.size)
        assertTrue(summary.message, summary.message.startsWith("7 more refusals like these in 1 s; the latest: Rejected an incoming message"))
        // A new second starts a new window.
        fixture.host.receive("[\"too long for the limit\"]")
        assertEquals(7, fixture.observer.problems.size)
    }
}
