package com.gbg.bridge.runtime

import java.nio.ByteBuffer
import java.nio.ByteOrder

/**
 * The strings the page client writes nearly always: printable ASCII, no escape. The readers that
 * read such text straight from the bytes ([PlainEnvelope], [JsonBytesReader]) find where one ends
 * eight bytes at a time, and leave any other string to the general reader.
 */
internal object PlainStrings {
    private const val ONES = 0x0101010101010101L
    private const val HIGH_BITS = -0x7f7f7f7f7f7f7f80L // 0x8080808080808080

    /** [bytes] as eight-byte words, first byte lowest, for [end]. */
    fun words(bytes: ByteArray): ByteBuffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN)

    /**
     * The index of the first byte from [start] that a plain string does not hold, [end] if none:
     * a plain string's closing quote is there. A plain string holds 0x20 to 0x7F but `"` and `\`,
     * and unless [questionMarks], no `?` (which the JDK's encoder puts for an unpaired surrogate).
     * [words] are the bytes as [words] gives them.
     */
    fun end(bytes: ByteArray, words: ByteBuffer, start: Int, end: Int, questionMarks: Boolean): Int {
        var index = start
        while (index + 8 <= end) {
            val word = words.getLong(index)
            // A high bit marks each byte that ends the string; a byte after a marked one may be
            // marked too (a borrow), so only the first mark counts.
            var marks = ((word - 0x20 * ONES) and word.inv()) or word
            marks = marks or matches(word, '"'.code) or matches(word, '\\'.code)
            if (!questionMarks) marks = marks or matches(word, '?'.code)
            marks = marks and HIGH_BITS
            if (marks != 0L) return index + java.lang.Long.numberOfTrailingZeros(marks) / 8
            index += 8
        }
        while (index < end) {
            val byte = bytes[index].toInt()
            if (byte < 0x20 || byte == '"'.code || byte == '\\'.code || (byte == '?'.code && !questionMarks)) return index
            index += 1
        }
        return index
    }

    /** The high bit of each byte of [word] that is [byte], and perhaps of bytes after the first. */
    private fun matches(word: Long, byte: Int): Long {
        val difference = word xor (byte * ONES)
        return (difference - ONES) and difference.inv()
    }
}
