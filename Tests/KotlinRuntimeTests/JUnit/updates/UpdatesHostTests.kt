package com.gbg.bridge.updatetests

import com.gbg.bridge.runtime.BridgeSlotOutcome
import com.gbg.bridge.runtime.JsonNumber
import com.gbg.bridge.runtime.JsonReader
import com.gbg.bridge.runtime.JsonString
import com.gbg.bridge.runtime.JsonWriter
import com.gbg.bridge.runtime.code
import com.gbg.bridge.runtime.get
import com.gbg.bridge.runtime.id
import com.gbg.bridge.runtime.status
import com.gbg.bridge.runtime.stringValue
import com.gbg.bridge.updates.Base64Photo
import com.gbg.bridge.updates.ExportProgress
import com.gbg.bridge.updates.ExportResult
import com.gbg.bridge.updates.ExportTarget
import com.gbg.bridge.updates.ExportedPhoto
import com.gbg.bridge.updates.FilePathPhoto
import com.gbg.bridge.updates.Position
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.NonCancellable
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.isActive
import kotlinx.coroutines.withContext
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The generated host of the Updates fixture (Tests/BridgeGenKotlinTests/Fixtures/Updates) behind
 * the WebView transport: progress and stream items reach the page as updates, the page's cancel
 * stops the handler, and unions round-trip, an unknown tag included.
 */
class UpdatesHostTests {
    private val photo = ExportResult(ExportedPhoto.Path(FilePathPhoto("/tmp/a.jpg")))

    @Test fun progressValuesReachThePageBeforeTheAnswer() {
        val page = WebViewPage()
        assertEquals(JsonReader().read("""["update","cancel"]"""), page.negotiate().data?.get("messageTypes"))
        val resume = CompletableDeferred<Unit>()
        page.host.handleUpdatesPhotoExport { request ->
            request.progress(ExportProgress(0.25))
            resume.await()
            request.progress(ExportProgress(1.0))
            photo
        }
        page.send("request", "r1", "updates.photo.export", """{"target":{"kind":"inline"}}""")
        val first = page.take().single()
        assertEquals("update", first.type)
        assertEquals("r1", first.id)
        assertEquals("updates.photo.export", first["payload"]?.get("action")?.stringValue)
        assertEquals(JsonNumber(0.25), first.data?.get("fraction"))
        resume.complete(Unit)
        val rest = page.take()
        assertEquals(listOf("update", "response"), rest.map { it.type })
        assertEquals(JsonNumber(1.0), rest[0].data?.get("fraction"))
        assertEquals("success", rest[1].status)
    }

    @Test fun progressIsDroppedForAPageThatDidNotAgree() {
        val page = WebViewPage()
        page.host.handleUpdatesPhotoExport { request ->
            request.progress(ExportProgress(0.5))
            photo
        }
        page.send("request", "r1", "updates.photo.export", """{"target":{"kind":"inline"}}""")
        assertEquals(listOf("response"), page.take().map { it.type })
    }

    @Test fun aStreamEndedByTheHostSendsItsItemsThenSucceeds() {
        val page = WebViewPage()
        page.negotiate()
        page.host.handleUpdatesLocationWatch { request ->
            flow {
                emit(Position(51.5, if (request.data.highAccuracy) 0.125 else 0.0))
                emit(Position(52.0, 0.5))
            }
        }
        page.send("request", "w1", "updates.location.watch", """{"highAccuracy":true}""")
        val messages = page.take()
        assertEquals(listOf("update", "update", "response"), messages.map { it.type })
        assertEquals(JsonNumber(0.125), messages[0].data?.get("longitude"))
        assertEquals(JsonNumber(52.0), messages[1].data?.get("latitude"))
        assertEquals("success", messages[2].status)
        assertEquals(JsonReader().read("{}"), messages[2].data)
    }

    @Test fun aStreamCancelledByThePageStopsItsHandler() {
        val page = WebViewPage()
        page.negotiate()
        val next = CompletableDeferred<Unit>()
        var sawCancellation = false
        var emittedAfterCancel = false
        page.host.handleUpdatesLocationWatch {
            flow {
                emit(Position(1.0, 1.0))
                try {
                    next.await()
                } catch (cancelled: CancellationException) {
                    sawCancellation = true
                    throw cancelled
                }
                emittedAfterCancel = true
                emit(Position(2.0, 2.0))
            }
        }
        page.send("request", "w1", "updates.location.watch", "{}")
        assertEquals(listOf("update"), page.take().map { it.type })
        page.cancel("w1", "updates.location.watch")
        val answer = page.take().single()
        assertEquals("cancelled", answer.status)
        assertEquals("CANCELLED", answer.code)
        assertEquals("The page cancelled the request", answer["payload"]?.get("error")?.get("message")?.stringValue)
        assertTrue("the flow saw its collection cancelled", sawCancellation)
        next.complete(Unit)
        assertTrue("nothing follows the cancelled answer", page.take().isEmpty())
        assertFalse(emittedAfterCancel)
        assertTrue(page.observer.problems.toString(), page.observer.problems.isEmpty())
    }

    @Test fun aStreamBeforeAgreementIsUnsupported() {
        val page = WebViewPage()
        var started = false
        page.host.handleUpdatesLocationWatch { started = true; flow { emit(Position(0.0, 0.0)) } }
        page.send("request", "w1", "updates.location.watch", "{}")
        val answer = page.take().single()
        assertEquals("unsupported", answer.status)
        assertEquals("UNSUPPORTED_ACTION", answer.code)
        assertFalse(started)
        // A negotiation without update leaves it so.
        page.negotiate("""["cancel"]""")
        page.send("request", "w2", "updates.location.watch", "{}")
        assertEquals("unsupported", page.take().single().status)
    }

    @Test fun aStreamOutlivesItsRequestTimeoutOnceItHasSentAnUpdate() {
        val page = WebViewPage(requestTimeoutMs = 1_000)
        page.negotiate()
        val never = CompletableDeferred<Unit>()
        page.host.handleUpdatesLocationWatch { flow { emit(Position(0.0, 0.0)); never.await() } }
        page.host.handleUpdatesPhotoExport { request -> request.progress(ExportProgress(0.5)); never.await(); photo }
        page.send("request", "w1", "updates.location.watch", "{}")
        page.send("request", "p1", "updates.photo.export", """{"target":{"kind":"inline"}}""")
        assertEquals(listOf("update", "update"), page.take().map { it.type })
        page.clock.advance(5_000)
        page.dispatcher.settle()
        // Progress resets nothing: the export times out; the watch lives until cancelled.
        val timedOut = page.take().single()
        assertEquals("p1", timedOut.id)
        assertEquals("TIMEOUT", timedOut.code)
        page.cancel("w1", "updates.location.watch")
        assertEquals("cancelled", page.take().single().status)
    }

    @Test fun navigationCancelsHandlersAndTheAgreement() {
        val page = WebViewPage()
        page.negotiate()
        var sawCancellation = false
        page.host.handleUpdatesPhotoExport {
            try {
                CompletableDeferred<Unit>().await()
            } catch (cancelled: CancellationException) {
                sawCancellation = true
                throw cancelled
            }
            photo
        }
        page.send("request", "p1", "updates.photo.export", """{"target":{"kind":"inline"}}""")
        page.transport.pageStarted(WebViewPage.ORIGIN + "/next")
        assertTrue(page.take().isEmpty())
        assertTrue(sawCancellation)
        page.send("request", "w1", "updates.location.watch", "{}")
        assertEquals("unsupported", page.take().single().status)
    }

    @Test fun aSlotWaitingForCompletionLearnsThatThePageCancelled() {
        val page = WebViewPage()
        page.negotiate()
        var outcome: BridgeSlotOutcome<*>? = null
        var activeAfter = true
        page.host.documentCapture.handler = {
            page.host.documentCapture.awaitCompletion().also {
                outcome = it
                activeAfter = currentCoroutineContext().isActive
            }
        }
        page.send("request", "c1", "camera.document.capture", "{}")
        page.cancel("c1", "camera.document.capture")
        assertEquals("cancelled", page.take().single().status)
        assertTrue(outcome is BridgeSlotOutcome.Cancelled)
        assertFalse("the handler's coroutine is cancelled too", activeAfter)
        assertTrue(page.observer.problems.toString(), page.observer.problems.isEmpty())
    }

    @Test fun aSuspendHandlerSeesStructuredCancellation() {
        val page = WebViewPage()
        page.negotiate()
        val resume = CompletableDeferred<Unit>()
        var checked: Throwable? = null
        page.host.handleUpdatesPhotoExport { request ->
            // Waits without noticing cancellation, then checks for it, as a blocking read would.
            withContext(NonCancellable) { resume.join() }
            try {
                currentCoroutineContext().ensureActive()
            } catch (cancelled: CancellationException) {
                checked = cancelled
                throw cancelled
            }
            request.progress(ExportProgress(0.5))
            photo
        }
        page.send("request", "p1", "updates.photo.export", """{"target":{"kind":"inline"}}""")
        page.cancel("p1", "updates.photo.export")
        assertEquals("cancelled", page.take().single().status)
        resume.complete(Unit)
        assertTrue("nothing follows the cancelled answer", page.take().isEmpty())
        assertTrue(checked is CancellationException)
    }

    @Test fun unionsRoundTripByTheirTag() {
        val page = WebViewPage()
        var target: ExportTarget? = null
        page.host.handleUpdatesPhotoExport { request ->
            target = request.data.target
            ExportResult(ExportedPhoto.Base64(Base64Photo(byteArrayOf(1, 2, 3))))
        }
        page.send("request", "r1", "updates.photo.export", """{"target":{"directory":"/tmp","kind":"file-path"}}""")
        assertEquals("/tmp", (target as ExportTarget.File).value.directory)
        assertEquals(JsonReader().read("""{"format":"base64","data":"AQID"}"""), page.take().single().data?.get("photo"))
        // The tag comes first, then the case's members.
        val written = JsonWriter().apply { ExportedPhoto.Base64(Base64Photo(byteArrayOf(1, 2, 3))).encode(this) }.toString()
        assertEquals("""{"format":"base64","data":"AQID"}""", written)

        // The page sends a closed union: a tag the spec does not list is refused with its path.
        page.send("request", "r2", "updates.photo.export", """{"target":{"kind":"cloud"}}""")
        val refused = page.take().single()
        assertEquals("INVALID_REQUEST", refused.code)
        assertTrue(refused.toString(), refused["payload"]?.get("error")?.get("message")?.stringValue!!.contains("target.kind"))
    }

    @Test fun anOpenUnionKeepsAnUnknownTagAndWritesItBackUnchanged() {
        val text = """{"format":"heic","uri":"content://1","size":3}"""
        val photo = ExportedPhoto.decode(JsonReader().read(text), "photo")
        assertEquals(ExportedPhoto.Unknown("heic", JsonReader().read(text) as com.gbg.bridge.runtime.JsonObject), photo)
        assertEquals(JsonReader().read(text), JsonReader().read(JsonWriter().apply { photo.encode(this) }.toString()))
        val known = ExportedPhoto.decode(JsonReader().read("""{"data":"AQID","format":"base64"}"""), "photo")
        assertArrayEquals(byteArrayOf(1, 2, 3), (known as ExportedPhoto.Base64).value.data)
        assertEquals(JsonString("path"), JsonReader().read(JsonWriter().apply { ExportedPhoto.Path(FilePathPhoto("/a")).encode(this) }.toString())["format"])
    }
}
