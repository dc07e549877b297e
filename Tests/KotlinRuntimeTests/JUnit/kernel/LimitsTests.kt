package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The host's limits, with the Swift host's defaults and UTF-8 byte counts. */
class LimitsTests {
    @Test fun theDefaultsAreTheSwiftHosts() {
        val options = BridgeHostOptions()
        assertEquals(30_000L, options.requestTimeoutMs)
        assertEquals(200, options.maxReceivedMessages)
        assertEquals(50, options.pendingRequestWarningThreshold)
        assertEquals(1 shl 20, options.maxIncomingMessageBytes)
        assertEquals(32, options.maxIncomingNestingDepth)
        assertEquals(100, options.maxOpenRequests)
        assertEquals(32, options.maxOpenRequestsPerCapability)
        assertEquals(32 shl 20, options.maxHeldBytes)
        assertEquals(256, options.maxCorrelationIdBytes)
        assertEquals(64 shl 10, options.blobMinimumBytes)
        assertEquals(60_000L, options.blobLifetimeMs)
        assertEquals("android", options.environment)
    }

    @Test fun pastMaxOpenRequestsPerCapabilityTheHostAnswersBusy() {
        val fixture = KernelFixture(maxOpenRequestsPerCapability = 2)
        fixture.request("a", "x")
        fixture.request("b", "x")
        fixture.request("c", "x")
        fixture.request("d", "y")
        val busy = fixture.page.take().single()
        assertEquals("c", busy.id)
        assertEquals("BUSY", busy.code)
        assertEquals(true, busy.recoverable)
        assertEquals(listOf("a", "b", "d"), fixture.host.pendingRequests.map { it.correlationId })
        assertEquals(listOf("limitReached"), fixture.observer.kinds())
    }

    @Test fun pastMaxOpenRequestsTheHostAnswersBusy() {
        val fixture = KernelFixture(maxOpenRequests = 2)
        fixture.request("a", "x")
        fixture.request("b", "y")
        fixture.request("c", "z")
        assertEquals(listOf("c"), fixture.page.take().map { it.id })
        fixture.host.respond("a", BridgeReply.success())
        fixture.request("c", "z")
        assertEquals(listOf("a"), fixture.page.take().map { it.id })
    }

    @Test fun correlationIdsAreCountedInUtf8Bytes() {
        val fixture = KernelFixture(maxCorrelationIdBytes = 4)
        // Two characters, four bytes: within the limit.
        fixture.request("éé", "x")
        // Three characters, five bytes: over it, and answered.
        fixture.request("éé1", "x")
        val refused = fixture.page.take().single()
        assertEquals("éé1", refused.id)
        assertEquals("INVALID_REQUEST", refused.code)
        // Over twice the limit: not answered, since an answer echoes the ID.
        fixture.request("123456789", "x")
        assertTrue(fixture.page.take().isEmpty())
        assertEquals(listOf("invalidMessage", "invalidMessage"), fixture.observer.kinds())
        assertEquals(null, fixture.observer.problems.last().correlationId)
    }

    @Test fun anOversizedMessageIsRefusedUnreadAndUnanswered() {
        val fixture = KernelFixture(maxIncomingMessageBytes = 200)
        val padding = "é".repeat(60)
        // Under 200 UTF-16 units, over 200 UTF-8 bytes.
        fixture.request("r1", "x", """{"p":"$padding"}""")
        assertTrue(fixture.page.take().isEmpty())
        assertEquals(listOf("invalidMessage"), fixture.observer.kinds())
        assertTrue(fixture.host.receivedMessages.isEmpty())
    }

    @Test fun theHistoryKeepsTheNewestMessages() {
        val fixture = KernelFixture(maxReceivedMessages = 2)
        fixture.host.registerCustomCapability("x") { _, responder -> responder.success() }
        for (id in listOf("a", "b", "c")) fixture.request(id, "x")
        assertEquals(listOf("b", "c"), fixture.host.receivedMessages.map { it.correlationId })
    }

    @Test fun manyPendingRequestsWarnTheApp() {
        val fixture = KernelFixture(pendingRequestWarningThreshold = 1)
        fixture.request("a", "x")
        fixture.request("b", "y")
        assertEquals(listOf("manyPendingRequests"), fixture.observer.kinds())
    }

    @Test fun aVersionOfAnotherMajorIsAnsweredVersionMismatch() {
        val fixture = KernelFixture()
        fixture.request("v1", "x", version = "2.0")
        fixture.request("v2", "x", version = "1")
        assertEquals(listOf("VERSION_MISMATCH", "INVALID_REQUEST"), fixture.page.take().map { it.code })
    }

    @Test fun aRequestReusingAnOpenIdIsDropped() {
        val fixture = KernelFixture()
        fixture.request("a", "x")
        fixture.request("a", "x")
        assertTrue(fixture.page.take().isEmpty())
        assertEquals(listOf("invalidMessage"), fixture.observer.kinds())
        assertEquals(1, fixture.host.pendingRequests.size)
    }
}
