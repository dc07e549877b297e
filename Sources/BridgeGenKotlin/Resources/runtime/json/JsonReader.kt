package com.gbg.bridge.runtime

/**
 * A strict RFC 8259 JSON reader for messages from the page, the counterpart of the Swift runtime's
 * `JSONReader`: both accept and reject the same texts, with the same errors.
 *
 * It accepts exactly one JSON value surrounded by optional whitespace, in UTF-8, and rejects
 * everything RFC 8259 leaves to the implementation in the way least likely to let two readers
 * disagree about a message: a byte order mark, invalid UTF-8, unpaired surrogate escapes, duplicate
 * object keys, and numbers beyond `Double`. [Limits] bound the size and nesting of the input.
 * Nesting is tracked on an explicit stack while reading, and no limit goes beyond
 * [Limits.MAX_DEPTH_CEILING], so neither reading nor comparing, hashing or writing what was read can
 * exhaust the call stack, whatever the input and the configuration.
 *
 * Object keys are compared code unit by code unit, as RFC 8259 and JavaScript compare them: a key is
 * a duplicate only if it has the same code units as another key of its object, and keys that differ
 * only in Unicode normalization are two members. (The Swift runtime's objects are dictionaries that
 * hold one member per canonically equivalent key, the later one; a Kotlin `Map` has no such limit.)
 *
 * A reader holds no state between texts and may be shared between threads.
 */
public class JsonReader(
    /** The bounds this reader enforces. */
    public val limits: Limits = Limits(),
) {
    /** Parses the UTF-8 JSON text in [length] bytes of [bytes] from [offset]; error offsets count from [offset]. */
    public fun read(bytes: ByteArray, offset: Int = 0, length: Int = bytes.size - offset): JsonValue {
        require(offset >= 0 && length >= 0 && offset <= bytes.size - length) { "range $offset+$length outside ${bytes.size} bytes" }
        if (length > limits.maxBytes) {
            throw JsonReadException.at(limits.maxBytes, JsonReadException.Kind.InputTooLarge(limits.maxBytes), bytes, offset)
        }
        return JsonParser(bytes, offset, length, limits.maxDepth).parseDocument()
    }

    /**
     * Parses JSON text, such as a message a WebView delivered; offsets in errors count the text's
     * UTF-8 bytes. An unpaired surrogate, which a `String` can hold and UTF-8 cannot, is rejected
     * as invalid UTF-8 where it stands.
     */
    public fun read(text: String): JsonValue = read(Utf8.bytesKeepingSurrogates(text))

    /**
     * How much input a reader accepts. The page is not trusted: these keep a hostile or broken
     * message from costing more than it should. The defaults are the Swift runtime's.
     */
    public class Limits(
        /** The most bytes a text may have. The default, 64 MiB, leaves room for a large photo as base64. */
        public val maxBytes: Int = 64 shl 20,
        maxDepth: Int = 64,
    ) {
        /**
         * How deep arrays and objects may nest: `[1]` and `{"a":1}` need 1, `[[1]]` needs 2. The
         * default is 64, far beyond any bridge message; a larger value than [MAX_DEPTH_CEILING] is
         * lowered to it, and this is the value enforced and named in errors.
         */
        public val maxDepth: Int = minOf(maxDepth, MAX_DEPTH_CEILING)

        /** Whether [other] enforces the same bounds. */
        override fun equals(other: Any?): Boolean = other is Limits && other.maxBytes == maxBytes && other.maxDepth == maxDepth

        /** A hash of the bounds. */
        override fun hashCode(): Int = 31 * maxBytes + maxDepth

        /** For example `Limits(maxBytes=67108864, maxDepth=64)`. */
        override fun toString(): String = "Limits(maxBytes=$maxBytes, maxDepth=$maxDepth)"

        /** The ceiling on every reader's depth. */
        public companion object {
            /**
             * The deepest nesting any reader accepts, whatever [maxDepth] asks for: the Swift
             * runtime's ceiling, so both hosts refuse the same messages. Comparing, hashing and
             * writing a [JsonValue] recurse once per level; 256 levels stay far within the smallest
             * thread stacks an Android app runs on.
             */
            public const val MAX_DEPTH_CEILING: Int = 256
        }
    }
}
