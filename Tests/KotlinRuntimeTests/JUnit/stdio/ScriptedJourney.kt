package com.gbg.bridge.stdio

import com.gbg.bridge.DocumentCaptureRequest
import com.gbg.bridge.DocumentCaptureResult
import com.gbg.bridge.GBGBridgeActions
import com.gbg.bridge.GBGBridgeErrorCodes
import com.gbg.bridge.GBGBridgeIncomingEvent
import com.gbg.bridge.HostOrientationEvent
import com.gbg.bridge.HostReadyEvent
import com.gbg.bridge.JourneyCancelEvent
import com.gbg.bridge.NFCReadRequest
import com.gbg.bridge.NFCReadResult
import com.gbg.bridge.Orientation
import com.gbg.bridge.runtime.BridgeAnswerableException
import com.gbg.bridge.runtime.BridgeError
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeIncomingEvent
import com.gbg.bridge.runtime.BridgeMessage
import com.gbg.bridge.runtime.BridgeObserver
import com.gbg.bridge.runtime.BridgeReply
import com.gbg.bridge.runtime.BridgeSlotOutcome
import com.gbg.bridge.runtime.JsonNumber
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.signature.PadCleared
import com.gbg.bridge.signature.SignaturePadErrorCodes
import com.gbg.bridge.signature.SignaturePadHost
import com.gbg.bridge.signature.SignaturePoint
import com.gbg.bridge.signature.SignatureRequest
import com.gbg.bridge.signature.SignatureResult
import kotlinx.coroutines.delay

/**
 * The Swift stdio host's scripted app (Sources/BridgeStdioHost/ScriptedJourneyHost.swift, whose
 * `--help` lists the outcomes) on the generated Kotlin API: the document capture on its typed
 * slot, the signature on the extension's typed handler, the host's events through the typed
 * senders; the chip reader, which the host does not declare, answers from the pending requests.
 */
class ScriptedJourney(options: BridgeHostOptions, private val inFlight: InFlightRequests) : BridgeObserver {
    /** The generated host, serving the signature pad extension beside the base protocol. */
    val host = SignaturePadHost(options, "stdio-1.0")

    init {
        host.observer = this
        host.documentCapture.permissionState = "granted"
        host.documentCapture.handler = { request -> capture(request.data) }
        host.handleSignatureCapture { request -> sign(request.data) }
    }

    private suspend fun capture(request: DocumentCaptureRequest): BridgeSlotOutcome<DocumentCaptureResult> {
        val success = BridgeSlotOutcome.Success(DocumentCaptureResult(IMAGE_BYTES, 1920, 1080))
        return when (request.documentType) {
            "slow" -> {
                delay(300)
                success
            }
            "hang" -> host.documentCapture.awaitCompletion()
            "cancel" -> BridgeSlotOutcome.Cancelled("User dismissed camera")
            "deny" -> BridgeSlotOutcome.Failure(BridgeError(GBGBridgeErrorCodes.CAMERA_DENIED, "Camera permission was denied", true))
            "large" -> {
                delay(20)
                BridgeSlotOutcome.Success(DocumentCaptureResult(LARGE_IMAGE, 4096, 4096))
            }
            else -> {
                delay(20)
                success
            }
        }
    }

    /** What the user does on the pad, by the request's `signerName`. */
    private suspend fun sign(request: SignatureRequest): SignatureResult {
        val points = when (request.signerName) {
            "short" -> listOf(SignaturePoint(0.5, 0.5))
            "cancel" -> throw BridgeAnswerableException(
                BridgeReply(BridgeReply.CANCELLED, error = BridgeError(GBGBridgeErrorCodes.CANCELLED, "The user dismissed the pad")))
            else -> {
                host.sendSignatureCleared(PadCleared(1))
                delay(20)
                List(request.minimumPoints.toInt()) { SignaturePoint(it / 100.0, 0.5) }
            }
        }
        if (points.size < request.minimumPoints) {
            // The extension declares the code recoverable: the reply leaves it to the spec.
            throw BridgeAnswerableException(BridgeReply.error(
                SignaturePadErrorCodes.SIGNATURE_TOO_SHORT, "${points.size} points; at least ${request.minimumPoints} needed"))
        }
        return SignatureResult(IMAGE_BYTES, points, 1234)
    }

    override fun onMessage(message: BridgeMessage) {
        if (message.isRequest) inFlight.received(message.correlationId)
    }

    override fun onUnhandledRequest(request: BridgeMessage) {
        val chip = if (request.action == GBGBridgeActions.NFC_READ) runCatching { NFCReadRequest.decode(request.data, "") }.getOrNull() else null
        val reply = when {
            chip?.mrz == "read" -> BridgeReply.encoded { NFCReadResult(chipRead = true, photo = IMAGE_BYTES).encode(it) }
            chip?.mrz == "cancelled" -> BridgeReply(BridgeReply.CANCELLED)
            chip?.mrz == "unsupported" -> BridgeReply(BridgeReply.UNSUPPORTED)
            chip?.mrz == "acknowledged" -> BridgeReply(BridgeReply.ACKNOWLEDGED, JsonObject("estimatedDuration" to JsonNumber(5000.0)))
            request.action == "test.futureStatus" -> BridgeReply("deferred", JsonObject("retryAfterMs" to JsonNumber(250.0)))
            else -> BridgeReply(
                BridgeReply.UNSUPPORTED,
                error = BridgeError(GBGBridgeErrorCodes.UNSUPPORTED_ACTION, "Action '${request.action}' is not supported"))
        }
        host.respond(request.correlationId, reply)
    }

    override fun onEvent(event: BridgeIncomingEvent) {
        when (val typed = event.typed) {
            is GBGBridgeIncomingEvent.JourneyStarted -> host.sendHostReady(HostReadyEvent(1_700_000_000.5))
            is GBGBridgeIncomingEvent.JourneyProgress -> {
                host.sendJourneyCancel(JourneyCancelEvent(typed.data.step ?: ""))
                host.sendHostOrientation(HostOrientationEvent(Orientation.LANDSCAPE_LEFT))
                host.send("host.futureThing", JsonObject("level" to JsonNumber(3.0)))
            }
            else -> {}
        }
    }

    /** The images the scripted captures return. */
    companion object {
        /** The bytes every successful document capture returns: a JPEG header. */
        val IMAGE_BYTES = byteArrayOf(0xFF.toByte(), 0xD8.toByte(), 0xFF.toByte(), 0xE0.toByte(), 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00)

        /**
         * 16 MiB whose byte at `i` is the top byte of `i × 2654435761` (mod 2³²), which the page
         * checks without a copy of its own: the large document capture's image.
         */
        val LARGE_IMAGE: ByteArray by lazy { ByteArray(16 shl 20) { ((it * 2654435761L.toInt()) ushr 24).toByte() } }
    }
}
