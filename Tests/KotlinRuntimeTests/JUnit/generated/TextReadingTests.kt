package com.gbg.bridge.generated

import com.gbg.bridge.CapabilityQueryRequest
import com.gbg.bridge.DocumentCaptureRequest
import com.gbg.bridge.GBGBridgeHost
import com.gbg.bridge.NFCReadRequest
import com.gbg.bridge.NFCReadResult
import com.gbg.bridge.runtime.BridgeDecodingException
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeManualClock
import com.gbg.bridge.runtime.JsonBytesReader
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.runtime.JsonReadException
import com.gbg.bridge.runtime.JsonReader
import com.gbg.bridge.runtime.JsonString
import com.gbg.bridge.runtime.JsonValue
import com.gbg.bridge.runtime.PageStandIn
import com.gbg.bridge.runtime.PlainStrings
import com.gbg.bridge.runtime.QueueDispatcher
import com.gbg.bridge.runtime.RecordingObserver
import com.gbg.bridge.runtime.code
import com.gbg.bridge.runtime.get
import com.gbg.bridge.runtime.status
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.random.Random

/**
 * The generated text readers (`read(reader)`) against the value decoders (`decode(value, path)`):
 * whatever the text reader reads, the general reader and decoder read as the same value; whatever
 * they refuse, it gives up on. And the host takes a plain request's typed value from the text.
 */
class TextReadingTests {
    private class Decoder<T>(val read: (JsonBytesReader) -> T, val decode: (JsonValue) -> T)

    private val decoders = mapOf(
        "nfc" to Decoder({ NFCReadRequest.read(it) }, { NFCReadRequest.decode(it, "") }),
        "document" to Decoder({ DocumentCaptureRequest.read(it) }, { DocumentCaptureRequest.decode(it, "") }),
        "query" to Decoder({ CapabilityQueryRequest.read(it) }, { CapabilityQueryRequest.decode(it, "") }),
    )

    private val seeds = listOf(
        "nfc" to """{"mrz":"P<UTOERIKSSON<<ANNA<MARIA","dataGroups":["DG1","DG2"]}""",
        "nfc" to """{"dataGroups":[],"mrz":""}""",
        "nfc" to """{}""",
        "nfc" to """{"mrz":null}""",
        "nfc" to """{"mrz":"a","mrz":"b"}""",
        "nfc" to """{"mrz":"a\"b"}""",
        "nfc" to """{"mrz":"é"}""",
        "nfc" to """{"mrz":"a","other":1}""",
        "nfc" to """{ "mrz":"a"}""",
        "nfc" to """{"dataGroups":["DG1",]}""",
        "document" to """{"documentType":"passport","side":"front"}""",
        "document" to """{"side":"frnt"}""",
        "document" to """{"side":null,"documentType":"id"}""",
        "query" to """{"blobs":{"kinds":["url"]},"messageTypes":["update","cancel"]}""",
        "query" to """{"blobs":{}}""",
        "query" to """{"blobs":{"kinds":[1]}}""",
    )

    /** What the general reader and decoder make of [text], or the error they give. */
    private fun general(decoder: Decoder<*>, text: ByteArray): Result<Any?> = try {
        Result.success(decoder.decode(JsonReader(JsonReader.Limits(maxDepth = 62)).read(text)))
    } catch (error: JsonReadException) {
        Result.failure(error)
    } catch (error: BridgeDecodingException) {
        Result.failure(error)
    }

    /** What the text reader reads from [text], or null when it gives up. */
    private fun text(decoder: Decoder<*>, text: ByteArray): Any? = try {
        val reader = JsonBytesReader(62).reset(text, PlainStrings.words(text), 0, text.size, questionMarks = true)
        decoder.read(reader).takeIf { reader.isAtEnd }
    } catch (error: RuntimeException) {
        // Giving up, or a limit of the type the value decoder words.
        null
    }

    private fun expectAgreement(kind: String, bytes: ByteArray): Boolean {
        val decoder = decoders.getValue(kind)
        val read = text(decoder, bytes) ?: return false
        val expected = general(decoder, bytes)
        assertTrue("${String(bytes)}: the text reader read $read, the general reader refused it: ${expected.exceptionOrNull()}", expected.isSuccess)
        assertEquals(String(bytes), expected.getOrNull(), read)
        return true
    }

    @Test fun theTextReaderReadsWhatTheGeneralReaderReadsAndGivesUpOnTheRest() {
        var read = 0
        for ((kind, seed) in seeds) if (expectAgreement(kind, seed.toByteArray())) read += 1
        // The plain ones: the first three, the first document and the first query.
        assertEquals(5, read)
    }

    @Test fun mutatedTextIsReadAlikeOrLeftToTheGeneralReader() {
        val random = Random(28)
        val alphabet = "{}[]\":,0123456789-.eE tfrunlaDG1?\\é".toByteArray()
        var read = 0
        repeat(20_000) {
            val (kind, seed) = seeds[random.nextInt(seeds.size)]
            val bytes = seed.toByteArray().toMutableList()
            repeat(1 + random.nextInt(3)) {
                val at = random.nextInt(bytes.size + 1)
                when (random.nextInt(3)) {
                    0 -> bytes.add(at, alphabet[random.nextInt(alphabet.size)])
                    1 -> if (at < bytes.size) bytes.removeAt(at)
                    else -> if (at < bytes.size) bytes[at] = alphabet[random.nextInt(alphabet.size)]
                }
            }
            if (expectAgreement(kind, bytes.toByteArray())) read += 1
        }
        assertTrue("only $read mutations were read as text", read > 500)
    }

    private class Fixture {
        val dispatcher = QueueDispatcher()
        val page = PageStandIn()
        val observer = RecordingObserver()
        val host = GBGBridgeHost(BridgeHostOptions(clock = BridgeManualClock(1_700_000_000_000), dispatcher = dispatcher)).also {
            it.attach(page)
            it.observer = observer
        }

        fun send(id: String, data: String): List<JsonValue> {
            host.receive("""{"version":"1.2","correlationId":"$id","type":"request","timestamp":1700000000000,"payload":{"action":"nfc.read","data":$data}}""")
            dispatcher.settle()
            return page.take()
        }
    }

    @Test fun aPlainRequestIsReadIntoItsTypeAndKeepsItsDataAsText() {
        val fixture = Fixture()
        var mrz: String? = null
        fixture.host.handleNfcRead { request ->
            mrz = request.data.mrz
            NFCReadResult(chipRead = true)
        }
        assertEquals("success", fixture.send("r1", """{"mrz":"A?B<","dataGroups":["DG1"]}""").single().status)
        assertEquals("A?B<", mrz)
        // The message as sent, which the history keeps (and shows redacted).
        val message = fixture.host.history.single()
        assertTrue(message.data is JsonObject)
        assertEquals(JsonReader().read("""{"mrz":"A?B<","dataGroups":["DG1"]}"""), message.data)
        // Read from the text into its type, which the handler took.
        assertNotNull(message.decoded)
        // The observer's copy reads the same text, redacted.
        assertEquals(JsonReader().read("""{"mrz":"<redacted>","dataGroups":["DG1"]}"""), fixture.observer.messages.single().data)
    }

    @Test fun anUnpairedSurrogateIsRefusedWhereTheJdkEncoderWouldHavePutAQuestionMark() {
        val fixture = Fixture()
        var called = false
        fixture.host.handleNfcRead {
            called = true
            NFCReadResult()
        }
        assertTrue(fixture.send("r1", "{\"mrz\":\"A\uD800B\"}").isEmpty())
        assertTrue(!called)
        assertEquals(listOf("invalidMessage"), fixture.observer.kinds())
        assertNull(fixture.observer.messages.firstOrNull())
    }

    @Test fun dataTheTextReaderGivesUpOnIsCheckedByTheGeneralOne() {
        val fixture = Fixture()
        fixture.host.handleNfcRead { NFCReadResult() }
        val answer = fixture.send("r1", """{"mrz":1}""").single()
        assertEquals("INVALID_REQUEST", answer.code)
        val words = (answer["payload"]?.get("error")?.get("message") as JsonString).value
        assertTrue(words, words.endsWith("mrz: expected a string, found a number"))
    }
}
