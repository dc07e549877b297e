package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

/**
 * A message refused for its depth is answered when its correlation ID can be read: the identity is
 * read from JSON of any depth, building nothing deep, and only from JSON (as the Swift runtime's
 * MessageIdentityTests hold it).
 */
class MessageIdentityTests {
    private fun identity(text: String): MessageIdentity? = MessageIdentity.read(text.toByteArray(Charsets.UTF_8))

    private fun deep(depth: Int): String = "[{\"k\":".repeat(depth) + "1" + "}]".repeat(depth)

    @Test fun readsTheCorrelationIdAndTheActionWhateverComesAround() {
        val read = identity(
            "{\"version\":\"1.0\",\"payload\":{\"data\":${deep(1_000)},\"action\":\"nfc.read\"},\"correlationId\":\"c-1\",\"type\":\"request\"}")
        assertEquals("c-1", read?.correlationId)
        assertEquals("nfc.read", read?.action)
        // A million arrays deep is passed over, not built (nor recursed into).
        val deeper = "{\"correlationId\":\"c-2\",\"payload\":{\"data\":" + "[".repeat(1_000_000) + "]".repeat(1_000_000) + "}}"
        assertEquals("c-2", identity(deeper)?.correlationId)
    }

    @Test fun whitespaceAroundTheMessageIsJson() {
        val read = identity(" \n\t{\"correlationId\":\"c\",\"payload\":{\"action\":\"a\"}} \r\n")
        assertEquals("c", read?.correlationId)
        assertEquals("a", read?.action)
    }

    @Test fun anActionThatCannotBeReadIsEmpty() {
        assertEquals("", identity("{\"correlationId\":\"c\",\"payload\":{\"action\":5}}")?.action)
        assertEquals("", identity("{\"correlationId\":\"c\",\"payload\":[1]}")?.action)
        assertEquals("", identity("{\"correlationId\":\"c\"}")?.action)
    }

    @Test fun nothingIsReadFromTextThatIsNotAMessage() {
        val texts = listOf(
            "{\"payload\":{\"action\":\"a\"}}", // no correlation ID
            "{\"correlationId\":7}", // not a string
            "{\"correlationId\":\"c\",\"correlationId\":\"d\"}", // twice
            "{\"correlationId\":\"c\",\"payload\":{\"action\":\"a\",\"action\":\"b\"}}", // the action twice
            "{\"correlationId\":\"c\",\"data\":[[1,]]}", // not JSON further in
            "{\"correlationId\":\"c\",\"data\":[[1]}", // brackets that do not match
            "{\"correlationId\":\"c\",\"data\":{\"k\" 1}}", // a key without its colon
            "{\"correlationId\":\"c\"} x", // trailing data
            "{\"correlationId\":\"c\"", // cut short
            "[\"c\"]", // not an object
            "\uFEFF{\"correlationId\":\"c\"}", // a byte order mark
        )
        for (text in texts) assertNull(text, identity(text))
    }
}
