package com.gbg.bridge.runtime

import com.gbg.bridge.runtime.JsonReadException.Kind
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

class JsonReaderTests {
    private val reader = JsonReader()

    @Test fun readsEveryKindOfValue() {
        val value = reader.read(""" { "a" : [1, -2.5, "x", true, false, null, {}, []] } """)
        assertEquals(
            JsonObject(
                "a" to JsonArray(
                    JsonNumber(1.0), JsonNumber(-2.5), JsonString("x"), JsonBoolean.TRUE, JsonBoolean.FALSE, JsonNull,
                    JsonObject(emptyMap()), JsonArray(emptyList()),
                ),
            ),
            value,
        )
    }

    @Test fun keepsMembersInTheOrderOfTheText() {
        val value = reader.read("""{"b":1,"a":2,"c":3}""") as JsonObject
        assertEquals(listOf("b", "a", "c"), value.members.keys.toList())
    }

    @Test fun decodesEscapesAndUTF8() {
        val value = reader.read("[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\uD83D\\uDE00 é😀\"]")
        assertEquals(JsonArray(JsonString("\"\\/\b\u000C\n\r\té😀 é😀")), value)
    }

    @Test fun readsNumbersExactly() {
        for ((text, expected) in listOf(
            "0" to 0.0, "-0" to -0.0, "123456789012345" to 123456789012345.0, "1.5e3" to 1500.0, "1E-2" to 0.01,
            "0.1000000000000000055511151231257827" to 0.1, "12345678901234567890" to 1.2345678901234567e19,
            "123e-10000000" to 0.0, "5e-324" to 4.9e-324, "1.7976931348623157e308" to Double.MAX_VALUE,
        )) {
            assertEquals(text, expected, (reader.read(text) as JsonNumber).value, 0.0)
        }
        assertEquals(-0.0, (reader.read("-0") as JsonNumber).value, 0.0)
        assertTrue(1.0 / (reader.read("-0") as JsonNumber).value < 0)
    }

    @Test fun rejectsWithTheSwiftReadersKindsAndPositions() {
        expectError("", Kind.UnexpectedEndOfInput, 0, 1, 1)
        expectError("[1,]", Kind.UnexpectedByte(']'.code), 3, 1, 4)
        expectError("{\"a\":1}x", Kind.TrailingData, 7, 1, 8)
        expectError("\uFEFF[]", Kind.ByteOrderMark, 0, 1, 1)
        expectError("[\"\u0001\"]", Kind.ControlCharacterInString(1), 2, 1, 3)
        expectError("[\"\\x\"]", Kind.InvalidEscape('x'.code), 2, 1, 3)
        expectError("[\"\\u12G4\"]", Kind.InvalidUnicodeEscape, 2, 1, 3)
        expectError("[\"\\uD800\"]", Kind.UnpairedSurrogate('\uD800'), 2, 1, 3)
        expectError("[\"\\uDC00\\uD800\"]", Kind.UnpairedSurrogate('\uDC00'), 2, 1, 3)
        expectError("[01]", Kind.LeadingZero, 1, 1, 2)
        expectError("[1.]", Kind.InvalidNumber, 3, 1, 4)
        expectError("[-", Kind.UnexpectedEndOfInput, 2, 1, 3)
        expectError("[1e400]", Kind.NumberOutOfRange, 1, 1, 2)
        expectError("{\"a\":1,\n \"é\":2, \"a\":3}", Kind.DuplicateKey("a"), 17, 2, 9)
        expectError("[tru]", Kind.UnexpectedByte(']'.code), 4, 1, 5)
    }

    @Test fun rejectsInvalidUTF8AtTheBadByte() {
        for (bytes in listOf(
            byteArrayOf(0x22, 0xC0.toByte(), 0xAF.toByte(), 0x22), // overlong
            byteArrayOf(0x22, 0xED.toByte(), 0xA0.toByte(), 0x80.toByte(), 0x22), // a surrogate
            byteArrayOf(0x22, 0xF4.toByte(), 0x90.toByte(), 0x80.toByte(), 0x80.toByte(), 0x22), // beyond U+10FFFF
            byteArrayOf(0x22, 0xE2.toByte(), 0x82.toByte(), 0x22), // truncated
        )) {
            val error = readError(bytes)
            assertEquals(Kind.InvalidUtf8, error.kind)
            assertEquals(1, error.offset)
        }
    }

    @Test fun rejectsAnUnpairedSurrogateInAStringWhereItStands() {
        val error = readError("[\"é\uD800\"]")
        assertEquals(Kind.InvalidUtf8, error.kind)
        assertEquals(4, error.offset) // bytes: [ " é(2) then the surrogate
        assertEquals(Kind.UnexpectedByte(0xED), readError("[\uDC00]").kind)
        assertEquals(JsonArray(JsonString("😀")), reader.read("[\"😀\"]"))
    }

    @Test fun comparesKeysByCodeUnitsNotByNormalization() {
        // "é" precomposed, then decomposed: two keys to JavaScript, so two members here.
        val value = reader.read("{\"\u00E9\":1,\"e\u0301\":2}") as JsonObject
        assertEquals(2, value.members.size)
        assertEquals(JsonNumber(2.0), value["e\u0301"])
        assertEquals(Kind.DuplicateKey("e\u0301"), readError("{\"e\u0301\":1,\"\u00E9\":2,\"e\\u0301\":3}").kind)
    }

    @Test fun readsLargeObjectsAndFindsDuplicatesAmongThem() {
        val text = (0 until 100).joinToString(",", "{", "}") { "\"k$it\":$it" }
        val value = reader.read(text) as JsonObject
        assertEquals(100, value.members.size)
        assertEquals((0 until 100).map { "k$it" }, value.members.keys.toList())
        assertEquals(JsonNumber(57.0), value["k57"])
        assertEquals(null, value["k100"])
        assertEquals(value, reader.read(text.replace("{\"k0\":0,", "{").dropLast(1) + ",\"k0\":0}"))
        val duplicate = text.dropLast(1) + ",\"k3\":1}"
        assertEquals(Kind.DuplicateKey("k3"), readError(duplicate).kind)
    }

    @Test fun sharedKeysNeverStandForOtherKeys() {
        // Thousands of keys compete for the shared slots; each must still be its own text.
        val random = java.util.Random(5)
        repeat(3000) {
            val keys = List(1 + random.nextInt(6)) { index -> "k" + (random.nextInt(5000) * 10 + index).toString(36) }
            val text = keys.withIndex().joinToString(",", "{", "}") { (index, key) -> "\"$key\":$index" }
            val value = reader.read(text) as JsonObject
            assertEquals(keys, value.members.keys.toList())
            keys.forEachIndexed { index, key -> assertEquals(JsonNumber(index.toDouble()), value[key]) }
        }
    }

    @Test fun rejectsAnUnpairedSurrogateBesideAQuestionMark() {
        // `?` is what the JDK's encoder puts for an unpaired surrogate, so its presence takes the careful path.
        assertEquals(JsonArray(JsonString("?")), reader.read("[\"?\"]"))
        assertEquals(Kind.InvalidUtf8, readError("[\"?\uD800\"]").kind)
        assertEquals(JsonArray(JsonString("?😀")), reader.read("[\"?😀\"]"))
    }

    @Test fun boundsTheDepth() {
        reader.read("[".repeat(64) + "]".repeat(64))
        expectError("[".repeat(65) + "]".repeat(65), Kind.NestingTooDeep(64), 64, 1, 65)
        val deep = JsonReader(JsonReader.Limits(maxDepth = 1_000_000))
        assertEquals(JsonReader.Limits.MAX_DEPTH_CEILING, deep.limits.maxDepth)
        deep.read("{\"a\":".repeat(256) + "1" + "}".repeat(256))
        assertEquals(Kind.NestingTooDeep(256), readError("[".repeat(100_000), deep).kind)
    }

    @Test fun deepestValuesCompareHashAndWrite() {
        val deep = JsonReader(JsonReader.Limits(maxDepth = 256))
        val text = "[".repeat(256) + "]".repeat(256)
        val value = deep.read(text)
        assertEquals(value, deep.read(text))
        assertEquals(value.hashCode(), deep.read(text).hashCode())
        assertEquals(text, value.toString())
    }

    @Test fun boundsTheSize() {
        val small = JsonReader(JsonReader.Limits(maxBytes = 8))
        small.read("[1,2,3] ")
        val error = readError("[1,2,3]  ", small)
        assertEquals(Kind.InputTooLarge(8), error.kind)
        assertEquals(8, error.offset)
    }

    @Test fun readsARangeOfAnArray() {
        val bytes = "xx[1]yy".toByteArray()
        assertEquals(JsonArray(JsonNumber(1.0)), reader.read(bytes, 2, 3))
        val error = try { reader.read(bytes, 2, 4); null } catch (error: JsonReadException) { error }
        assertEquals(Kind.TrailingData, error?.kind)
        assertEquals(3, error?.offset)
    }

    @Test fun saysWhatWentWrongInTheSwiftReadersWords() {
        assertEquals("duplicate key \"a\" at line 1, column 8", readError("{\"a\":1,\"a\":2}").message)
        assertEquals("unexpected character \"}\" at line 1, column 6", readError("{\"a\":}").message)
        assertEquals("unexpected character \",\" at line 2, column 1", readError("[\n,").message)
        assertEquals("unescaped control character byte 0x0A in a string at line 1, column 3", readError("[\"\n\"]").message)
        assertEquals("unpaired UTF-16 surrogate \\uD83D at line 1, column 3", readError("[\"\\ud83d\"]").message)
        assertEquals("invalid escape: backslash followed by character \"\\\\\"", Kind.InvalidEscape('\\'.code).toString())
        assertEquals("arrays and objects nested more than 64 deep", Kind.NestingTooDeep(64).toString())
    }

    @Test fun sharesTheTwoBooleansAndKeepsValuesApart() {
        assertSame(JsonBoolean.TRUE, reader.read("true"))
        assertSame(JsonNull, reader.read(" null "))
        assertNotEquals(JsonString("1"), reader.read("1"))
        assertFalse(reader.read("[1]") == reader.read("[1,1]"))
    }

    private fun expectError(text: String, kind: Kind, offset: Int, line: Int, column: Int) {
        val error = readError(text)
        assertEquals(text, kind, error.kind)
        assertEquals(text, offset, error.offset)
        assertEquals(text, line, error.line)
        assertEquals(text, column, error.column)
    }

    private fun readError(text: String, with: JsonReader = reader): JsonReadException = readError(text) { with.read(text) }

    private fun readError(bytes: ByteArray): JsonReadException = readError(bytes.contentToString()) { reader.read(bytes) }

    private fun readError(label: String, read: () -> JsonValue): JsonReadException {
        try {
            val value = read()
            fail("$label was accepted as $value")
            throw AssertionError()
        } catch (error: JsonReadException) {
            return error
        }
    }
}
