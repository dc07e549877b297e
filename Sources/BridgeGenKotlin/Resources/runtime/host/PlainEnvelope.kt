package com.gbg.bridge.runtime

/**
 * Nearly every message a page sends has one shape, the one the page client writes:
 * `{"version":"…","correlationId":"…","type":"…","timestamp":…,"payload":{"action":"…","data":{…}}}`,
 * with plain ASCII strings and no whitespace. Such a message is read here straight from its bytes
 * into its fields, the data alone through the general reader, with no value tree for the envelope
 * and no lookups by key: several times less work than reading the whole text, as the Swift host's
 * `JSONParser+Envelope` does. Anything else, or anything this reader is unsure of, returns null and
 * goes to the general reader, which decides and says what is wrong; both accept the same messages
 * and give the same values.
 */
internal object PlainEnvelope {
    private val VERSION = ascii("{\"version\":\"")
    private val CORRELATION_ID = ascii("\",\"correlationId\":\"")
    private val TYPE = ascii("\",\"type\":\"")
    private val TIMESTAMP = ascii("\",\"timestamp\":")
    private val ACTION = ascii(",\"payload\":{\"action\":\"")
    private val DATA = ascii("\",\"data\":")
    private val END_WITHOUT_DATA = ascii("\"}}")

    private fun ascii(text: String) = text.toByteArray(Charsets.ISO_8859_1)

    /** The message in [bytes], or null when it is not of the plain shape; [data] reads the data, two levels down. */
    fun read(bytes: ByteArray, data: JsonReader): BridgeMessage? {
        val cursor = Cursor(bytes)
        if (!cursor.skip(VERSION)) return null
        val version = cursor.string() ?: return null
        if (!cursor.skip(CORRELATION_ID)) return null
        val correlationId = cursor.string() ?: return null
        if (!cursor.skip(TYPE)) return null
        val type = cursor.string() ?: return null
        if (!cursor.skip(TIMESTAMP)) return null
        val timestamp = cursor.integer() ?: return null
        if (!cursor.skip(ACTION)) return null
        val action = cursor.string() ?: return null
        val value: JsonObject? = if (cursor.skip(DATA)) {
            // The data runs to the envelope's last two braces.
            val end = bytes.size - 2
            if (end <= cursor.position || bytes[end] != '}'.code.toByte() || bytes[end + 1] != '}'.code.toByte()) return null
            try {
                data.read(bytes, cursor.position, end - cursor.position) as? JsonObject ?: return null
            } catch (error: JsonReadException) {
                return null
            }
        } else {
            cursor.position -= 1
            if (!cursor.skip(END_WITHOUT_DATA) || cursor.position != bytes.size) return null
            null
        }
        return BridgeMessage(version, correlationId, type, timestamp, action, value)
    }

    private class Cursor(val bytes: ByteArray) {
        var position = 0

        fun skip(expected: ByteArray): Boolean {
            if (bytes.size - position < expected.size) return false
            for (index in expected.indices) if (bytes[position + index] != expected[index]) return false
            position += expected.size
            return true
        }

        /** A string of printable ASCII with no escape, up to its closing quote, which stays unread. */
        fun string(): String? {
            val start = position
            while (position < bytes.size) {
                val byte = bytes[position].toInt()
                if (byte == '"'.code) return String(bytes, start, position - start, Charsets.ISO_8859_1)
                if (byte < 0x20 || byte == '\\'.code) return null
                position += 1
            }
            return null
        }

        /** A whole number without sign, leading zero, fraction or exponent, of at most 15 digits. */
        fun integer(): Long? {
            val start = position
            var value = 0L
            while (position < bytes.size && bytes[position] in '0'.code.toByte()..'9'.code.toByte()) {
                value = value * 10 + (bytes[position] - '0'.code.toByte())
                position += 1
            }
            val digits = position - start
            if (digits == 0 || digits > 15 || (digits > 1 && bytes[start] == '0'.code.toByte())) return null
            return value
        }
    }
}
