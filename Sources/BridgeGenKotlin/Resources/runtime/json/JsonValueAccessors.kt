// Accessors that return null instead of throwing, for host code that pokes at untyped data
// (generated code decodes typed values instead, and says what was wrong and where).
package com.gbg.bridge.runtime

/** The member named exactly [key], code unit for code unit; null when absent or when this is not an object. */
public operator fun JsonValue.get(key: String): JsonValue? = (this as? JsonObject)?.members?.get(key)

/** The element at [index]; null when out of bounds or when this is not an array. */
public operator fun JsonValue.get(index: Int): JsonValue? = (this as? JsonArray)?.elements?.getOrNull(index)

/** Whether this is `null`. */
public val JsonValue.isNull: Boolean get() = this === JsonNull

/** The text, if this is a string. */
public val JsonValue.stringValue: String? get() = (this as? JsonString)?.value

/** The number, if this is a number. */
public val JsonValue.doubleValue: Double? get() = (this as? JsonNumber)?.value

/**
 * The number as a `Long`, only if it is a whole number that a `Long` holds exactly (so null for
 * `1.5` and for `1e300`), like the Swift runtime's `intValue`.
 */
public val JsonValue.longValue: Long?
    get() {
        val number = doubleValue ?: return null
        // 2^63 is the first double beyond Long; every double below it in magnitude converts exactly
        // once it has no fraction.
        if (number != Math.rint(number) || number >= TWO_TO_THE_63 || number < -TWO_TO_THE_63) return null
        return number.toLong()
    }

/** The boolean, if this is `true` or `false`. */
public val JsonValue.booleanValue: Boolean? get() = (this as? JsonBoolean)?.value

/** The elements, if this is an array. */
public val JsonValue.arrayValue: List<JsonValue>? get() = (this as? JsonArray)?.elements

/** The members, if this is an object. */
public val JsonValue.objectValue: Map<String, JsonValue>? get() = (this as? JsonObject)?.members

private const val TWO_TO_THE_63 = 9.223372036854775808E18
