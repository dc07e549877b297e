package com.gbg.bridge.runtime

/**
 * An object key encoded ahead of time: its quotes, escapes and colon, ready to be copied into the
 * text by [JsonWriter.key] in one piece. Generated encoders keep one per field, as the Swift
 * runtime's write each field's key as fixed text; a key written from a `String` is checked for
 * escapes every time.
 */
public class JsonKey internal constructor(
    /** `"name":` as UTF-8, escaped as [JsonWriter.string] escapes. */
    internal val quoted: ByteArray,
    /** Whether [quoted] is all ASCII, as nearly every key is. */
    internal val isASCII: Boolean,
) {
    /** Encodes keys. */
    public companion object {
        /** The key [name], encoded. */
        @JvmStatic public fun of(name: String): JsonKey = text { key(name) }

        /**
         * Any text [write] writes, encoded once, for [JsonWriter.key] to copy in one piece: several
         * members of an envelope that are the same in every message, up to a key's colon.
         */
        internal fun text(write: JsonWriter.() -> Unit): JsonKey {
            val writer = JsonWriter(32).apply(write)
            return JsonKey(writer.toByteArray(), writer.isASCII)
        }
    }
}
