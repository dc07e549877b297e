package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Test

/** [BridgeRedaction]: what the history's and the observer's copy of a message read. */
class RedactionTests {
    private fun json(text: String): JsonValue = JsonReader().read(text)

    @Test fun membersReplaceTheirValuesWithThePlaceholderAtAnyDepth() {
        val redaction = BridgeRedaction.members(
            "mrz" to BridgeRedaction.Value,
            "holder" to BridgeRedaction.members("name" to BridgeRedaction.Value),
            "people" to BridgeRedaction.Each(BridgeRedaction.members("name" to BridgeRedaction.Value)),
            "notes" to BridgeRedaction.Each(BridgeRedaction.Value),
        )
        val data = json(
            """{"mrz":{"line":"P<UTO"},"holder":{"name":"Anna","age":30},"people":[{"name":"Bo"},{"id":2}],"notes":{"a":"x","b":1},"dg":"DG1"}""")
        assertEquals(
            json(
                """{"mrz":"<redacted>","holder":{"name":"<redacted>","age":30},"people":[{"name":"<redacted>"},{"id":2}],"notes":{"a":"<redacted>","b":"<redacted>"},"dg":"DG1"}"""),
            redaction.redact(data))
        assertEquals("<redacted>", BridgeRedaction.PLACEHOLDER)
    }

    @Test fun valuesOfAnotherShapeAreLeftAlone() {
        val redaction = BridgeRedaction.members("holder" to BridgeRedaction.members("name" to BridgeRedaction.Value))
        for (text in listOf("""{"holder":"Anna"}""", """{"holder":[1]}""", """{"other":1}""", "[1]", "\"text\"")) {
            val value = json(text)
            assertEquals(text, value, redaction.redact(value))
        }
        assertEquals(json("[1,\"a\"]"), BridgeRedaction.Each(BridgeRedaction.members("k" to BridgeRedaction.Value)).redact(json("[1,\"a\"]")))
    }
}
