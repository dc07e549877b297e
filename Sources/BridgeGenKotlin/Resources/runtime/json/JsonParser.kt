// The parser behind JsonReader: a byte-level state machine over the text. Open arrays and objects
// live on an explicit stack of frames rather than the call stack, so depth is bounded only by
// Limits.maxDepth and a hostile `[[[[…` cannot overflow the stack. Strings and numbers are in
// their own files. The structure, and so the error each broken text gets, follows the Swift parser.
package com.gbg.bridge.runtime

import com.gbg.bridge.runtime.JsonReadException.Kind

/** Parses one JSON text: [length] bytes of [bytes] from [start]. Error offsets count from [start]. */
internal class JsonParser(
    @JvmField val bytes: ByteArray,
    @JvmField val start: Int,
    length: Int,
    private val maxDepth: Int,
) {
    /** The index after the text's last byte. */
    @JvmField val end: Int = start + length

    /** The index of the next byte to read. */
    @JvmField var offset: Int = start

    /** Reused to assemble strings that contain escapes. */
    @JvmField var scratch: ByteArray = EMPTY

    /** An array or object whose closing bracket has not been read yet. */
    private class Frame(@JvmField val isObject: Boolean) {
        @JvmField val elements: ArrayList<JsonValue>? = if (isObject) null else ArrayList(4)
        @JvmField val members: JsonMembers? = if (isObject) JsonMembers() else null

        /** The key of the member whose value is being read. */
        @JvmField var key: String = ""
    }

    /** An error at the absolute index [index]. */
    fun error(kind: Kind, index: Int): JsonReadException = JsonReadException.at(index - start, kind, bytes, start)

    /** The error for the byte at [index], which cannot go there, or for the end of the text. */
    fun unexpected(index: Int): JsonReadException =
        if (index < end) error(Kind.UnexpectedByte(bytes[index].toInt() and 0xFF), index) else error(Kind.UnexpectedEndOfInput, end)

    fun parseDocument(): JsonValue {
        if (end - start >= 3 && bytes[start] == 0xEF.toByte() && bytes[start + 1] == 0xBB.toByte() && bytes[start + 2] == 0xBF.toByte()) {
            throw error(Kind.ByteOrderMark, start)
        }
        val value = parseValue()
        skipWhitespace()
        if (offset != end) throw error(Kind.TrailingData, offset)
        return value
    }

    /** Reads one value and whatever it contains. */
    private fun parseValue(): JsonValue {
        val open = ArrayList<Frame>(4)
        while (true) {
            // Read a value; an opening bracket pushes a frame and loops back for the first element.
            skipWhitespace()
            if (offset >= end) throw error(Kind.UnexpectedEndOfInput, end)
            var value: JsonValue
            when (bytes[offset].toInt()) {
                '{'.code, '['.code -> {
                    if (open.size >= maxDepth) throw error(Kind.NestingTooDeep(maxDepth), offset)
                    val isObject = bytes[offset] == '{'.code.toByte()
                    offset += 1
                    skipWhitespace()
                    if (offset < end && bytes[offset] == (if (isObject) '}' else ']').code.toByte()) {
                        offset += 1
                        value = if (isObject) JsonObject(JsonMembers()) else JsonArray(ArrayList())
                    } else {
                        val frame = Frame(isObject)
                        if (isObject) frame.key = parseKey()
                        open.add(frame)
                        continue
                    }
                }
                '"'.code -> value = JsonString(parseString())
                '-'.code, in '0'.code..'9'.code -> value = JsonNumber(parseNumber())
                't'.code -> { expectLiteral(TRUE); value = JsonBoolean.TRUE }
                'f'.code -> { expectLiteral(FALSE); value = JsonBoolean.FALSE }
                'n'.code -> { expectLiteral(NULL); value = JsonNull }
                else -> throw unexpected(offset)
            }
            // Add the value to its container; a closing bracket finishes the container, which is then
            // added to its own, and so on. A comma goes back to read the next value.
            while (open.isNotEmpty()) {
                skipWhitespace()
                val top = open[open.size - 1]
                if (top.isObject) top.members!!.add(top.key, value) else top.elements!!.add(value)
                if (offset >= end) throw error(Kind.UnexpectedEndOfInput, end)
                val byte = bytes[offset].toInt()
                offset += 1
                if (byte == ','.code) {
                    if (top.isObject) {
                        skipWhitespace()
                        // A duplicate is reported at its key, before its value is read: errors come in
                        // the order of the text.
                        val keyOffset = offset
                        val key = parseKey()
                        if (top.members!!.containsKey(key)) throw error(Kind.DuplicateKey(key), keyOffset)
                        top.key = key
                    }
                    break
                } else if (byte == (if (top.isObject) '}' else ']').code) {
                    open.removeAt(open.size - 1)
                    value = if (top.isObject) JsonObject(top.members!!) else JsonArray(top.elements!!)
                } else {
                    throw unexpected(offset - 1)
                }
            }
            if (open.isEmpty()) return value
        }
    }

    /** Reads `"name"` and the `:` after it, with whitespace before the colon. */
    internal fun parseKey(): String {
        if (offset >= end || bytes[offset] != '"'.code.toByte()) throw unexpected(offset)
        val key = parseKeyString()
        skipWhitespace()
        if (offset >= end || bytes[offset] != ':'.code.toByte()) throw unexpected(offset)
        offset += 1
        return key
    }

    /** Reads `true`, `false` or `null`, whose first byte is known to match. */
    internal fun expectLiteral(literal: ByteArray) {
        for (byte in literal) {
            if (offset >= end || bytes[offset] != byte) throw unexpected(offset)
            offset += 1
        }
    }

    /** Skips JSON whitespace: space, tab, line feed, carriage return. */
    fun skipWhitespace() {
        while (offset < end) {
            when (bytes[offset].toInt()) {
                0x20, 0x09, 0x0A, 0x0D -> offset += 1
                else -> return
            }
        }
    }

    internal companion object {
        val EMPTY = ByteArray(0)
        val TRUE = "true".toByteArray(Charsets.US_ASCII)
        val FALSE = "false".toByteArray(Charsets.US_ASCII)
        val NULL = "null".toByteArray(Charsets.US_ASCII)
    }
}
