package com.gbg.bridge.runtime

/**
 * Why [JsonReader] rejected a text, and where: the byte offset, and the line and column a person
 * would look at. The message is word for word the Swift runtime's, so every host reports a broken
 * message the same way.
 */
public class JsonReadException(
    /** What was wrong. */
    public val kind: Kind,
    /** Where, in bytes from the start of the text. */
    public val offset: Int,
    /** Where, as a 1-based line number (lines end with a line feed). */
    public val line: Int,
    /** Where, as a 1-based column counted in Unicode scalars from the start of the line. */
    public val column: Int,
) : Exception("$kind at line $line, column $column") {
    /** What was wrong; `toString()` says it in words, without the position. */
    public sealed class Kind {
        /** The text ended in the middle of a value (or was empty). */
        public data object UnexpectedEndOfInput : Kind()

        /** A byte that cannot start or continue the JSON at this point. */
        public data class UnexpectedByte(
            /** The byte, 0 to 255. */
            val byte: Int,
        ) : Kind()

        /** More than whitespace after the one top-level value. */
        public data object TrailingData : Kind()

        /**
         * The text starts with the UTF-8 byte order mark EF BB BF. Rejected: RFC 8259 forbids sending
         * one, `JSON.stringify` never produces one, so it can only mean a text from somewhere else.
         */
        public data object ByteOrderMark : Kind()

        /**
         * Bytes in a string that are not well-formed UTF-8 (overlong, surrogate, truncated, beyond
         * U+10FFFF); in a `String` given to the reader, an unpaired surrogate.
         */
        public data object InvalidUtf8 : Kind()

        /** A raw control character (below U+0020) in a string; JSON requires it escaped. */
        public data class ControlCharacterInString(
            /** The byte, below 0x20. */
            val byte: Int,
        ) : Kind()

        /** A backslash followed by something that is not a JSON escape. */
        public data class InvalidEscape(
            /** The byte after the backslash, 0 to 255. */
            val byte: Int,
        ) : Kind()

        /** `\u` not followed by four hexadecimal digits. */
        public data object InvalidUnicodeEscape : Kind()

        /** A `\uD800` to `\uDFFF` escape that is not a high surrogate followed by a low one. */
        public data class UnpairedSurrogate(
            /** The surrogate's code unit. */
            val unit: Char,
        ) : Kind()

        /** A malformed number, such as `-`, `1.` or `1e`. */
        public data object InvalidNumber : Kind()

        /** A number with a superfluous leading zero, such as `01`. */
        public data object LeadingZero : Kind()

        /** A number too large for a `Double`, such as `1e400`. */
        public data object NumberOutOfRange : Kind()

        /** An object naming the same key twice; the bridge never guesses which one was meant. */
        public data class DuplicateKey(
            /** The key. */
            val key: String,
        ) : Kind()

        /** Arrays and objects nested deeper than [JsonReader.Limits.maxDepth]. */
        public data class NestingTooDeep(
            /** The depth that was exceeded. */
            val limit: Int,
        ) : Kind()

        /** A text longer than [JsonReader.Limits.maxBytes]. */
        public data class InputTooLarge(
            /** The limit that was exceeded, in bytes. */
            val limit: Int,
        ) : Kind()

        /**
         * The problem in words, without its position: the Swift runtime's words. Final, so that the
         * data classes and objects take it instead of generating their own.
         */
        final override fun toString(): String = when (this) {
            UnexpectedEndOfInput -> "unexpected end of input"
            is UnexpectedByte -> "unexpected ${describe(byte)}"
            TrailingData -> "unexpected data after the JSON value"
            ByteOrderMark -> "byte order mark before the JSON value"
            InvalidUtf8 -> "invalid UTF-8"
            is ControlCharacterInString -> "unescaped control character ${describe(byte)} in a string"
            is InvalidEscape -> "invalid escape: backslash followed by ${describe(byte)}"
            InvalidUnicodeEscape -> "invalid \\u escape: expected four hexadecimal digits"
            is UnpairedSurrogate -> "unpaired UTF-16 surrogate \\u${hex(unit.code, 4)}"
            InvalidNumber -> "invalid number"
            LeadingZero -> "invalid number: leading zero"
            NumberOutOfRange -> "number out of range"
            is DuplicateKey -> "duplicate key ${JsonString(key)}"
            is NestingTooDeep -> "arrays and objects nested more than $limit deep"
            is InputTooLarge -> "input larger than $limit bytes"
        }

        private companion object {
            /** `character "x"` for printable ASCII, `byte 0x0A` otherwise. */
            fun describe(byte: Int): String =
                if (byte in 0x20 until 0x7F) "character ${JsonString(byte.toChar().toString())}" else "byte 0x${hex(byte, 2)}"

            fun hex(value: Int, digits: Int): String = value.toString(16).uppercase().padStart(digits, '0')
        }
    }

    internal companion object {
        /**
         * An error at [offset] in [text], with its line and column. Only failures pay for counting
         * them, so the parser tracks nothing but the offset.
         */
        fun at(offset: Int, kind: Kind, text: ByteArray, start: Int): JsonReadException {
            var line = 1
            var column = 1
            for (index in start until start + offset) {
                val byte = text[index].toInt()
                if (byte == '\n'.code) {
                    line += 1
                    column = 1
                } else if ((byte and 0xC0) != 0x80) { // UTF-8 continuation bytes do not start a scalar
                    column += 1
                }
            }
            return JsonReadException(kind, offset, line, column)
        }
    }
}
