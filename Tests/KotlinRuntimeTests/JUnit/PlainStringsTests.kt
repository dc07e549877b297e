package com.gbg.bridge.runtime

import org.junit.Assert.assertEquals
import org.junit.Test
import kotlin.random.Random

/** The word-at-a-time scan of plain strings against a byte-by-byte one, on random bytes. */
class PlainStringsTests {
    private fun expectedEnd(bytes: ByteArray, start: Int, end: Int, questionMarks: Boolean): Int {
        for (index in start until end) {
            val byte = bytes[index].toInt() and 0xFF
            if (byte < 0x20 || byte >= 0x80 || byte == '"'.code || byte == '\\'.code || (byte == '?'.code && !questionMarks)) return index
        }
        return end
    }

    @Test fun theEndOfAPlainStringIsFoundAsByteByByte() {
        val random = Random(28)
        // Mostly plain bytes, with now and then one of each kind that ends a string.
        val enders = byteArrayOf(0x00, 0x1F, '"'.code.toByte(), '\\'.code.toByte(), '?'.code.toByte(), 0x80.toByte(), 0xFF.toByte(), 0xC3.toByte())
        repeat(50_000) {
            val bytes = ByteArray(random.nextInt(40)) {
                if (random.nextInt(12) == 0) enders[random.nextInt(enders.size)] else (0x20 + random.nextInt(0x60)).toByte()
            }
            val start = if (bytes.isEmpty()) 0 else random.nextInt(bytes.size + 1)
            val end = start + random.nextInt(bytes.size - start + 1)
            val questionMarks = random.nextBoolean()
            assertEquals(
                bytes.joinToString(" ") { (it.toInt() and 0xFF).toString(16) } + " from $start to $end",
                expectedEnd(bytes, start, end, questionMarks),
                PlainStrings.end(bytes, PlainStrings.words(bytes), start, end, questionMarks))
        }
    }
}
