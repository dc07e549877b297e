// UTF-8 as the bridge checks it: well-formed per Unicode 15 (table 3-7: no overlong forms, no
// surrogates, nothing past U+10FFFF), and Strings turned into bytes without losing what is wrong
// with them.
package com.gbg.bridge.runtime

internal object Utf8 {
    /**
     * The length of the well-formed multi-byte sequence whose lead byte is at [index], or 0 when
     * it is not well-formed (or runs past [end]).
     */
    fun sequenceLength(bytes: ByteArray, index: Int, end: Int): Int {
        val lead = bytes[index].toInt() and 0xFF
        var secondLow = 0x80
        var secondHigh = 0xBF
        val length = when (lead) {
            in 0xC2..0xDF -> 2
            0xE0 -> { secondLow = 0xA0; 3 }
            in 0xE1..0xEC, 0xEE, 0xEF -> 3
            0xED -> { secondHigh = 0x9F; 3 }
            0xF0 -> { secondLow = 0x90; 4 }
            in 0xF1..0xF3 -> 4
            0xF4 -> { secondHigh = 0x8F; 4 }
            else -> return 0
        }
        if (index + length > end) return 0
        val second = bytes[index + 1].toInt() and 0xFF
        if (second < secondLow || second > secondHigh) return 0
        for (position in index + 2 until index + length) {
            if ((bytes[position].toInt() and 0xC0) != 0x80) return 0
        }
        return length
    }

    /**
     * The UTF-8 bytes of [text], except that an unpaired surrogate becomes the three bytes a
     * surrogate would have (ED A0 80 to ED BF BF), which the reader then rejects as invalid UTF-8
     * at its place. The JDK's encoder would quietly put `?` there, and a page could smuggle a
     * character nobody sent past the reader.
     */
    fun bytesKeepingSurrogates(text: String): ByteArray {
        // The JDK's encoder is fast, and it replaces only unpaired surrogates, always with `?`: without
        // a `?` in its bytes there was none. Scanning its bytes costs less than scanning the code units;
        // for a text of one byte per code unit, as nearly every message is, the bytes read back as
        // Latin-1 and compared with the text cost less still (both are copies and comparisons the
        // JDK does many bytes at a time), and equal they hold no `?` put in for a surrogate.
        val encoded = text.toByteArray(Charsets.UTF_8)
        if (encoded.size == text.length && String(encoded, Charsets.ISO_8859_1) == text) return encoded
        if (encoded.indexOf('?'.code.toByte()) < 0 || !hasSurrogates(text)) return encoded
        val output = ByteArray(text.length * 3)
        var count = 0
        var index = 0
        while (index < text.length) {
            val unit = text[index].code
            index += 1
            when {
                unit < 0x80 -> output[count++] = unit.toByte()
                unit < 0x800 -> {
                    output[count++] = (0xC0 or (unit shr 6)).toByte()
                    output[count++] = (0x80 or (unit and 0x3F)).toByte()
                }
                Character.isHighSurrogate(unit.toChar()) && index < text.length && Character.isLowSurrogate(text[index]) -> {
                    val scalar = Character.toCodePoint(unit.toChar(), text[index])
                    index += 1
                    output[count++] = (0xF0 or (scalar shr 18)).toByte()
                    output[count++] = (0x80 or ((scalar shr 12) and 0x3F)).toByte()
                    output[count++] = (0x80 or ((scalar shr 6) and 0x3F)).toByte()
                    output[count++] = (0x80 or (scalar and 0x3F)).toByte()
                }
                else -> { // three bytes, a lone surrogate among them
                    output[count++] = (0xE0 or (unit shr 12)).toByte()
                    output[count++] = (0x80 or ((unit shr 6) and 0x3F)).toByte()
                    output[count++] = (0x80 or (unit and 0x3F)).toByte()
                }
            }
        }
        return output.copyOf(count)
    }

    private fun hasSurrogates(text: String): Boolean {
        for (index in text.indices) {
            if (Character.isSurrogate(text[index])) return true
        }
        return false
    }

    /**
     * Orders strings as their UTF-8 bytes are ordered, which is the order of their scalars: the
     * order the Swift writer gives object keys. `String.compareTo` compares UTF-16 code units,
     * which put U+E000 to U+FFFF after the surrogates of U+10000 and above.
     */
    val scalarOrder: Comparator<String> = Comparator { left, right ->
        val common = minOf(left.length, right.length)
        var index = 0
        while (index < common && left[index] == right[index]) index += 1
        if (index == common) left.length - right.length else rank(left[index].code) - rank(right[index].code)
    }

    /** A code unit's place in scalar order: surrogates (the scalars above U+FFFF) after U+E000 to U+FFFF. */
    private fun rank(unit: Int): Int = when {
        unit < 0xD800 -> unit
        unit < 0xE000 -> unit + 0x2000
        else -> unit - 0x800
    }
}
