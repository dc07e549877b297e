package com.gbg.bridge.runtime

import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Job
import kotlinx.coroutines.awaitCancellation
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.launch
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.coroutines.Continuation
import kotlin.coroutines.coroutineContext
import kotlin.coroutines.suspendCoroutine

/** Exactly one answer per request, whoever gives it: handlers, the app, the timeout, the end of the page. */
class RequestLifecycleTests {
    @Test fun aHandlerThatAnswersAtOnceHasAnsweredWhenReceiveReturns() {
        val fixture = KernelFixture()
        fixture.host.registerCustomCapability("echo") { request, responder -> responder.success(request.data) }
        fixture.host.receive("""{"version":"1.1","correlationId":"r1","type":"request","timestamp":1,"payload":{"action":"echo","data":{"a":1}}}""")
        // Not settled: the answer left within receive.
        val response = fixture.page.take().single()
        assertEquals("r1", response.id)
        assertEquals("success", response.status)
        assertEquals(JsonObject("a" to JsonNumber(1.0)), response["payload"]?.get("data"))
    }

    @Test fun aSecondAnswerIsDroppedAndReported() {
        val fixture = KernelFixture()
        fixture.host.registerCustomCapability("twice") { _, responder ->
            responder.success()
            responder.error("CAMERA_DENIED", "late")
        }
        fixture.request("r1", "twice")
        assertEquals(listOf("success"), fixture.page.take().map { it.status })
        assertEquals(listOf("droppedAnswer"), fixture.observer.kinds())
    }

    @Test fun aHandlerThatThrowsAnswersInternalErrorWithoutItsWords() {
        val fixture = KernelFixture()
        fixture.host.registerCustomCapability("boom") { _, _ -> throw IllegalStateException("secret path /data/x") }
        fixture.request("r1", "boom")
        val response = fixture.page.take().single()
        assertEquals("INTERNAL_ERROR", response.code)
        assertTrue(response.toString().indexOf("secret") < 0)
        assertEquals(listOf("handlerFailed"), fixture.observer.kinds())
    }

    @Test fun anAnswerableExceptionIsTheAnswer() {
        val fixture = KernelFixture()
        fixture.host.registerCustomCapability("denied") { _, _ -> throw BridgeAnswerableException(BridgeReply.error("CAMERA_DENIED", "no")) }
        fixture.request("r1", "denied")
        val response = fixture.page.take().single()
        assertEquals("CAMERA_DENIED", response.code)
        assertEquals(true, response.recoverable)
        assertTrue(fixture.observer.problems.isEmpty())
    }

    @Test fun aHandlerThatReturnsWithoutAnsweringAnswersInternalError() {
        val fixture = KernelFixture()
        fixture.host.registerCustomCapability("silent") { _, _ -> }
        fixture.request("r1", "silent")
        assertEquals("INTERNAL_ERROR", fixture.page.take().single().code)
    }

    @Test fun aSuspendedHandlerAnswersWhenResumed() {
        val fixture = KernelFixture()
        val gate = CompletableDeferred<String>()
        fixture.host.registerCustomCapability("wait") { _, responder -> responder.success(JsonString(gate.await())) }
        fixture.request("r1", "wait")
        assertTrue(fixture.page.take().isEmpty())
        gate.complete("done")
        fixture.dispatcher.settle()
        assertEquals(JsonString("done"), fixture.page.take().single()["payload"]?.get("data"))
    }

    @Test fun anAnswerFromAnotherThreadIsSentOnTheHostsThread() {
        val fixture = KernelFixture()
        var responder: BridgeResponder? = null
        fixture.host.registerCustomCapability("later") { _, given -> responder = given; awaitCancellation() }
        fixture.request("r1", "later")
        val thread = Thread { responder!!.success() }
        thread.start()
        thread.join()
        // Claimed at once, sent when the host's thread gets its turn.
        assertTrue(responder!!.hasResponded)
        assertTrue(fixture.page.take().isEmpty())
        fixture.dispatcher.settle()
        assertEquals("success", fixture.page.take().single().status)
    }

    @Test fun aRequestNobodyHandlesIsHeldUntilTheAppResponds() {
        val fixture = KernelFixture()
        fixture.request("p1", "unknown.action")
        assertEquals(listOf("p1"), fixture.host.pendingRequests.map { it.correlationId })
        assertEquals(listOf("p1"), fixture.observer.unhandled.map { it.correlationId })
        fixture.host.respond("p1", BridgeReply(BridgeReply.UNSUPPORTED, error = BridgeError("UNSUPPORTED_ACTION", "no")))
        assertEquals("unsupported", fixture.page.take().single().status)
        assertTrue(fixture.host.pendingRequests.isEmpty())
        fixture.host.respond("p1", BridgeReply.success())
        assertEquals(listOf("droppedAnswer"), fixture.observer.kinds())
        assertTrue(fixture.observer.problems.single().message.contains("already answered"))
    }

    @Test fun aRequestTimesOutAtItsDeadlineAndNotBefore() {
        val fixture = KernelFixture(timeoutMs = 1_000)
        fixture.request("t1", "unknown.action")
        fixture.advance(999)
        assertTrue(fixture.page.take().isEmpty())
        fixture.advance(1)
        val response = fixture.page.take().single()
        assertEquals("TIMEOUT", response.code)
        assertEquals(1_700_000_001_000L, response["timestamp"]?.longValue)
        assertEquals(listOf("timedOut"), fixture.observer.kinds())
        fixture.host.respond("t1", BridgeReply.success())
        assertTrue(fixture.page.take().isEmpty())
    }

    @Test fun timeoutsComeInArrivalOrderAndCancelTheirHandlers() {
        val fixture = KernelFixture(timeoutMs = 1_000)
        var cancelled = 0
        fixture.host.registerCustomCapability("hang") { _, _ ->
            try { awaitCancellation() } finally { cancelled += 1 }
        }
        fixture.request("a", "hang")
        fixture.advance(500)
        fixture.request("b", "hang")
        fixture.advance(2_000)
        assertEquals(listOf("a", "b"), fixture.page.received.map { it.id })
        assertEquals(listOf(1_700_000_001_000L, 1_700_000_001_500L), fixture.page.received.map { it["timestamp"]?.longValue })
        assertEquals(2, cancelled)
    }

    @Test fun aHandlerHasAJobOfItsOwnWhereverItLooksAndItsRequestsEndCancelsIt() {
        val fixture = KernelFixture(timeoutMs = 1_000)
        val jobs = ArrayList<Job?>()
        fixture.host.registerCustomCapability("look") { _, _ ->
            jobs.add(coroutineContext[Job])
            awaitCancellation()
        }
        var resume: Continuation<Unit>? = null
        var activeAfterTheEnd: Boolean? = null
        fixture.host.registerCustomCapability("late") { _, _ ->
            // Not a cancellable suspension: the end of the request cancels its job all the same.
            suspendCoroutine<Unit> { resume = it }
            activeAfterTheEnd = coroutineContext[Job]?.isActive
        }
        var childCancelled = false
        fixture.host.registerCustomCapability("child") { _, _ ->
            coroutineScope {
                launch { try { awaitCancellation() } finally { childCancelled = true } }
            }
        }
        fixture.request("a", "look")
        fixture.request("b", "look")
        fixture.request("c", "child")
        // Each its own job, active, not the host's.
        assertEquals(2, jobs.distinct().size)
        assertTrue(jobs.all { it != null && it.isActive })
        fixture.advance(1_000)
        assertEquals(listOf("TIMEOUT", "TIMEOUT", "TIMEOUT"), fixture.page.take().map { it.code })
        assertTrue(jobs.all { it!!.isCancelled })
        assertTrue(childCancelled)
        fixture.request("d", "late")
        fixture.advance(1_000)
        assertEquals(listOf("TIMEOUT"), fixture.page.take().map { it.code })
        resume!!.resumeWith(Result.success(Unit))
        fixture.dispatcher.settle()
        assertEquals(false, activeAfterTheEnd)
    }

    @Test fun aHandlerThatThrowsCancelsWhatItLaunchedInItsOwnScope() {
        val fixture = KernelFixture()
        var childCancelled = false
        fixture.host.registerCustomCapability("fail") { _, _ ->
            CoroutineScope(coroutineContext).launch(start = CoroutineStart.UNDISPATCHED) {
                try { awaitCancellation() } finally { childCancelled = true }
            }
            throw IllegalStateException("broke")
        }
        fixture.request("f1", "fail")
        assertEquals("INTERNAL_ERROR", fixture.page.take().single().code)
        assertTrue(childCancelled)
    }

    @Test fun manyOpenRequestsAreFoundAndEndInArrivalOrder() {
        val fixture = KernelFixture(timeoutMs = 1_000, maxOpenRequestsPerCapability = 100)
        val responders = HashMap<String, BridgeResponder>()
        fixture.host.registerCustomCapability("hold") { request, responder ->
            responders[request.correlationId] = responder
            awaitCancellation()
        }
        val ids = (1..40).map { "r$it" }
        for (id in ids) fixture.request(id, "hold")
        // Beyond the few a scan looks through (an index), then back to none, then one again (a scan).
        for (id in ids.filterIndexed { index, _ -> index % 3 == 0 }) responders.getValue(id).success(JsonString(id))
        fixture.dispatcher.settle()
        val answered = ids.filterIndexed { index, _ -> index % 3 == 0 }
        assertEquals(answered, fixture.page.take().map { it.id })
        // Still open: the same ID again is dropped, unanswered.
        fixture.request("r2", "hold")
        assertTrue(fixture.page.take().isEmpty())
        assertTrue(fixture.observer.problems.last().message.contains("still open"))
        fixture.request("r1", "hold")
        fixture.advance(1_000)
        assertEquals(ids.filter { it !in answered } + "r1", fixture.page.take().map { it.id })
        fixture.request("r3", "hold")
        responders.getValue("r3").success()
        fixture.dispatcher.settle()
        assertEquals(listOf("r3"), fixture.page.take().map { it.id })
    }

    @Test fun aNewPageEndsEverythingTheOldOneAskedFor() {
        val fixture = KernelFixture()
        var responder: BridgeResponder? = null
        fixture.host.registerCustomCapability("hold") { _, given -> responder = given; awaitCancellation() }
        fixture.request("h1", "hold")
        fixture.request("p1", "unknown.action")
        fixture.host.transportDidChangePage()
        assertTrue(fixture.host.pendingRequests.isEmpty())
        responder!!.success()
        fixture.dispatcher.settle()
        fixture.advance(60_000)
        assertTrue(fixture.page.take().isEmpty())
        // The same IDs are new requests on the next page.
        fixture.request("p1", "unknown.action")
        assertEquals(listOf("p1"), fixture.host.pendingRequests.map { it.correlationId })
    }

    @Test fun aDetachedHostReportsThatItCannotDeliver() {
        val fixture = KernelFixture()
        fixture.host.detach()
        fixture.host.send("host.ready")
        assertEquals(listOf("deliveryFailed"), fixture.observer.kinds())
        fixture.host.attach(fixture.page)
        assertNull(fixture.host.lastProblem)
    }
}
