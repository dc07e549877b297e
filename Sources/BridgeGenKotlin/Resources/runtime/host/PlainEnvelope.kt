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
    private val VERSION = Literal("{\"version\":\"")
    private val CORRELATION_ID = Literal("\",\"correlationId\":\"")
    private val TYPE = Literal("\",\"type\":\"")
    private val TIMESTAMP = Literal("\",\"timestamp\":")
    /** [TYPE], `request` and [TIMESTAMP]: what nearly every message from the page has there. */
    private val REQUEST_TYPE = Literal("\",\"type\":\"request\",\"timestamp\":")
    private val ACTION = Literal(",\"payload\":{\"action\":\"")
    private val DATA = Literal("\",\"data\":")
    private val END_WITHOUT_DATA = Literal("\"}}")

    /**
     * The message in [bytes], or null when it is not of the plain shape; [data] reads the data, two
     * levels down. A request's data is read straight into its type by [protocol] with [typed] when
     * it can be, and kept as text. Unless [questionMarks], a message with a `?` anywhere is not
     * read here: the JDK's encoder puts one for an unpaired surrogate (`BridgeHostBase.receive`).
     */
    fun read(bytes: ByteArray, data: JsonReader, protocol: BridgeProtocol, typed: JsonBytesReader, questionMarks: Boolean): BridgeMessage? {
        val cursor = Cursor(bytes, questionMarks)
        if (!cursor.skip(VERSION)) return null
        val version = cursor.word() ?: return null
        if (!cursor.skip(CORRELATION_ID)) return null
        val correlationId = cursor.string() ?: return null
        val type = if (cursor.skip(REQUEST_TYPE)) {
            BridgeMessage.REQUEST
        } else {
            if (!cursor.skip(TYPE)) return null
            val named = BridgeMessage.typeNamed(cursor.word() ?: return null)
            if (!cursor.skip(TIMESTAMP)) return null
            named
        }
        val timestamp = cursor.integer()
        if (timestamp < 0) return null
        if (!cursor.skip(ACTION)) return null
        val action = cursor.word() ?: return null
        val value: JsonObject? = if (cursor.skip(DATA)) {
            // The data runs to the envelope's last two braces.
            val end = bytes.size - 2
            if (end <= cursor.position || bytes[end] != '}'.code.toByte() || bytes[end + 1] != '}'.code.toByte()) return null
            if (type == BridgeMessage.REQUEST) {
                readTyped(protocol, action, typed.reset(bytes, cursor.words, cursor.position, end, questionMarks))?.let { decoded ->
                    return BridgeMessage(version, correlationId, type, timestamp, action, decoded, bytes, cursor.position, end, data)
                        .also { it.isPlainText = true }
                }
            }
            if (!questionMarks && contains(bytes, cursor.position, end, '?'.code.toByte())) return null
            try {
                data.read(bytes, cursor.position, end - cursor.position) as? JsonObject ?: return null
            } catch (error: JsonReadException) {
                return null
            }
        } else {
            // The action's closing quote is still unread, and starts the end.
            if (!cursor.skip(END_WITHOUT_DATA) || cursor.position != bytes.size) return null
            null
        }
        return BridgeMessage(version, correlationId, type, timestamp, action, value).also { it.isPlainText = true }
    }

    /** The request's data as its type, or null when the reader or the type's decoder gave up. */
    private fun readTyped(protocol: BridgeProtocol, action: String, reader: JsonBytesReader): Any? = try {
        protocol.readRequest(action, reader).takeIf { reader.isAtEnd }
    } catch (giveUp: JsonBytesReader.GiveUp) {
        null
    } catch (error: BridgeDecodingException) {
        // A limit of the type (a range, a length): the general decoder says so.
        null
    }

    private fun contains(bytes: ByteArray, start: Int, end: Int, byte: Byte): Boolean {
        for (index in start until end) if (bytes[index] == byte) return true
        return false
    }

    /** Reads strings of printable ASCII, and unless [questionMarks], without `?`. */
    private class Cursor(val bytes: ByteArray, val questionMarks: Boolean) {
        /** The view [PlainStrings] reads; the typed reader reads the data through it too, not a view of its own. */
        val words = PlainStrings.words(bytes)
        var position = 0

        fun skip(expected: Literal): Boolean {
            if (!expected.isAt(bytes, words, position)) return false
            position += expected.length
            return true
        }

        /** A string of printable ASCII with no escape, up to its closing quote, which stays unread. */
        fun string(): String? {
            val start = position
            position = PlainStrings.end(bytes, words, start, bytes.size, questionMarks)
            if (position == bytes.size || bytes[position] != '"'.code.toByte()) return null
            return String(bytes, start, position - start, Charsets.ISO_8859_1)
        }

        /**
         * A string as [string] reads it, which messages repeat (the version, the type, the action):
         * a short one comes from the shared table of keys, already hashed for the lookups that
         * follow, and made only the first time.
         */
        fun word(): String? {
            val start = position
            position = PlainStrings.end(bytes, words, start, bytes.size, questionMarks)
            if (position == bytes.size || bytes[position] != '"'.code.toByte()) return null
            val length = position - start
            if (length > JsonKeys.MAX_LENGTH) return String(bytes, start, length, Charsets.ISO_8859_1)
            var hash = 0
            for (index in start until position) hash = 31 * hash + bytes[index]
            return JsonKeys.key(bytes, start, length, hash)
        }

        /** A whole number without sign, leading zero, fraction or exponent, of at most 15 digits; -1 for none. */
        fun integer(): Long {
            val start = position
            var value = 0L
            while (position < bytes.size && bytes[position] in '0'.code.toByte()..'9'.code.toByte()) {
                value = value * 10 + (bytes[position] - '0'.code.toByte())
                position += 1
            }
            val digits = position - start
            if (digits == 0 || digits > 15 || (digits > 1 && bytes[start] == '0'.code.toByte())) return -1
            return value
        }
    }

    /**
     * A piece of the envelope's text, compared eight bytes at a time: a longer one as its words
     * from the start, the last overlapping the one before.
     */
    private class Literal(text: String) {
        private val bytes = text.toByteArray(Charsets.ISO_8859_1)
        val length = bytes.size
        private val offsets = if (length < 8) IntArray(0) else IntArray((length + 7) / 8) { minOf(8 * it, length - 8) }
        private val words = PlainStrings.words(bytes).let { view -> LongArray(offsets.size) { view.getLong(offsets[it]) } }

        /** Whether [bytes], whose words are [view], hold it at [position]. */
        fun isAt(bytes: ByteArray, view: java.nio.ByteBuffer, position: Int): Boolean {
            if (bytes.size - position < length) return false
            if (length < 8) {
                for (index in 0 until length) if (bytes[position + index] != this.bytes[index]) return false
                return true
            }
            for (index in offsets.indices) if (view.getLong(position + offsets[index]) != words[index]) return false
            return true
        }
    }
}
