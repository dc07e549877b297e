package com.gbg.bridge.runtime

import com.gbg.bridge.runtime.Base64DecodingException.Kind

/**
 * Standard base64 (RFC 4648 §4: `A–Z a–z 0–9 + /`, padded with `=`), the encoding `bytes` fields
 * use on the bridge: what `btoa` and `FileReader.readAsDataURL` produce on the web side.
 *
 * Encoding goes straight into a [JsonWriter] with [JsonWriter.base64]; decoding is strict, as the
 * Swift runtime's is. Android's `android.util.Base64` and `java.util.Base64` (API 26) both accept
 * texts the web side never sends, so neither decides what a message means.
 */
public object Base64 {
    /** The number of characters that encode [byteCount] bytes, padding included. */
    public fun encodedLength(byteCount: Int): Int {
        val length = (byteCount.toLong() + 2) / 3 * 4
        require(byteCount >= 0 && length <= Int.MAX_VALUE - 16) { "$byteCount bytes do not fit in a JSON text as base64" }
        return length.toInt()
    }

    /**
     * Decodes standard, padded base64: length a multiple of 4, only `A–Z a–z 0–9 + /`, then zero,
     * one or two `=`; no whitespace; unused bits before the padding must be zero. Offsets in errors
     * count the text's UTF-8 bytes, as the Swift runtime's do.
     */
    public fun decode(text: String): ByteArray = decode(text.toByteArray(Charsets.UTF_8))

    /** Decodes [length] bytes of ASCII base64 in [bytes] from [offset]; see [decode]. Offsets in errors count from [offset]. */
    public fun decode(bytes: ByteArray, offset: Int = 0, length: Int = bytes.size - offset): ByteArray {
        require(offset >= 0 && length >= 0 && offset <= bytes.size - length) { "range $offset+$length outside ${bytes.size} bytes" }
        if (length % 4 != 0) throw Base64DecodingException(Kind.InvalidLength(length), length)
        if (length == 0) return ByteArray(0)
        val last = offset + length - 1
        val padding = if (bytes[last] != PAD) 0 else if (bytes[last - 1] != PAD) 1 else 2
        val output = ByteArray(length / 4 * 3 - padding)
        val blocks = length / 4
        val fullBlocks = if (padding == 0) blocks else blocks - 1
        val tables = DECODING
        var read = offset
        var written = 0
        for (block in 0 until fullBlocks) {
            val word = tables[bytes[read].toInt() and 0xFF] or tables[256 + (bytes[read + 1].toInt() and 0xFF)] or
                tables[512 + (bytes[read + 2].toInt() and 0xFF)] or tables[768 + (bytes[read + 3].toInt() and 0xFF)]
            if ((word and INVALID) != 0) throw firstInvalid(bytes, read, 4, offset)
            output[written] = word.toByte()
            output[written + 1] = (word shr 8).toByte()
            output[written + 2] = (word shr 16).toByte()
            read += 4
            written += 3
        }
        if (padding > 0) {
            // The last block: two or three characters, then the padding; their unused bits must be 0.
            var word = 0
            for (position in 0 until 4 - padding) word = word or tables[256 * position + (bytes[read + position].toInt() and 0xFF)]
            if ((word and INVALID) != 0) throw firstInvalid(bytes, read, 4 - padding, offset)
            val unusedBits = if (padding == 2) 0x0000F000 else 0x00C00000
            if ((word and unusedBits) != 0) throw Base64DecodingException(Kind.NonZeroTrailingBits, read - offset + 3 - padding)
            for (position in 0 until 3 - padding) output[written + position] = (word shr (8 * position)).toByte()
        }
        return output
    }

    /**
     * Writes [length] bytes of [source] from [offset] as exactly [encodedLength] characters into
     * [target] at [at]: six bytes at a time into eight table lookups (two blocks a turn let the JIT
     * overlap their loads and stores), then the last block or two.
     */
    internal fun encode(source: ByteArray, offset: Int, length: Int, target: ByteArray, at: Int) {
        var read = offset
        var written = at
        val pairsEnd = offset + length - length % 6
        while (read < pairsEnd) {
            encodeBlock(block(source, read), target, written)
            encodeBlock(block(source, read + 3), target, written + 4)
            read += 6
            written += 8
        }
        if (offset + length - read >= 3) {
            encodeBlock(block(source, read), target, written)
            read += 3
            written += 4
        }
        val rest = offset + length - read
        if (rest > 0) {
            val bits = (source[read].toInt() and 0xFF shl 16) or (if (rest > 1) source[read + 1].toInt() and 0xFF shl 8 else 0)
            target[written] = ALPHABET[bits ushr 18]
            target[written + 1] = ALPHABET[(bits ushr 12) and 63]
            target[written + 2] = if (rest > 1) ALPHABET[(bits ushr 6) and 63] else PAD
            target[written + 3] = PAD
        }
    }

    /** The 24 bits of the three bytes at [index]. */
    @Suppress("NOTHING_TO_INLINE") // the encoder's inner loop, where a call per block would show
    private inline fun block(source: ByteArray, index: Int): Int =
        (source[index].toInt() and 0xFF shl 16) or (source[index + 1].toInt() and 0xFF shl 8) or (source[index + 2].toInt() and 0xFF)

    /** Writes the four characters of the 24 [bits] at [index]. */
    @Suppress("NOTHING_TO_INLINE")
    private inline fun encodeBlock(bits: Int, target: ByteArray, index: Int) {
        val alphabet = ALPHABET
        target[index] = alphabet[bits ushr 18]
        target[index + 1] = alphabet[(bits ushr 12) and 63]
        target[index + 2] = alphabet[(bits ushr 6) and 63]
        target[index + 3] = alphabet[bits and 63]
    }

    /** The error for the first of [count] bytes at [start] outside the alphabet; offsets count from [origin]. */
    private fun firstInvalid(bytes: ByteArray, start: Int, count: Int, origin: Int): Base64DecodingException {
        for (index in start until start + count) {
            val byte = bytes[index].toInt() and 0xFF
            if (DECODING[byte] == INVALID) {
                val kind = if (byte == PAD.toInt()) Kind.MisplacedPadding else Kind.InvalidCharacter(byte)
                return Base64DecodingException(kind, index - origin)
            }
        }
        error("no invalid byte in a block that had one")
    }

    private const val PAD: Byte = '='.code.toByte()

    /** Marks a character outside the alphabet, `=` included; never set by a valid character. */
    private const val INVALID: Int = -0x1000000 // 0xFF000000

    private val ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toByteArray(Charsets.US_ASCII)

    /**
     * Four 256-entry tables, one per position in a block of four characters, holding each
     * character's bits already in place in the block's three output bytes (the first byte lowest),
     * and [INVALID] for characters outside the alphabet: a block is four lookups, three ORs and one check.
     */
    private val DECODING: IntArray = IntArray(4 * 256) { INVALID }.also { tables ->
        for ((value, character) in ALPHABET.withIndex()) {
            val index = character.toInt()
            tables[index] = value shl 2
            tables[256 + index] = (value shr 4) or ((value and 0x0F) shl 12)
            tables[512 + index] = ((value shr 2) shl 8) or ((value and 0x03) shl 22)
            tables[768 + index] = value shl 16
        }
    }
}
