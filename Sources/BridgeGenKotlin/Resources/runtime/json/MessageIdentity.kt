// A message the reader refused for its nesting alone may still say who sent it: its correlation ID
// and action sit at the top, two levels deep. This reads them without building any value, passing
// over the rest, however deep, with a stack of one byte per open array or object, so that the host
// can answer the page (INVALID_REQUEST) instead of leaving it waiting, and the depth limit still
// bounds every value the host builds. The Swift runtime reads it the same way
// (JSONParser+MessageIdentity.swift), and the conformance suite holds the two hosts to it.
package com.gbg.bridge.runtime

/** The correlation ID and action (empty when absent) read from a message too deep to read whole. */
internal class MessageIdentity(val correlationId: String, val action: String) {
    internal companion object {
        /**
         * The identity of the message in [bytes], if they are JSON at any depth and its correlation ID
         * can be read: a string member of the top-level object, named once; its action is the string
         * `action` of the object `payload`. Null otherwise. Keys are checked for repeats at those two
         * levels only, where they are read.
         */
        fun read(bytes: ByteArray): MessageIdentity? {
            if (bytes.size >= 3 && bytes[0] == 0xEF.toByte() && bytes[1] == 0xBB.toByte() && bytes[2] == 0xBF.toByte()) return null
            val parser = JsonParser(bytes, 0, bytes.size, 1)
            return try {
                parser.identity()
            } catch (unreadable: JsonReadException) {
                null
            } catch (unreadable: Unreadable) {
                null
            }
        }

        private object Unreadable : RuntimeException() {
            private fun readResolve(): Any = Unreadable
            override fun fillInStackTrace(): Throwable = this
        }

        private fun JsonParser.identity(): MessageIdentity? {
            var correlationId: String? = null
            var action: String? = null
            val keys = HashSet<String>()
            skipWhitespace()
            readMembers { key ->
                if (!keys.add(key)) throw Unreadable
                when {
                    key == "correlationId" -> correlationId = stringOrSkip()
                    key == "payload" && offset < end && bytes[offset] == '{'.code.toByte() -> {
                        val payloadKeys = HashSet<String>()
                        readMembers { payloadKey ->
                            if (!payloadKeys.add(payloadKey)) throw Unreadable
                            if (payloadKey == "action") action = stringOrSkip() else skipAnyValue()
                        }
                    }
                    else -> skipAnyValue()
                }
            }
            skipWhitespace()
            if (offset != end) return null
            return MessageIdentity(correlationId ?: return null, action ?: "")
        }

        /** Reads an object's members, `{` next, handing each key to [read], which reads its value. */
        private inline fun JsonParser.readMembers(read: (String) -> Unit) {
            if (offset >= end || bytes[offset] != '{'.code.toByte()) throw Unreadable
            offset += 1
            skipWhitespace()
            if (offset < end && bytes[offset] == '}'.code.toByte()) {
                offset += 1
                return
            }
            while (true) {
                val key = parseKey()
                skipWhitespace()
                read(key)
                skipWhitespace()
                if (offset >= end) throw Unreadable
                val byte = bytes[offset]
                offset += 1
                if (byte == '}'.code.toByte()) return
                if (byte != ','.code.toByte()) throw Unreadable
                skipWhitespace()
            }
        }

        /** A string value, or null having passed over a value of another kind. */
        private fun JsonParser.stringOrSkip(): String? {
            if (offset >= end || bytes[offset] != '"'.code.toByte()) {
                skipAnyValue()
                return null
            }
            return parseString()
        }

        /**
         * Passes over one value, checking its syntax at any depth and building nothing but the
         * strings it reads on the way.
         */
        private fun JsonParser.skipAnyValue() {
            // The closing bracket of each array and object open around the next value.
            var closers = ByteArray(16)
            var open = 0
            do {
                skipWhitespace()
                if (offset >= end) throw Unreadable
                when (bytes[offset].toInt()) {
                    '{'.code, '['.code -> {
                        val closer = if (bytes[offset] == '{'.code.toByte()) '}'.code else ']'.code
                        offset += 1
                        skipWhitespace()
                        if (offset < end && bytes[offset].toInt() == closer) {
                            offset += 1
                        } else {
                            if (closer == '}'.code) parseKey()
                            if (open == closers.size) closers = closers.copyOf(open * 2)
                            closers[open] = closer.toByte()
                            open += 1
                            continue
                        }
                    }
                    '"'.code -> parseString()
                    '-'.code, in '0'.code..'9'.code -> parseNumber()
                    't'.code -> expectLiteral(JsonParser.TRUE)
                    'f'.code -> expectLiteral(JsonParser.FALSE)
                    'n'.code -> expectLiteral(JsonParser.NULL)
                    else -> throw Unreadable
                }
                // After a value: a comma goes back for the next one, a closing bracket ends its container.
                while (open > 0) {
                    val closer = closers[open - 1].toInt()
                    skipWhitespace()
                    if (offset >= end) throw Unreadable
                    val byte = bytes[offset].toInt()
                    offset += 1
                    if (byte == ','.code) {
                        if (closer == '}'.code) {
                            skipWhitespace()
                            parseKey()
                        }
                        break
                    }
                    if (byte != closer) throw Unreadable
                    open -= 1
                }
            } while (open > 0)
        }
    }
}
