package com.gbg.bridge.runtime

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class JsonWriterTests {
    private fun written(body: JsonWriter.() -> Unit): String = JsonWriter().apply(body).toString()

    @Test fun separatesValuesAndMembers() {
        assertEquals("""{"a":1,"b":[true,false,null,"x"],"c":{}}""", written {
            beginObject()
            key("a"); integer(1)
            key("b"); beginArray(); bool(true); bool(false); nullValue(); string("x"); endArray()
            key("c"); beginObject(); endObject()
            endObject()
        })
    }

    @Test fun escapesExactlyAsTheSwiftWriter() {
        assertEquals("\"a\\\"b\\\\c\"", written { string("a\"b\\c") })
        assertEquals("\"\\b\\f\\n\\r\\t\\u0000\\u001f\u007F\"", written { string("\b\u000C\n\r\t\u0000\u001F\u007F") })
        assertEquals("\"<\\/script><\\/script>\"", written { string("</script></script>") })
        assertEquals("\"a/b //\"", written { string("a/b //") })
        assertEquals("\"\\u2028\\u2029\u2027\u202A\"", written { string("\u2028\u2029\u2027\u202A") })
        assertEquals("\"é😀中\"", written { string("é😀中") })
        assertEquals("{\"<\\/\":\"\\u0001\"}", written { beginObject(); key("</"); string("\u0001"); endObject() })
    }

    @Test fun writesAnUnpairedSurrogateAsTheReplacementCharacter() {
        assertEquals("\"a\uFFFDb\uFFFD\"", written { string("a\uD800b\uDC00") })
        assertArrayEquals(byteArrayOf(0x22, 0xEF.toByte(), 0xBF.toByte(), 0xBD.toByte(), 0x22), JsonWriter().apply { string("\uDBFF") }.toByteArray())
    }

    @Test fun writesLongStringsWithEscapesAnywhere() {
        val text = buildString { repeat(5000) { append(if (it % 7 == 0) "\n" else if (it % 11 == 0) "😀" else "x") } }
        val value = JsonReader().read(written { string(text) })
        assertEquals(JsonString(text), value)
    }

    @Test fun writesIntegersAndWholeNumbersWithoutAFraction() {
        assertEquals("[0,-1,4096,9007199254740992,-9007199254740992,0,9223372036854775807,-9223372036854775808]", written {
            beginArray()
            number(0.0); number(-1.0); number(4096.0); number(9007199254740992.0); number(-9007199254740992.0); number(-0.0)
            integer(Long.MAX_VALUE); integer(Long.MIN_VALUE)
            endArray()
        })
    }

    @Test fun writesEveryIntegerAsItsDecimal() {
        val random = kotlin.random.Random(28)
        // Each side of every power of ten, and random values of every length.
        var power = 1L
        val values = ArrayList<Long>()
        repeat(19) {
            values += listOf(power - 1, power, power + 1, -power + 1, -power, -power - 1)
            power *= 10
        }
        repeat(20_000) { values += random.nextLong() shr random.nextInt(64) }
        for (value in values) assertEquals(value.toString(), written { integer(value) })
    }

    @Test fun writesOtherNumbersAsSwiftsDescription() {
        // Each pair is a double and what Swift's `description` prints for it.
        val expected = listOf(
            0.1 to "0.1", 0.001 to "0.001", 0.0001 to "0.0001", 0.00001 to "1e-05", 0.000123 to "0.000123", 1.5 to "1.5",
            123456.789 to "123456.789", 1e15 + 0.5 to "1000000000000000.5", 4503599627370495.5 to "4503599627370495.5",
            9007199254740994.0 to "9.007199254740994e+15", 1e16 to "1e+16", 2e16 to "2e+16",
            1.2345678901234568e+17 to "1.2345678901234568e+17", 1e22 to "1e+22", 1e23 to "1e+23", 4.9e-324 to "5e-324",
            Double.MAX_VALUE to "1.7976931348623157e+308", 123e45 to "1.23e+47", -2.5e-7 to "-2.5e-07", 1e100 to "1e+100",
            0.3 to "0.3", 2.0 / 3.0 to "0.6666666666666666", 100.5 to "100.5", 1e21 to "1e+21", 123456789012.5 to "123456789012.5",
            -1e-78 to "-1e-78", 2.2250738585072014E-308 to "2.2250738585072014e-308", 9.999e15 to "9.999e+15",
        )
        for ((value, text) in expected) assertEquals(text, written { number(value) })
    }

    @Test fun writesNumbersThatReadBackAsThemselves() {
        val random = java.util.Random(7)
        repeat(20_000) {
            val value = java.lang.Double.longBitsToDouble(random.nextLong())
            if (value.isNaN() || value.isInfinite()) return@repeat
            val text = written { number(value) }
            assertEquals(text, value, (JsonReader().read(text) as JsonNumber).value, 0.0)
            // Never more digits than the JDK's text, which always reads back but is not always the shortest.
            val digits = java.math.BigDecimal(text).stripTrailingZeros().precision()
            val jdk = java.math.BigDecimal(java.lang.Double.toString(value)).stripTrailingZeros().precision()
            assertTrue("$value: $text has more digits than ${java.lang.Double.toString(value)}", digits <= jdk)
        }
    }

    @Test fun writesKeysEncodedAheadOfTime() {
        val plain = JsonKey.of("a")
        val escaped = JsonKey.of("é</\n")
        val text = written { beginObject(); key(plain); integer(1); key(escaped); string("x"); endObject() }
        assertEquals("{\"a\":1,\"é<\\/\\n\":\"x\"}", text)
        assertEquals(written { beginObject(); key("a"); integer(1); key("é</\n"); string("x"); endObject() }, text)
    }

    @Test fun writesNaNAndInfinityAsNull() {
        assertEquals("[null,null,null]", written { beginArray(); number(Double.NaN); number(Double.POSITIVE_INFINITY); number(Double.NEGATIVE_INFINITY); endArray() })
    }

    @Test fun ordersKeysByTheirUTF8Bytes() {
        // U+FF5E (EF BD 9E) comes before U+1F600 (F0 9F 98 80) in UTF-8, after it in UTF-16.
        val value = JsonObject("\uD83D\uDE00" to JsonNumber(1.0), "\uFF5E" to JsonNumber(2.0), "b" to JsonNull, "B" to JsonNull, "a" to JsonNull)
        assertEquals("{\"B\":null,\"a\":null,\"b\":null,\"\uFF5E\":2,\"\uD83D\uDE00\":1}", value.toString())
    }

    @Test fun writesBase64StraightIntoTheText() {
        assertEquals("[\"\",\"Zg==\",\"Zm8=\",\"Zm9v\",\"+/8=\"]", written {
            beginArray()
            base64(ByteArray(0)); base64("f".toByteArray()); base64("fo".toByteArray()); base64("foo".toByteArray())
            base64(byteArrayOf(0xFB.toByte(), 0xFF.toByte()))
            endArray()
        })
        val random = java.util.Random(3)
        for (size in listOf(1, 2, 3, 4, 100, 1000, 65_537, 1_000_001)) {
            val bytes = ByteArray(size).also(random::nextBytes)
            val text = JsonWriter(16).apply { beginObject(); key("data"); base64(bytes, 1, size - 1); key("n"); integer(1); endObject() }.toString()
            val expected = java.util.Base64.getEncoder().encodeToString(bytes.copyOfRange(1, size))
            assertEquals("{\"data\":\"$expected\",\"n\":1}", text)
        }
    }

    @Test fun writesAnyValueAsItWasRead() {
        val text = """{"a":[1,2.5,"x\n",{"b":null}],"c":true}"""
        assertEquals(text, JsonReader().read(text).toString())
        assertArrayEquals(text.toByteArray(), JsonWriter().apply { value(JsonReader().read(text)) }.toByteArray())
    }
}
