package com.gbg.bridge.runtime

/**
 * Writes compact JSON into one growing byte buffer, for generated encoders and the host runtime;
 * the counterpart of the Swift runtime's `JSONWriter`, which writes the same bytes for the same
 * calls, so the page sees the same text from every host.
 *
 * Values are written in order; separators are automatic: a `,` goes before every value or key that
 * follows another one in the same container, and [key] writes the `:`. The writer trusts its caller
 * to pair [beginObject] with [endObject], to put a key before each member of an object and none in
 * an array; it does not check, so that writing costs no bookkeeping. Generated code gets this right
 * by construction; hand-written code can write a whole [JsonValue] with [value].
 *
 * The output is JSON that is also safe to paste into a JavaScript string or a `<script>` element:
 * see [string]. A writer is not thread-safe.
 */
public class JsonWriter(
    /** Bytes to reserve up front, so that a writer sized for its text never grows. */
    capacity: Int = 256,
) {
    /** The text written so far, in its first [size] bytes. */
    @JvmField internal var buffer: ByteArray = ByteArray(maxOf(capacity, 16))

    /** How many bytes of [buffer] hold text. */
    @JvmField internal var count: Int = 0

    /** Where blob fields' values go while the host writes a response to a page with blob terms ([bytes]). */
    @JvmField internal var blobs: BlobStore? = null

    /** Whether the next value or key follows a sibling and so needs a `,` first. */
    @JvmField internal var needsSeparator: Boolean = false

    /**
     * Whether every byte written so far is ASCII, as in nearly every message: then [toString] copies
     * the bytes into a compact string without first scanning all of them, megabytes of base64 among them.
     */
    @JvmField internal var isASCII: Boolean = true

    /** The number of bytes written so far. */
    public val size: Int get() = count

    /** The UTF-8 text written so far, in an array of its own. */
    public fun toByteArray(): ByteArray = buffer.copyOf(count)

    /**
     * The text written so far, made from the buffer in one copy. Always well-formed: every input is
     * a `String`, whose unpaired surrogates are written as U+FFFD, or ASCII.
     */
    override fun toString(): String = String(buffer, 0, count, if (isASCII) Charsets.ISO_8859_1 else Charsets.UTF_8)

    /**
     * Empties the writer for another text, keeping its buffer: a host's thread writes its
     * responses one at a time, and one writer serves them while its buffer stays small.
     */
    internal fun clear() {
        count = 0
        blobs = null
        needsSeparator = false
        isASCII = true
        pendingTagKey = null
    }

    /** Makes room for at least [minimumCapacity] bytes in total. */
    public fun reserveCapacity(minimumCapacity: Int) {
        if (minimumCapacity > buffer.size) buffer = buffer.copyOf(minimumCapacity)
    }

    /** Writes `{`. */
    public fun beginObject(): Unit = open('{'.code)

    /** Writes `}`. */
    public fun endObject(): Unit = close('}'.code)

    /** Writes `[`. */
    public fun beginArray(): Unit = open('['.code)

    /** Writes `]`. */
    public fun endArray(): Unit = close(']'.code)

    private fun open(bracket: Int) {
        writeSeparatorIfNeeded()
        appendByte(bracket)
        needsSeparator = false
        val tag = pendingTagKey ?: return
        pendingTagKey = null
        key(tag)
        string(pendingTagValue)
    }

    /** The member [taggedObject] writes first in the next object. */
    private var pendingTagKey: String? = null
    private var pendingTagValue: String = ""

    /**
     * Writes the object [encode] writes with the member `key: tag` first: a union's case on the
     * wire, its case type's object with the tag added.
     */
    @BridgeGeneratedApi
    public fun taggedObject(key: String, tag: String, encode: (JsonWriter) -> Unit) {
        pendingTagKey = key
        pendingTagValue = tag
        encode(this)
        pendingTagKey = null
    }

    private fun close(bracket: Int) {
        appendByte(bracket)
        needsSeparator = true
    }

    /** Writes an object member's name and the `:` after it; the member's value comes next. */
    public fun key(name: String) {
        writeSeparatorIfNeeded()
        needsSeparator = false
        writeQuoted(name)
        appendByte(':'.code)
    }

    /** Writes an object member's name, encoded ahead of time, and the `:` after it; the member's value comes next. */
    public fun key(name: JsonKey) {
        writeSeparatorIfNeeded()
        needsSeparator = false
        appendBytes(name.quoted)
        if (!name.isASCII) isASCII = false
    }

    /**
     * Writes a string value, escaping `"`, `\`, control characters (`\n`, `\t`… or `\u00XX`),
     * U+2028 and U+2029 (as `\u2028`, `\u2029`) and the `/` of `</` (as `<\/`): exactly the
     * escapes of the Swift writer. An unpaired surrogate, which a Kotlin string can hold and no
     * JSON reader of this bridge accepts, is written as U+FFFD, as Swift turns one into a `String`.
     */
    public fun string(value: String) {
        writeSeparatorIfNeeded()
        needsSeparator = true
        writeQuoted(value)
    }

    /** Writes `true` or `false`. */
    public fun bool(value: Boolean) {
        beginScalar()
        appendBytes(if (value) TRUE else FALSE)
    }

    /** Writes `null`. */
    public fun nullValue() {
        beginScalar()
        appendBytes(NULL)
    }

    /** Writes an integer in decimal. */
    public fun integer(value: Long) {
        beginScalar()
        writeDecimal(value)
    }

    /**
     * Writes a number as the shortest text that reads back as the same `Double`, in the Swift
     * writer's form: whole numbers up to 2^53 in magnitude without a fraction (`4096`, and `-0.0`
     * as `0`), others as Swift's `description` writes them (`1.5`, `1e-05`, `1.2345678901234568e+17`).
     * JSON has no NaN or infinity; they are written as `null`, as `JSON.stringify` does, so that
     * encoding never fails and the peer sees an absent number rather than a broken message.
     */
    public fun number(value: Double) {
        beginScalar()
        when {
            value.isNaN() || value.isInfinite() -> appendBytes(NULL)
            value == Math.rint(value) && Math.abs(value) <= TWO_TO_THE_53 -> writeDecimal(value.toLong())
            else -> ShortestDouble.write(value, this)
        }
    }

    /**
     * Writes [length] bytes of [bytes] from [offset] as a standard, padded base64 string value,
     * encoded straight into the output: no intermediate string or array, whatever their size.
     */
    public fun base64(bytes: ByteArray, offset: Int = 0, length: Int = bytes.size - offset) {
        require(offset >= 0 && length >= 0 && offset <= bytes.size - length) { "range $offset+$length outside ${bytes.size} bytes" }
        beginScalar()
        val encodedLength = Base64.encodedLength(length)
        ensureRoom(encodedLength + 2)
        buffer[count++] = '"'.code.toByte()
        Base64.encode(bytes, offset, length, buffer, count)
        count += encodedLength
        buffer[count++] = '"'.code.toByte()
    }

    /**
     * Writes any JSON value; object members in the order of their keys' UTF-8 bytes, so the same
     * value always gives the same bytes, the Swift writer's. Recurses once per level of nesting,
     * which is bounded for values from [JsonReader] by its limits.
     */
    public fun value(value: JsonValue) {
        when (value) {
            is JsonNull -> nullValue()
            is JsonBoolean -> bool(value.value)
            is JsonNumber -> number(value.value)
            is JsonString -> string(value.value)
            is JsonArray -> {
                beginArray()
                for (element in value.elements) value(element)
                endArray()
            }
            is JsonObject -> {
                beginObject()
                for (name in value.members.keys.sortedWith(Utf8.scalarOrder)) {
                    key(name)
                    value(value.members.getValue(name))
                }
                endObject()
            }
        }
    }

    /** Writes the `,` that separates this value or key from the previous sibling, if there is one. */
    internal fun writeSeparatorIfNeeded() {
        if (needsSeparator) appendByte(','.code)
    }

    /** Starts a value that is not a container, noting that what follows it in its container is a sibling. */
    private fun beginScalar() {
        writeSeparatorIfNeeded()
        needsSeparator = true
    }

    /**
     * Makes sure [extra] more bytes fit: doubling, so that many small writes stay linear, or, for a
     * value larger than that (an image as base64), to exactly what is needed plus a little for what
     * usually follows, so that it costs one allocation of its own size.
     */
    internal fun ensureRoom(extra: Int) {
        val needed = count + extra
        if (needed > buffer.size) grow(needed)
    }

    private fun grow(needed: Int) {
        if (needed < 0) throw OutOfMemoryError("JSON text beyond 2 GiB")
        val doubled = minOf(buffer.size.toLong() * 2, Int.MAX_VALUE.toLong() - 8).toInt()
        buffer = buffer.copyOf(if (needed <= doubled) doubled else minOf(needed.toLong() + 1024, Int.MAX_VALUE.toLong() - 8).toInt())
    }

    internal fun appendByte(byte: Int) {
        if (count == buffer.size) ensureRoom(1)
        buffer[count++] = byte.toByte()
    }

    internal fun appendBytes(text: ByteArray) {
        ensureRoom(text.size)
        System.arraycopy(text, 0, buffer, count, text.size)
        count += text.size
    }

    private fun writeDecimal(value: Long) {
        ensureRoom(20) // the 19 digits of Long.MIN_VALUE and its sign
        if (value < 0) buffer[count++] = '-'.code.toByte()
        // Negative magnitudes hold Long.MIN_VALUE too.
        writeDigits(if (value < 0) value else -value)
    }

    /**
     * Writes the digits of -[negative]. Beyond eight, the last eight are written from an `Int`, in
     * two halves of two pairs each: `Int` divisions, and chains that do not wait on each other (a
     * timestamp's thirteen digits took seven `Long` divisions one after another).
     */
    private fun writeDigits(negative: Long) {
        if (negative > -100_000_000) return writeDigits((-negative).toInt())
        val high = negative / 100_000_000
        writeDigits(high)
        val low = (high * 100_000_000 - negative).toInt()
        val upper = low / 10_000
        writePair(upper / 100, count)
        writePair(upper % 100, count + 2)
        val lower = low - upper * 10_000
        writePair(lower / 100, count + 4)
        writePair(lower % 100, count + 6)
        count += 8
    }

    /** Writes [value], under 10^8. */
    private fun writeDigits(value: Int) {
        var digits = 1
        while (digits < 8 && value >= POWERS_OF_TEN[digits]) digits += 1
        var position = count + digits
        count = position
        var remaining = value
        while (remaining >= 100) {
            val quotient = remaining / 100
            writePair(remaining - quotient * 100, position - 2)
            position -= 2
            remaining = quotient
        }
        if (remaining >= 10) writePair(remaining, position - 2) else buffer[position - 1] = ('0'.code + remaining).toByte()
    }

    /** Writes the two digits of [pair], under 100, at [position]. */
    private fun writePair(pair: Int, position: Int) {
        buffer[position] = DIGIT_PAIRS[2 * pair]
        buffer[position + 1] = DIGIT_PAIRS[2 * pair + 1]
    }

    private companion object {
        /** 10^0 to 10^7. */
        val POWERS_OF_TEN = IntArray(8).also { powers ->
            powers[0] = 1
            for (exponent in 1 until powers.size) powers[exponent] = powers[exponent - 1] * 10
        }
        /** "00" to "99", two bytes each. */
        val DIGIT_PAIRS = ByteArray(200) { index -> ('0'.code + if (index % 2 == 0) index / 20 else index / 2 % 10).toByte() }
        const val TWO_TO_THE_53 = 9007199254740992.0
        val TRUE = "true".toByteArray(Charsets.US_ASCII)
        val FALSE = "false".toByteArray(Charsets.US_ASCII)
        val NULL = "null".toByteArray(Charsets.US_ASCII)
    }
}
