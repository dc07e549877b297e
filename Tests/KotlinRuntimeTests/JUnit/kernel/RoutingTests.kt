package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** One routing table: slots, typed handlers, the configuration, custom capabilities, negotiation, by precedence. */
class RoutingTests {
    private fun slot(): BridgeSlot<JsonObject?, JsonValue> =
        BridgeSlot("camera.document", "camera.document.capture", "1.0", { it.data }, { value, writer -> writer.value(value) })

    private fun handler(action: String, answer: String) = object : BridgeCapabilityHandler {
        override val action = action
        override suspend fun handle(request: BridgeMessage, responder: BridgeResponder) = responder.success(JsonString(answer))
    }

    private fun answerOf(fixture: KernelFixture, action: String): JsonValue? {
        fixture.request("r-${fixture.page.received.size}-$action", action)
        return fixture.page.take().single()["payload"]?.get("data")
    }

    @Test fun precedenceIsSlotThenTypedThenConfiguredThenCustom() {
        val fixture = KernelFixture()
        val slot = slot()
        fixture.host.adopt(slot)
        val action = "camera.document.capture"
        fixture.host.registerCustomCapability(action) { _, responder -> responder.success(JsonString("custom")) }
        assertEquals(JsonString("custom"), answerOf(fixture, action))
        fixture.host.register(handler(action, "configured"))
        assertEquals(JsonString("configured"), answerOf(fixture, action))
        fixture.host.handle(action, "camera.document", "1.0") { _, responder -> responder.success(JsonString("typed")) }
        assertEquals(JsonString("typed"), answerOf(fixture, action))
        slot.handler = { BridgeSlotOutcome.Success(JsonString("slot")) }
        assertEquals(JsonString("slot"), answerOf(fixture, action))
        slot.handler = null
        assertEquals(JsonString("typed"), answerOf(fixture, action))
    }

    @Test fun aSlotWithoutAHandlerAnswersUnsupported() {
        val fixture = KernelFixture()
        fixture.host.adopt(slot())
        fixture.request("r1", "camera.document.capture")
        val response = fixture.page.take().single()
        assertEquals("unsupported", response.status)
        assertEquals("UNSUPPORTED_ACTION", response.code)
        assertEquals(false, response.recoverable)
    }

    @Test fun aSlotTakesOneRequestAtATime() {
        val fixture = KernelFixture()
        val slot = slot()
        fixture.host.adopt(slot)
        slot.handler = { slot.awaitCompletion() }
        fixture.request("a", "camera.document.capture")
        fixture.request("b", "camera.document.capture")
        assertEquals(listOf("BUSY"), fixture.page.take().map { it.code })
        assertEquals("a", slot.activeRequest?.correlationId)
        slot.complete(BridgeSlotOutcome.Cancelled("Dismissed"))
        fixture.dispatcher.settle()
        val cancelled = fixture.page.take().single()
        assertEquals("cancelled", cancelled.status)
        assertEquals("CANCELLED", cancelled.code)
        assertEquals(null, slot.activeRequest)
        slot.complete(BridgeSlotOutcome.Cancelled("again"))
        assertEquals(listOf("noActiveRequest"), fixture.observer.kinds())
    }

    @Test fun aSlotsWaitingHandlerResumesCancelledWhenItsRequestTimesOut() {
        val fixture = KernelFixture(timeoutMs = 100)
        val slot = slot()
        fixture.host.adopt(slot)
        var outcome: BridgeSlotOutcome<JsonValue>? = null
        slot.handler = { slot.awaitCompletion().also { outcome = it } }
        fixture.request("a", "camera.document.capture")
        fixture.advance(100)
        assertEquals(listOf("TIMEOUT"), fixture.page.take().map { it.code })
        assertTrue(outcome is BridgeSlotOutcome.Cancelled || outcome == null)
        assertEquals(null, slot.activeRequest)
    }

    @Test fun aHandlerWhoseRequestEndedLeavesTheNextRequestAlone() {
        val fixture = KernelFixture(timeoutMs = 100)
        val slot = slot()
        fixture.host.adopt(slot)
        // The first handler waits on something that ignores cancellation (a permission prompt).
        val prompt = kotlinx.coroutines.CompletableDeferred<Unit>()
        var handled = 0
        var staleFailure: Throwable? = null
        slot.handler = {
            handled += 1
            if (handled == 1) {
                kotlinx.coroutines.withContext(kotlinx.coroutines.NonCancellable) { prompt.await() }
                try {
                    slot.awaitCompletion()
                } catch (failure: kotlinx.coroutines.CancellationException) {
                    staleFailure = failure
                    throw failure
                }
            } else {
                slot.awaitCompletion()
            }
        }
        fixture.request("a", "camera.document.capture")
        fixture.advance(100)
        assertEquals(listOf("TIMEOUT"), fixture.page.take().map { it.code })
        fixture.request("b", "camera.document.capture")
        assertEquals(2, handled)
        prompt.complete(Unit)
        fixture.dispatcher.settle()
        assertTrue(staleFailure != null)
        slot.complete(BridgeSlotOutcome.Success(JsonString("captured")))
        fixture.dispatcher.settle()
        val answer = fixture.page.take().single()
        assertEquals("b", answer["correlationId"]?.stringValue)
        assertEquals("success", answer.status)
    }

    @Test fun negotiationReportsDeclarationsByPrecedence() {
        val fixture = KernelFixture()
        val slot = slot()
        fixture.host.adopt(slot)
        slot.permissionState = "granted"
        fixture.host.registerCustomCapability("nfc.read", "2.0") { _, responder -> responder.success() }
        fixture.host.handle("nfc.read", "nfc.read", "1.0") { _, responder -> responder.success() }
        fixture.host.register(handler("configured.only", "x"))
        fixture.request("q", "capability.query")
        val data = fixture.page.take().single()["payload"]?.get("data")
        assertEquals(JsonString("android"), data?.get("environment"))
        assertEquals(JsonString("1.0.0"), data?.get("hostVersion"))
        val capabilities = data?.get("capabilities") as JsonObject
        assertEquals(setOf("camera.document", "nfc.read"), capabilities.members.keys)
        assertEquals(JsonString("1.0"), capabilities["nfc.read"]?.get("version"))
        assertEquals(JsonBoolean.of(false), capabilities["camera.document"]?.get("supported"))
        assertEquals(JsonString("granted"), capabilities["camera.document"]?.get("permissionState"))
    }

    @Test fun aTurnedOffSlotDeclaresItselfUnsupported() {
        val fixture = KernelFixture()
        val slot = slot()
        fixture.host.adopt(slot)
        slot.handler = { BridgeSlotOutcome.Success(JsonNull) }
        slot.isEnabled = false
        fixture.request("r1", "camera.document.capture")
        assertEquals("unsupported", fixture.page.take().single().status)
        assertEquals(false, fixture.host.capabilityDeclarations()["camera.document"]?.supported)
    }
}
