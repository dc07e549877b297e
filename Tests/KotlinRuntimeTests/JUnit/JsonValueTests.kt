package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

class JsonValueTests {
    private val value = JsonReader().read("""{"s":"x","n":4096,"f":1.5,"big":1e300,"b":true,"z":null,"a":[1,"2"],"o":{"k":-3}}""")

    @Test fun accessorsReturnNullForTheWrongKind() {
        assertEquals("x", value["s"]?.stringValue)
        assertEquals(4096L, value["n"]?.longValue)
        assertNull(value["f"]?.longValue)
        assertNull(value["big"]?.longValue)
        assertEquals(1.5, value["f"]?.doubleValue)
        assertEquals(true, value["b"]?.booleanValue)
        assertTrue(value["z"]?.isNull == true)
        assertEquals(JsonString("2"), value["a"]?.get(1))
        assertNull(value["a"]?.get(2))
        assertEquals(-3L, value["o"]?.get("k")?.longValue)
        assertNull(value["s"]?.get("k"))
        assertNull(value["missing"])
        assertEquals(8, value.objectValue?.size)
        assertEquals(2, value["a"]?.arrayValue?.size)
    }

    @Test fun equalityIgnoresMemberOrderAndTheSignOfZero() {
        assertEquals(JsonReader().read("""{"a":1,"b":2}"""), JsonReader().read("""{"b":2,"a":1}"""))
        assertEquals(JsonNumber(0.0), JsonNumber(-0.0))
        assertEquals(JsonNumber(0.0).hashCode(), JsonNumber(-0.0).hashCode())
        assertNotEquals(JsonReader().read("[1,2]"), JsonReader().read("[2,1]"))
    }

    @Test fun printsAsCompactJSON() {
        assertEquals("""{"a":[1,"2"],"b":true,"big":1e+300,"f":1.5,"n":4096,"o":{"k":-3},"s":"x","z":null}""", value.toString())
        assertEquals("\"<\\/\"", JsonString("</").toString())
    }

    @Test(expected = IllegalArgumentException::class) fun refusesAKeyGivenTwice() {
        JsonObject("a" to JsonNull, "a" to JsonNull)
    }
}
