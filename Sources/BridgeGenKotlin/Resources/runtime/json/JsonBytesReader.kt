package com.gbg.bridge.runtime

import java.nio.ByteBuffer

/**
 * Reads a request's data straight from the page's text into its type, with no [JsonValue] in
 * between: generated `read` functions call it, one typed call per value, as the Swift host's
 * generated `init(reading:)` calls its `JSONBytesReader`.
 *
 * It reads only the compact text the page client writes: no whitespace, strings of printable ASCII
 * without escapes, whole numbers of at most 15 digits, each key once and one its type names.
 * Anything else, or anything it is unsure of, makes it give up ([giveUp]); the host then reads the
 * data with the general reader and decodes it from the value, which decides and says what is
 * wrong. So both accept the same data and give the same values, and errors are written once.
 *
 * One reader serves a host's thread, message after message ([reset]).
 */
@BridgeGeneratedApi
public class JsonBytesReader internal constructor(
    /** Nesting beyond this, the general reader's limit for the data, is left to it. */
    private val maxDepth: Int,
) {
    private var bytes: ByteArray = EMPTY
    private var words: ByteBuffer = PlainStrings.words(EMPTY)
    private var position = 0
    private var end = 0
    private var depth = 0

    /** The members read of each open object, one bit per index in its type's [JsonMemberNames]. */
    private val seen = LongArray(MAX_TRACKED_DEPTH + 1)

    /** Whether a `?` is read as it is; if not, the reader gives up on one (`PlainEnvelope`). */
    private var questionMarks = true

    /** Starts reading [bytes], whose view for [PlainStrings] is [words], from [start] up to [end]. */
    internal fun reset(bytes: ByteArray, words: ByteBuffer, start: Int, end: Int, questionMarks: Boolean): JsonBytesReader {
        this.questionMarks = questionMarks
        this.bytes = bytes
        this.words = words
        position = start
        this.end = end
        depth = 0
        return this
    }

    /** Whether the text has been read to its end. */
    internal val isAtEnd: Boolean get() = position == end

    /** Gives up: the general reader and decoder read this data instead. */
    public fun giveUp(): Nothing = throw GiveUp

    /** Reads `{`; the members follow through [nextMember]. */
    public fun beginObject() {
        expect('{'.code)
        enter()
        seen[depth] = 0
    }

    /**
     * The index in [names] of the next member's key, whose value is to be read next; -1 at the
     * object's end, after its `}`. A key that is not among [names], or read before, gives up.
     */
    public fun nextMember(names: JsonMemberNames): Int {
        if (!hasNext('}'.code, '{'.code)) return -1
        if (position >= end || bytes[position] != '"'.code.toByte()) giveUp()
        val start = position + 1
        val stop = plainStringEnd(start)
        if (stop + 1 >= end || bytes[stop + 1] != ':'.code.toByte()) giveUp()
        position = stop + 2
        val index = names.indexOf(bytes, start, stop - start)
        val bit = 1L shl index
        if (index < 0 || seen[depth] and bit != 0L) giveUp()
        seen[depth] = seen[depth] or bit
        return index
    }

    /** Reads `[`; the elements follow while [hasElement]. */
    public fun beginArray() {
        expect('['.code)
        enter()
    }

    /** Whether another element follows; false at the array's end, after its `]`. */
    public fun hasElement(): Boolean = hasNext(']'.code, '['.code)

    /**
     * Whether the object whose end [nextMember] has just read had the member at [index] of its
     * names: a required member that may be `null` is told from an absent one this way.
     */
    public fun wasRead(index: Int): Boolean = seen[depth + 1] and (1L shl index) != 0L

    /** An array, each element read by [read]. */
    public inline fun <T> list(read: () -> T): List<T> {
        beginArray()
        val list = ArrayList<T>()
        while (hasElement()) list.add(read())
        return list
    }

    /** Reads `null` if it comes next, and says whether it did. */
    public fun isNull(): Boolean {
        if (!matches(NULL)) return false
        position += NULL.size
        return true
    }

    /** A string. */
    public fun string(): String {
        expect('"'.code)
        val start = position
        val stop = plainStringEnd(start)
        position = stop + 1
        return String(bytes, start, stop - start, Charsets.ISO_8859_1)
    }

    /** Bytes, as base64 text. */
    public fun bytes(): ByteArray = try {
        Base64.decode(string())
    } catch (error: Base64DecodingException) {
        giveUp()
    }

    /** A whole number of at most 15 digits, which a `Double` and a `Long` hold alike. */
    public fun integer(): Long {
        val negative = position < end && bytes[position] == '-'.code.toByte()
        if (negative) position += 1
        val start = position
        var value = 0L
        while (position < end) {
            val digit = bytes[position] - '0'.code.toByte()
            if (digit < 0 || digit > 9) break
            value = value * 10 + digit
            position += 1
        }
        val digits = position - start
        // `-0` is the double -0.0 to the general reader; a fraction or exponent is not whole here.
        if (digits == 0 || digits > 15 || (bytes[start] == '0'.code.toByte() && (digits > 1 || negative))) giveUp()
        if (position < end && bytes[position].toInt().let { it == '.'.code || it == 'e'.code || it == 'E'.code }) giveUp()
        return if (negative) -value else value
    }

    /** A number; only whole ones are read here. */
    public fun number(): Double = integer().toDouble()

    /** `true` or `false`. */
    public fun boolean(): Boolean {
        if (matches(TRUE)) {
            position += TRUE.size
            return true
        }
        if (matches(FALSE)) {
            position += FALSE.size
            return false
        }
        giveUp()
    }

    private fun enter() {
        depth += 1
        if (depth > maxDepth || depth > MAX_TRACKED_DEPTH) giveUp()
    }

    /**
     * Whether another element or member follows in the container [open] began: false after its
     * [close]. Elements are apart by a comma, with none before the first.
     */
    private fun hasNext(close: Int, open: Int): Boolean {
        if (position >= end) giveUp()
        val byte = bytes[position].toInt()
        val isFirst = bytes[position - 1].toInt() == open
        if (byte == close) {
            position += 1
            depth -= 1
            return false
        }
        if (byte == ','.code) {
            if (isFirst) giveUp()
            position += 1
        } else if (!isFirst) {
            giveUp()
        }
        return true
    }

    /** The index of the quote that closes a plain string starting at [start]; gives up on anything else. */
    private fun plainStringEnd(start: Int): Int {
        val index = PlainStrings.end(bytes, words, start, end, questionMarks)
        if (index == end || bytes[index] != '"'.code.toByte()) giveUp()
        return index
    }

    private fun expect(byte: Int) {
        if (position >= end || bytes[position].toInt() != byte) giveUp()
        position += 1
    }

    private fun matches(word: ByteArray): Boolean {
        if (end - position < word.size) return false
        for (index in word.indices) if (bytes[position + index] != word[index]) return false
        return true
    }

    /** Thrown to give up; made once, without a stack trace, since giving up is no error. */
    internal object GiveUp : RuntimeException(null, null, false, false) {
        private fun readResolve(): Any = GiveUp
    }

    private companion object {
        /** Deeper request data is left to the general reader. */
        const val MAX_TRACKED_DEPTH = 32
        val EMPTY = ByteArray(0)
        val NULL = "null".toByteArray(Charsets.US_ASCII)
        val TRUE = "true".toByteArray(Charsets.US_ASCII)
        val FALSE = "false".toByteArray(Charsets.US_ASCII)
    }
}
