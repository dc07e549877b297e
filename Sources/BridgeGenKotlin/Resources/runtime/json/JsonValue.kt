package com.gbg.bridge.runtime

/**
 * A JSON value as the bridge sees it: what [JsonReader] reads and what [JsonWriter.value] writes.
 *
 * Numbers are `Double`s, as in the JavaScript peer on the other side of the bridge, so integers are
 * exact only up to 2^53 in magnitude. Strings are compared by their UTF-16 code units, as RFC 8259
 * and JavaScript compare them, so keys that differ only in Unicode normalization are two keys.
 * `toString()` is the value as compact JSON, exactly as [JsonWriter.value] writes it.
 */
public sealed interface JsonValue

/** `null`. */
public data object JsonNull : JsonValue {
    /** `null`. */
    override fun toString(): String = "null"
}

/** `true` or `false`. */
public class JsonBoolean private constructor(
    /** The boolean. */
    public val value: Boolean,
) : JsonValue {
    /** `true` or `false`. */
    override fun toString(): String = if (value) "true" else "false"

    /** The two values, shared: a boolean has nothing else to hold. */
    public companion object {
        /** `true`. */
        @JvmField public val TRUE: JsonBoolean = JsonBoolean(true)

        /** `false`. */
        @JvmField public val FALSE: JsonBoolean = JsonBoolean(false)

        /** [TRUE] or [FALSE]. */
        @JvmStatic public fun of(value: Boolean): JsonBoolean = if (value) TRUE else FALSE
    }
}

/**
 * A number. Equal as `Double`s are equal (`0.0 == -0.0`), as in the Swift runtime; the reader never
 * makes NaN or an infinity, and the writer writes them as `null`, as `JSON.stringify` does.
 */
public class JsonNumber(
    /** The number. */
    public val value: Double,
) : JsonValue {
    /** Whether [other] is a number with an equal value. */
    override fun equals(other: Any?): Boolean = other is JsonNumber && other.value == value

    /** The same for `0.0` and `-0.0`, which are equal. */
    override fun hashCode(): Int = (value + 0.0).hashCode()

    /** The number as the writer writes it. */
    override fun toString(): String = JsonWriter().apply { number(value) }.toString()
}

/** A string of Unicode text. */
public data class JsonString(
    /** The text. */
    public val value: String,
) : JsonValue {
    /** The string as the writer writes it, in quotes and escaped. */
    override fun toString(): String = JsonWriter().apply { string(value) }.toString()
}

/** An ordered list of values. */
public data class JsonArray(
    /** The elements, in order. */
    public val elements: List<JsonValue>,
) : JsonValue {
    /** An array of [elements]. */
    public constructor(vararg elements: JsonValue) : this(elements.asList())

    /** The array as compact JSON. */
    override fun toString(): String = JsonWriter().apply { value(this@JsonArray) }.toString()
}

/**
 * An unordered set of uniquely named members. The reader keeps them in the order of the text;
 * equality ignores the order, and the writer orders keys by their UTF-8 bytes, so the same value
 * always gives the same text.
 */
public data class JsonObject(
    /** The members by their keys. */
    public val members: Map<String, JsonValue>,
) : JsonValue {
    /** An object of [members]; a key given twice is an error, as no JSON object the bridge handles repeats one. */
    public constructor(vararg members: Pair<String, JsonValue>) : this(uniqueMembers(members))

    /** The object as compact JSON, keys in the order of their UTF-8 bytes. */
    override fun toString(): String = JsonWriter().apply { value(this@JsonObject) }.toString()

    private companion object {
        fun uniqueMembers(members: Array<out Pair<String, JsonValue>>): Map<String, JsonValue> {
            val map = LinkedHashMap<String, JsonValue>(members.size * 2)
            for ((key, member) in members) {
                require(map.put(key, member) == null) { "JsonObject given the key \"$key\" twice" }
            }
            return map
        }
    }
}
