// Strings. The common case, no escapes, becomes a String straight from its bytes. Escapes switch to
// assembling the string's UTF-8 in a reused scratch buffer. Either way every non-ASCII sequence is
// checked to be well-formed UTF-8, so errors point at the bad byte instead of the string silently
// getting U+FFFD.
package com.gbg.bridge.runtime

import com.gbg.bridge.runtime.JsonReadException.Kind

/** Reads a string; [JsonParser.offset] is at its opening quote. */
internal fun JsonParser.parseString(): String {
    val bytes = bytes
    val classes = BYTE_CLASSES
    val first = offset + 1
    var runStart = first // once an escape is seen, bytes from here to `index` are copied as they are
    var length = 0 // bytes in scratch, once an escape is seen
    var hasEscapes = false
    var isASCII = true
    var index = first
    while (index < end) {
        when (classes[bytes[index].toInt() and 0xFF]) {
            PLAIN -> index += 1
            QUOTE -> {
                offset = index + 1
                if (!hasEscapes) {
                    // Latin-1 of ASCII is a plain copy into a compact string; UTF-8 is checked already.
                    return String(bytes, first, index - first, if (isASCII) Charsets.ISO_8859_1 else Charsets.UTF_8)
                }
                length = appendToScratch(length, bytes, runStart, index - runStart)
                return String(scratch, 0, length, Charsets.UTF_8)
            }
            BACKSLASH -> {
                hasEscapes = true
                length = appendToScratch(length, bytes, runStart, index - runStart)
                length = appendEscape(index, length)
                index = offset
                runStart = index
            }
            CONTROL -> throw error(Kind.ControlCharacterInString(bytes[index].toInt()), index)
            else -> {
                val sequence = Utf8.sequenceLength(bytes, index, end)
                if (sequence == 0) throw error(Kind.InvalidUtf8, index)
                isASCII = false
                index += sequence
            }
        }
    }
    throw error(Kind.UnexpectedEndOfInput, end)
}

/**
 * Reads an object's key; [JsonParser.offset] is at its opening quote. A short key of plain ASCII,
 * which is every key a message has, comes from [JsonKeys], already hashed; others are read as any string.
 */
internal fun JsonParser.parseKeyString(): String {
    val bytes = bytes
    val classes = BYTE_CLASSES
    val first = offset + 1
    var index = first
    var hash = 0
    val limit = minOf(end, first + JsonKeys.MAX_LENGTH)
    while (index < limit) {
        val byte = bytes[index].toInt()
        if (classes[byte and 0xFF] != PLAIN) break
        hash = 31 * hash + byte
        index += 1
    }
    if (index < limit && bytes[index] == '"'.code.toByte()) {
        offset = index + 1
        return JsonKeys.key(bytes, first, index - first, hash)
    }
    return parseString()
}

private const val PLAIN: Byte = 0
private const val QUOTE: Byte = 1
private const val BACKSLASH: Byte = 2
private const val CONTROL: Byte = 3
private const val NON_ASCII: Byte = 4

/** What each byte is to a string: the loop above looks it up instead of comparing it several times. */
private val BYTE_CLASSES: ByteArray = ByteArray(256) { byte ->
    when {
        byte == '"'.code -> QUOTE
        byte == '\\'.code -> BACKSLASH
        byte < 0x20 -> CONTROL
        byte >= 0x80 -> NON_ASCII
        else -> PLAIN
    }
}

/** Appends [count] bytes of [source] from [from] to the scratch buffer holding [length]; the new length. */
private fun JsonParser.appendToScratch(length: Int, source: ByteArray, from: Int, count: Int): Int {
    makeRoomInScratch(length, count)
    System.arraycopy(source, from, scratch, length, count)
    return length + count
}

/** Grows the scratch buffer holding [length] bytes so that [count] more fit. */
private fun JsonParser.makeRoomInScratch(length: Int, count: Int) {
    if (length + count > scratch.size) scratch = scratch.copyOf(maxOf(length + count, scratch.size * 2, 64))
}

/**
 * Appends what the escape at [index] (a backslash) stands for to the scratch buffer holding
 * [length]; leaves [JsonParser.offset] after the escape and returns the new length.
 */
private fun JsonParser.appendEscape(index: Int, length: Int): Int {
    if (index + 1 >= end) throw error(Kind.UnexpectedEndOfInput, end)
    val simple = when (bytes[index + 1].toInt()) {
        '"'.code -> 0x22
        '\\'.code -> 0x5C
        '/'.code -> 0x2F
        'b'.code -> 0x08
        'f'.code -> 0x0C
        'n'.code -> 0x0A
        'r'.code -> 0x0D
        't'.code -> 0x09
        'u'.code -> return appendUnicodeEscape(index, length)
        else -> throw error(Kind.InvalidEscape(bytes[index + 1].toInt() and 0xFF), index)
    }
    offset = index + 2
    makeRoomInScratch(length, 1)
    scratch[length] = simple.toByte()
    return length + 1
}

/** Appends the scalar of `\uXXXX` at [index], or of a `\uD8xx\uDCxx` surrogate pair, as UTF-8. */
private fun JsonParser.appendUnicodeEscape(index: Int, length: Int): Int {
    val unit = hexQuad(index + 2)
    var scalar = unit
    var next = index + 6
    if (unit in 0xD800..0xDBFF) {
        val escapeFollows = next + 1 < end && bytes[next] == '\\'.code.toByte() && bytes[next + 1] == 'u'.code.toByte()
        val low = if (escapeFollows) hexQuad(next + 2) else 0
        if (low !in 0xDC00..0xDFFF) throw error(Kind.UnpairedSurrogate(unit.toChar()), index)
        scalar = 0x10000 + ((unit - 0xD800) shl 10 or (low - 0xDC00))
        next += 6
    } else if (unit in 0xDC00..0xDFFF) {
        throw error(Kind.UnpairedSurrogate(unit.toChar()), index)
    }
    offset = next
    makeRoomInScratch(length, 4)
    val scratch = scratch
    return when {
        scalar < 0x80 -> {
            scratch[length] = scalar.toByte()
            length + 1
        }
        scalar < 0x800 -> {
            scratch[length] = (0xC0 or (scalar shr 6)).toByte()
            scratch[length + 1] = (0x80 or (scalar and 0x3F)).toByte()
            length + 2
        }
        scalar < 0x10000 -> {
            scratch[length] = (0xE0 or (scalar shr 12)).toByte()
            scratch[length + 1] = (0x80 or ((scalar shr 6) and 0x3F)).toByte()
            scratch[length + 2] = (0x80 or (scalar and 0x3F)).toByte()
            length + 3
        }
        else -> {
            scratch[length] = (0xF0 or (scalar shr 18)).toByte()
            scratch[length + 1] = (0x80 or ((scalar shr 12) and 0x3F)).toByte()
            scratch[length + 2] = (0x80 or ((scalar shr 6) and 0x3F)).toByte()
            scratch[length + 3] = (0x80 or (scalar and 0x3F)).toByte()
            length + 4
        }
    }
}

/** The four hex digits at [index], after a `\u`. */
private fun JsonParser.hexQuad(index: Int): Int {
    var unit = 0
    for (position in index until index + 4) {
        if (position >= end) throw error(Kind.UnexpectedEndOfInput, end)
        val digit = when (val byte = bytes[position].toInt()) {
            in '0'.code..'9'.code -> byte - '0'.code
            in 'a'.code..'f'.code -> byte - 'a'.code + 10
            in 'A'.code..'F'.code -> byte - 'A'.code + 10
            else -> throw error(Kind.InvalidUnicodeEscape, index - 2)
        }
        unit = unit shl 4 or digit
    }
    return unit
}
