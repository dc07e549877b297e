package com.gbg.bridge.runtime

import com.gbg.bridge.runtime.JsonReadException.Kind
import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/**
 * Tests/BridgeRuntimeTests/Fixtures/RFC8259Corpus.txt, the Swift reader's conformance corpus: what
 * the reader must accept (and how the writer prints it back) and what it must reject, and why.
 * The file's header describes its format.
 */
class RFC8259CorpusTests {
    @Test fun acceptsWhatTheCorpusAccepts() {
        val accepted = cases.filter { it[0].startsWith("y_") }
        assertTrue(accepted.size >= 30)
        for ((name, input, written) in accepted) {
            val value = try { JsonReader().read(bytes(input)) } catch (error: JsonReadException) { fail("$name: $error"); return }
            val text = JsonWriter().apply { value(value) }
            assertEquals(name, String(bytes(written), Charsets.UTF_8), text.toString())
            assertEquals(name, value, JsonReader().read(text.toByteArray()))
        }
    }

    @Test fun rejectsWhatTheCorpusRejectsForItsReason() {
        val rejected = cases.filter { it[0].startsWith("n_") }
        assertTrue(rejected.size >= 60)
        for ((name, kind, input) in rejected) {
            try {
                val value = JsonReader().read(bytes(input))
                fail("$name: accepted as $value")
            } catch (error: JsonReadException) {
                assertEquals("$name: $error", kind, caseName(error.kind))
            }
        }
    }

    /** The Swift case name of a kind, as the corpus spells it. */
    private fun caseName(kind: Kind): String = when (kind) {
        Kind.UnexpectedEndOfInput -> "unexpectedEndOfInput"
        is Kind.UnexpectedByte -> "unexpectedByte"
        Kind.TrailingData -> "trailingData"
        Kind.ByteOrderMark -> "byteOrderMark"
        Kind.InvalidUtf8 -> "invalidUTF8"
        is Kind.ControlCharacterInString -> "controlCharacterInString"
        is Kind.InvalidEscape -> "invalidEscape"
        Kind.InvalidUnicodeEscape -> "invalidUnicodeEscape"
        is Kind.UnpairedSurrogate -> "unpairedSurrogate"
        Kind.InvalidNumber -> "invalidNumber"
        Kind.LeadingZero -> "leadingZero"
        Kind.NumberOutOfRange -> "numberOutOfRange"
        is Kind.DuplicateKey -> "duplicateKey"
        is Kind.NestingTooDeep -> "nestingTooDeep"
        is Kind.InputTooLarge -> "inputTooLarge"
    }

    /** The tab-separated fields of each case line. */
    private val cases: List<List<String>> by lazy {
        File(Repository.root, "Tests/BridgeRuntimeTests/Fixtures/RFC8259Corpus.txt").readText()
            .split('\n').filter { it.isNotEmpty() && !it.startsWith("#") }
            .map { it.split('\t', limit = 3) }
    }

    /** The bytes of a field, with each «XX» replaced by the byte 0xXX. */
    private fun bytes(field: String): ByteArray {
        val output = java.io.ByteArrayOutputStream()
        var rest = field
        while (true) {
            val open = rest.indexOf('«')
            if (open < 0) break
            output.write(rest.substring(0, open).toByteArray())
            output.write(rest.substring(open + 1, open + 3).toInt(16))
            rest = rest.substring(open + 4)
        }
        output.write(rest.toByteArray())
        return output.toByteArray()
    }
}
