package com.gbg.bridge.runtime

/**
 * Why [Base64.decode] rejected a text, and at which byte. The message is word for word the Swift
 * runtime's.
 */
public class Base64DecodingException(
    /** What was wrong. */
    public val kind: Kind,
    /** The offending byte's offset in the text (the length, for [Kind.InvalidLength]). */
    public val offset: Int,
) : Exception(describe(kind, offset)) {
    /** What was wrong. */
    public sealed class Kind {
        /** The length is not a multiple of 4: unpadded or truncated base64. */
        public data class InvalidLength(
            /** The text's length in bytes. */
            val length: Int,
        ) : Kind()

        /** A byte outside the standard alphabet, whitespace and URL-safe `-` `_` included. */
        public data class InvalidCharacter(
            /** The byte, 0 to 255. */
            val byte: Int,
        ) : Kind()

        /** An `=` that is not part of the one or two at the very end. */
        public data object MisplacedPadding : Kind()

        /**
         * The character before the padding has bits set that encode nothing: not what any encoder
         * writes, and a second spelling of the same bytes.
         */
        public data object NonZeroTrailingBits : Kind()
    }

    private companion object {
        /** For example `invalid character " " at offset 4`. */
        fun describe(kind: Kind, offset: Int): String = when (kind) {
            is Kind.InvalidLength -> "length ${kind.length} is not a multiple of 4 (base64 must be padded with \"=\")"
            is Kind.InvalidCharacter ->
                if (kind.byte in 0x21 until 0x7F) "invalid character \"${kind.byte.toChar()}\" at offset $offset"
                else "invalid byte 0x${kind.byte.toString(16).uppercase()} at offset $offset"
            Kind.MisplacedPadding -> "padding \"=\" before the end at offset $offset"
            Kind.NonZeroTrailingBits -> "unused bits set before the padding at offset $offset"
        }
    }
}
