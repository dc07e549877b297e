package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Test

/** The plain envelope reader takes the page client's shape, with data and without, and leaves the rest to the general reader. */
class PlainEnvelopeTests {
    private fun read(text: String): BridgeMessage? = PlainEnvelope.read(
        text.toByteArray(Charsets.UTF_8), JsonReader(JsonReader.Limits(1 shl 20, 30)), PlainProtocol(), JsonBytesReader(30), questionMarks = true)

    @Test fun readsAMessageWithAndWithoutData() {
        val withData = read("""{"version":"1.1","correlationId":"r1","type":"request","timestamp":1,"payload":{"action":"echo","data":{"a":"b"}}}""")
        assertNotNull(withData)
        assertEquals(JsonObject("a" to JsonString("b")), withData!!.data)
        val withoutData = read("""{"version":"1.1","correlationId":"e1","type":"event","timestamp":2,"payload":{"action":"host.ready"}}""")
        assertNotNull(withoutData)
        assertEquals(listOf("e1", "event", "host.ready"), listOf(withoutData!!.correlationId, withoutData.type, withoutData.action))
        assertEquals(2L, withoutData.timestamp)
        assertNull(withoutData.data)
    }

    @Test fun leavesAnythingElseToTheGeneralReader() {
        for (text in listOf(
            """{"version":"1.1","correlationId":"e1","type":"event","timestamp":2,"payload":{"action":"host.ready"}} """,
            """{"version":"1.1","correlationId":"e1","type":"event","timestamp":2,"payload":{"action":"host.ready"}}}""",
            """{"version":"1.1","correlationId":"e1","type":"event","timestamp":2,"payload":{"action":"host.ready"}""",
            """{"version":"1.1","correlationId":"e1","type":"event","timestamp":2,"payload":{"action":"host.ready","status":"x"}}""",
            """{"version":"1.1", "correlationId":"e1","type":"event","timestamp":2,"payload":{"action":"host.ready"}}""",
        )) assertNull(text, read(text))
    }
}
