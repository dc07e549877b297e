package com.gbg.bridge.conformance

import com.gbg.bridge.DocumentCaptureResult
import com.gbg.bridge.GBGBridgeHost
import com.gbg.bridge.NFCReadResult
import com.gbg.bridge.SelfieCaptureResult
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeSlot
import com.gbg.bridge.runtime.BridgeSlotOutcome
import com.gbg.bridge.runtime.JsonValue
import com.gbg.bridge.signature.SignaturePadHost
import com.gbg.bridge.signature.SignatureResult

/**
 * What the runner's app uses of the generated Kotlin API (Generated/android, and the signature
 * pad extension's on it): the host a scenario's header asks for, its typed slots, and its typed
 * handlers. A scenario writes results as JSON; the app reads them with the result type's generated
 * decoder, so the host writes them with the generated encoder, defaults and blob fields included.
 */
object GeneratedApi {
    /** The extensions a scenario's host may serve, by name. */
    val extensions = setOf("SignaturePad")

    /** The generated host, serving [extensions] beside the base protocol. */
    fun host(extensions: Set<String>, options: BridgeHostOptions, hostVersion: String, configuration: Map<String, com.gbg.bridge.runtime.BridgeCapabilityInfo>?): GBGBridgeHost =
        if ("SignaturePad" in extensions) SignaturePadHost(options, hostVersion, configuration) else GBGBridgeHost(options, hostVersion, configuration)

    /** The host's typed slots, by action. */
    fun slots(host: GBGBridgeHost): Map<String, TypedSlot<*, *>> = mapOf(
        host.documentCapture.action to TypedSlot(host.documentCapture) { DocumentCaptureResult.decode(it, "") },
        host.selfieCapture.action to TypedSlot(host.selfieCapture) { SelfieCaptureResult.decode(it, "") },
    )

    /**
     * The host's typed handlers, by action: each sets the handler to one that answers with the
     * result its producer gives as JSON, read as the result type; null removes it.
     */
    fun handlers(host: GBGBridgeHost): Map<String, ((suspend (String) -> JsonValue)?) -> Unit> {
        val handlers = HashMap<String, ((suspend (String) -> JsonValue)?) -> Unit>()
        handlers["nfc.read"] = { produce ->
            host.handleNfcRead(produce?.let { { request -> NFCReadResult.decode(it(request.correlationId), "") } })
        }
        if (host is SignaturePadHost) {
            handlers["signature.capture"] = { produce ->
                host.handleSignatureCapture(produce?.let { { request -> SignatureResult.decode(it(request.correlationId), "") } })
            }
        }
        return handlers
    }
}

/** A typed slot of the generated host, answered with outcomes whose results are written as JSON. */
class TypedSlot<Request, Result>(val slot: BridgeSlot<Request, Result>, private val read: (JsonValue) -> Result) {
    private fun typed(outcome: BridgeSlotOutcome<JsonValue>): BridgeSlotOutcome<Result> = when (outcome) {
        is BridgeSlotOutcome.Success -> BridgeSlotOutcome.Success(read(outcome.result))
        is BridgeSlotOutcome.Cancelled -> outcome
        is BridgeSlotOutcome.Failure -> outcome
    }

    /** Answers each request with what [answer] gives for its correlation ID, or, given null, waits for [complete]. */
    fun handle(answer: (String) -> BridgeSlotOutcome<JsonValue>?) {
        slot.handler = { request -> answer(request.correlationId)?.let(::typed) ?: slot.awaitCompletion() }
    }

    /** Removes the handler. */
    fun unhandle() {
        slot.handler = null
    }

    /** Completes the active request. */
    fun complete(outcome: BridgeSlotOutcome<JsonValue>) = slot.complete(typed(outcome))
}
