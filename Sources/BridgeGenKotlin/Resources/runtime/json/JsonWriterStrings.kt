// String escaping. The output must be valid JSON and also safe wherever the host pastes it into
// JavaScript: inside a `<script>` element `</` could close the element, and before ES2019 U+2028 and
// U+2029 ended a string literal. Everything else is written as it is, so non-ASCII text stays
// compact. The escapes are the Swift writer's, byte for byte.
package com.gbg.bridge.runtime

/** Writes [value] in quotes, with the escapes [JsonWriter.string] describes. */
internal fun JsonWriter.writeQuoted(value: String) {
    val length = value.length
    // Plain ASCII takes one byte per code unit; the rest reserves as it goes.
    ensureRoom(length + 2)
    var buffer = buffer
    var count = count
    buffer[count++] = '"'.code.toByte()
    // Most strings need no escape: those are copied whole, which for a compact (Latin-1) string is
    // an array copy, after a scan that does nothing but compare.
    var index = plainPrefixLength(value)
    // java.lang.String's getBytes(int, int, byte[], int), deprecated because it keeps the low byte
    // of each code unit only, which is all of a plain one; Kotlin's String does not show it.
    @Suppress("PLATFORM_CLASS_MAPPED_TO_KOTLIN", "DEPRECATION")
    (value as java.lang.String).getBytes(0, index, buffer, count)
    count += index
    while (index < length) {
        val unit = value[index].code
        if (unit < 0x80 && PLAIN[unit]) {
            if (count == buffer.size) {
                this.count = count
                ensureRoom(length - index + 1)
                buffer = this.buffer
            }
            buffer[count++] = unit.toByte()
            index += 1
            continue
        }
        // Anything else takes at most six bytes per code unit.
        this.count = count
        if (unit >= 0x80) isASCII = false
        ensureRoom(6 + (length - index) + 1)
        buffer = this.buffer
        when {
            unit < 0x80 -> count = writeEscape(unit, previous = if (index > 0) value[index - 1].code else 0, buffer, count)
            unit < 0x800 -> {
                buffer[count++] = (0xC0 or (unit shr 6)).toByte()
                buffer[count++] = (0x80 or (unit and 0x3F)).toByte()
            }
            unit == 0x2028 || unit == 0x2029 -> {
                LINE_SEPARATOR_ESCAPE.copyInto(buffer, count)
                count += LINE_SEPARATOR_ESCAPE.size
                buffer[count - 1] = if (unit == 0x2028) '8'.code.toByte() else '9'.code.toByte()
            }
            Character.isHighSurrogate(value[index]) && index + 1 < length && Character.isLowSurrogate(value[index + 1]) -> {
                val scalar = Character.toCodePoint(value[index], value[index + 1])
                index += 1
                buffer[count++] = (0xF0 or (scalar shr 18)).toByte()
                buffer[count++] = (0x80 or ((scalar shr 12) and 0x3F)).toByte()
                buffer[count++] = (0x80 or ((scalar shr 6) and 0x3F)).toByte()
                buffer[count++] = (0x80 or (scalar and 0x3F)).toByte()
            }
            else -> {
                // Three bytes; an unpaired surrogate becomes U+FFFD.
                val scalar = if (Character.isSurrogate(value[index])) 0xFFFD else unit
                buffer[count++] = (0xE0 or (scalar shr 12)).toByte()
                buffer[count++] = (0x80 or ((scalar shr 6) and 0x3F)).toByte()
                buffer[count++] = (0x80 or (scalar and 0x3F)).toByte()
            }
        }
        index += 1
    }
    buffer[count++] = '"'.code.toByte()
    this.count = count
}

/**
 * Writes [value], which is known to be printable ASCII without `"` or `\` (read so from a page's
 * plain text), as [JsonWriter.string] does: only a `</` in it needs an escape, found by the JDK's
 * search, and the rest is copied whole.
 */
internal fun JsonWriter.plainString(value: String) {
    if (value.indexOf("</") >= 0) return string(value)
    writeSeparatorIfNeeded()
    needsSeparator = true
    ensureRoom(value.length + 2)
    buffer[count++] = '"'.code.toByte()
    @Suppress("PLATFORM_CLASS_MAPPED_TO_KOTLIN", "DEPRECATION")
    (value as java.lang.String).getBytes(0, value.length, buffer, count)
    count += value.length
    buffer[count++] = '"'.code.toByte()
}

/** How many code units at the start of [value] are plain ASCII, which goes out as it is. */
private fun plainPrefixLength(value: String): Int {
    val plain = PLAIN
    var index = 0
    while (index < value.length) {
        val unit = value[index].code
        if (unit >= 0x80 || !plain[unit]) return index
        index += 1
    }
    return index
}

/**
 * Writes the ASCII [unit], which is not plain, at [count]: escaped, or as it is for a `/` that
 * does not follow a `<`. Returns the new count.
 */
private fun writeEscape(unit: Int, previous: Int, buffer: ByteArray, count: Int): Int {
    var at = count
    if (unit == '/'.code && previous != '<'.code) {
        buffer[at++] = unit.toByte()
        return at
    }
    buffer[at++] = '\\'.code.toByte()
    val letter = when (unit) {
        '"'.code, '\\'.code, '/'.code -> unit
        0x08 -> 'b'.code
        0x0C -> 'f'.code
        0x0A -> 'n'.code
        0x0D -> 'r'.code
        0x09 -> 't'.code
        else -> {
            buffer[at++] = 'u'.code.toByte()
            buffer[at++] = '0'.code.toByte()
            buffer[at++] = '0'.code.toByte()
            buffer[at++] = HEX_DIGITS[unit shr 4]
            buffer[at++] = HEX_DIGITS[unit and 0xF]
            return at
        }
    }
    buffer[at++] = letter.toByte()
    return at
}

/** Which ASCII code units go out as they are: all but control characters, `"`, `\` and `/`. */
private val PLAIN: BooleanArray = BooleanArray(0x80) { unit -> unit >= 0x20 && unit != '"'.code && unit != '\\'.code && unit != '/'.code }

/** `\u2028`; the last digit is set for U+2029. */
private val LINE_SEPARATOR_ESCAPE: ByteArray = "\\u2028".toByteArray(Charsets.US_ASCII)

/** Lowercase, as the Swift writer writes `\u001f`. */
private val HEX_DIGITS: ByteArray = "0123456789abcdef".toByteArray(Charsets.US_ASCII)
