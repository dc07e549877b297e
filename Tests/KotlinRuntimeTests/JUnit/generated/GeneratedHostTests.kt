package com.gbg.bridge.generated

import com.gbg.bridge.DocumentCaptureResult
import com.gbg.bridge.DocumentSide
import com.gbg.bridge.GBGBridgeHost
import com.gbg.bridge.GBGBridgeIncomingEvent
import com.gbg.bridge.HostOrientationEvent
import com.gbg.bridge.NFCReadRequest
import com.gbg.bridge.NFCReadResult
import com.gbg.bridge.Orientation
import com.gbg.bridge.runtime.BridgeHostBase
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeManualClock
import com.gbg.bridge.runtime.BridgeSlotOutcome
import com.gbg.bridge.runtime.JsonValue
import com.gbg.bridge.runtime.PageStandIn
import com.gbg.bridge.runtime.QueueDispatcher
import com.gbg.bridge.runtime.RecordingObserver
import com.gbg.bridge.runtime.code
import com.gbg.bridge.runtime.get
import com.gbg.bridge.runtime.status
import com.gbg.bridge.runtime.stringValue
import com.gbg.bridge.signature.InkColor
import com.gbg.bridge.signature.SignaturePadHost
import com.gbg.bridge.signature.SignatureResult
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The generated Kotlin API (Generated/android, Examples/SignaturePadBridge/android) on the runtime. */
class GeneratedHostTests {
    private class Fixture<Host : BridgeHostBase>(make: (BridgeHostOptions) -> Host) {
        val dispatcher = QueueDispatcher()
        val page = PageStandIn()
        val observer = RecordingObserver()
        val host = make(BridgeHostOptions(clock = BridgeManualClock(1_700_000_000_000), dispatcher = dispatcher)).also {
            it.attach(page)
            it.observer = observer
        }

        fun send(type: String, id: String, action: String, data: String): List<JsonValue> {
            host.receive("""{"version":"1.1","correlationId":"$id","type":"$type","timestamp":1700000000000,"payload":{"action":"$action","data":$data}}""")
            dispatcher.settle()
            return page.take()
        }
    }

    @Test fun sensitiveValuesStayOutOfTheTypesText() {
        // `mrz` is sensitive in both (Protocol/bridge.yaml): an app that logs a request or a result logs no MRZ.
        val request = NFCReadRequest(mrz = "P<UTOERIKSSON<<ANNA", dataGroups = listOf("DG1"))
        assertEquals("NFCReadRequest(mrz=<redacted>, dataGroups=[DG1])", request.toString())
        val result = NFCReadResult(chipRead = true, mrz = "P<UTOERIKSSON<<ANNA")
        assertTrue(result.toString(), !result.toString().contains("ERIKSSON") && result.toString().contains("mrz=<redacted>"))
    }

    @Test fun sensitiveValuesStayOutOfTheHistoryAndTheObserver() {
        val fixture = Fixture { GBGBridgeHost(it) }
        val mrzs = ArrayList<String?>()
        fixture.host.handleNfcRead { request ->
            mrzs.add(request.data.mrz)
            NFCReadResult(chipRead = true)
        }
        val mrz = "P<UTOERIKSSON<<ANNA"
        // The plain shape the page client writes, read straight into the type; then the same request
        // through the general reader (spaces), and a response and an unhandled request.
        fixture.send("request", "r1", "nfc.read", """{"mrz":"$mrz","dataGroups":["DG1"]}""")
        fixture.host.receive("""{ "version": "1.1", "correlationId": "r2", "type": "request", "timestamp": 1700000000000, "payload": { "action": "nfc.read", "data": { "mrz": "$mrz", "dataGroups": ["DG1"] } } }""")
        fixture.dispatcher.settle()
        fixture.send("response", "r3", "nfc.read", """{"mrz":"$mrz","chipRead":true}""")
        fixture.host.handleNfcRead(null)
        fixture.send("request", "r4", "nfc.read", """{"mrz":"$mrz"}""")

        // The handler, and the request held for the app, get the value as sent.
        assertEquals(listOf<String?>(mrz, mrz), mrzs)
        assertEquals(mrz, fixture.host.pendingRequests.single().data?.get("mrz")?.stringValue)
        assertEquals(mrz, fixture.observer.unhandled.single().data?.get("mrz")?.stringValue)
        // The history and the observer's copy show the placeholder, and the rest of the data as sent.
        for (shown in listOf(fixture.host.receivedMessages, fixture.observer.messages)) {
            assertEquals(listOf("r1", "r2", "r3", "r4"), shown.map { it.correlationId })
            for (message in shown) {
                assertEquals(message.correlationId, "<redacted>", message.data?.get("mrz")?.stringValue)
                assertTrue(message.data.toString(), !message.data.toString().contains("ERIKSSON"))
            }
            assertEquals("DG1", shown[1].data?.get("dataGroups")?.get(0)?.stringValue)
            assertEquals("true", shown[2].data?.get("chipRead")?.toString())
        }
    }

    @Test fun requestDataIsCheckedAgainstNullAndClosedValues() {
        val fixture = Fixture { GBGBridgeHost(it) }
        fixture.host.documentCapture.handler = { BridgeSlotOutcome.Cancelled("no") }
        for ((index, data) in listOf("""{"documentType":null}""", """{"side":"frnt"}""", """{"side":1}""").withIndex()) {
            val answer = fixture.send("request", "r$index", "camera.document.capture", data).single()
            assertEquals(data, "INVALID_REQUEST", answer.code)
        }
    }

    @Test fun aSlotGetsTypedDataAndWritesItsTypedResult() {
        val fixture = Fixture { GBGBridgeHost(it) }
        var side: DocumentSide? = null
        fixture.host.documentCapture.handler = { request ->
            side = request.data.side
            BridgeSlotOutcome.Success(DocumentCaptureResult(imageData = byteArrayOf(1, 2, 3), width = 4, height = 5))
        }
        val answer = fixture.send("request", "r1", "camera.document.capture", """{"side":"back"}""").single()
        assertEquals(DocumentSide.BACK, side)
        assertEquals("success", answer.status)
        val data = answer["payload"]?.get("data")
        assertEquals("AQID", data?.get("imageData")?.stringValue)
        assertEquals("image/jpeg", data?.get("mimeType")?.stringValue)
    }

    @Test fun aTypedHandlerAnswersWithItsResult() {
        val fixture = Fixture { GBGBridgeHost(it) }
        fixture.host.handleNfcRead { request -> NFCReadResult(chipRead = true, dataGroups = request.data.dataGroups) }
        val answer = fixture.send("request", "r1", "nfc.read", """{"dataGroups":["DG1"]}""").single()
        assertEquals("success", answer.status)
        assertEquals("DG1", answer["payload"]?.get("data")?.get("dataGroups")?.get(0)?.stringValue)
        fixture.host.handleNfcRead(null)
        assertTrue(fixture.send("request", "r2", "nfc.read", "{}").isEmpty())
        assertEquals(listOf("r2"), fixture.host.pendingRequests.map { it.correlationId })
    }

    @Test fun eventsAreTypedBothWays() {
        val fixture = Fixture { GBGBridgeHost(it) }
        fixture.host.sendHostOrientation(HostOrientationEvent(Orientation.LANDSCAPE_LEFT))
        val sent = fixture.page.take().single()
        assertEquals("landscapeLeft", sent["payload"]?.get("data")?.get("orientation")?.stringValue)
        fixture.send("event", "e1", "journey.progress", """{"step":"scan"}""")
        val typed = fixture.observer.events.single().typed as GBGBridgeIncomingEvent.JourneyProgress
        assertEquals("scan", typed.data.step)
        fixture.send("event", "e2", "journey.progress", """{"progress":"half"}""")
        assertEquals(listOf("unexpectedEvent"), fixture.observer.kinds())
    }

    @Test fun anExtensionHostServesItsActionsBesideTheBase() {
        val fixture = Fixture { SignaturePadHost(it) }
        var ink: InkColor? = null
        fixture.host.handleSignatureCapture { request ->
            ink = request.data.inkColor
            SignatureResult(image = byteArrayOf(9), points = emptyList(), durationMilliseconds = request.data.minimumPoints)
        }
        val answer = fixture.send("request", "r1", "signature.capture", """{"signerName":"A"}""").single()
        assertEquals(InkColor.BLACK, ink)
        assertEquals(20.0, (answer["payload"]?.get("data")?.get("duration_ms") as com.gbg.bridge.runtime.JsonNumber).value, 0.0)
        assertEquals("INVALID_REQUEST", fixture.send("request", "r2", "signature.capture", "{}").single().code)
        assertEquals("INVALID_REQUEST", fixture.send("request", "r3", "camera.document.capture", """{"side":"frnt"}""").single().code)
    }
}
