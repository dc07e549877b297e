package com.gbg.bridge.runtime

/**
 * What generated decoders read typed values with: each function takes a JSON value and the path it
 * was found at, and returns the value typed or throws [BridgeDecodingException]. The limits a spec
 * sets on fields are checked here too, with the Swift runtime's words (`BridgeLimits`).
 */
@BridgeGeneratedApi
public object JsonDecoding {
    private val empty = JsonObject(emptyMap())

    /** The path of member [key] under [path]. */
    @JvmStatic public fun child(path: String, key: String): String = if (path.isEmpty()) key else "$path.$key"

    /** The path of element [index] under [path]. */
    @JvmStatic public fun element(path: String, index: Int): String = "$path[$index]"

    /** An object; absent data ([value] null) reads as `{}`, as pages before 1.1 send it. */
    @JvmStatic public fun objectValue(value: JsonValue?, path: String): JsonObject = when (value) {
        null -> empty
        is JsonObject -> value
        else -> throw mismatch("an object", value, path)
    }

    /** The member [key] of [members], which the type requires. */
    @JvmStatic public fun required(members: JsonObject, key: String, path: String): JsonValue =
        members.members[key] ?: throw BridgeDecodingException(child(path, key), "the member is missing")

    /** The member [key] of [members], or null when absent; `null` itself is refused unless [nullable]. */
    @JvmStatic public fun optional(members: JsonObject, key: String, path: String, nullable: Boolean): JsonValue? {
        val value = members.members[key] ?: return null
        if (value === JsonNull && !nullable) throw BridgeDecodingException(child(path, key), "null is not allowed here")
        return value
    }

    /** Whether [value] is `null` where the type allows it; `null` where it does not is refused. */
    @JvmStatic public fun isNull(value: JsonValue, path: String, nullable: Boolean): Boolean {
        if (value !== JsonNull) return false
        if (!nullable) throw BridgeDecodingException(path, "null is not allowed here")
        return true
    }

    /** A string. */
    @JvmStatic public fun string(value: JsonValue, path: String): String =
        (value as? JsonString)?.value ?: throw mismatch("a string", value, path)

    /** A whole number a `Long` holds exactly. */
    @JvmStatic public fun integer(value: JsonValue, path: String): Long =
        value.longValue ?: throw mismatch("an integer", value, path)

    /** A number. */
    @JvmStatic public fun number(value: JsonValue, path: String): Double =
        (value as? JsonNumber)?.value ?: throw mismatch("a number", value, path)

    /** `true` or `false`. */
    @JvmStatic public fun boolean(value: JsonValue, path: String): Boolean =
        (value as? JsonBoolean)?.value ?: throw mismatch("a boolean", value, path)

    /** Bytes, as base64 text. */
    @JvmStatic public fun bytes(value: JsonValue, path: String): ByteArray {
        val text = string(value, path)
        return try {
            Base64.decode(text)
        } catch (error: Base64DecodingException) {
            throw BridgeDecodingException(path, "the text is not base64")
        }
    }

    /** An array, each element read by [read] with its path. */
    @JvmStatic public inline fun <T> list(value: JsonValue, path: String, read: (JsonValue, String) -> T): List<T> {
        val elements = (value as? JsonArray)?.elements ?: throw mismatch("an array", value, path)
        val list = ArrayList<T>(elements.size)
        for (index in elements.indices) list.add(read(elements[index], element(path, index)))
        return list
    }

    /** An object of any keys, each member read by [read] with its path. */
    @JvmStatic public inline fun <T> map(value: JsonValue, path: String, read: (JsonValue, String) -> T): Map<String, T> {
        val members = (value as? JsonObject)?.members ?: throw mismatch("an object", value, path)
        val map = LinkedHashMap<String, T>(members.size * 2)
        for ((key, item) in members) map[key] = read(item, child(path, key))
        return map
    }

    /** The tag of a union's object [members]: the string member [key], which every case has. */
    @JvmStatic public fun tag(members: JsonObject, key: String, path: String): String =
        string(required(members, key, path), child(path, key))

    /** A union's [tag] that none of its [known] tags is, in a union that refuses what it does not know. */
    @JvmStatic public fun unknownTag(tag: String, known: List<String>, key: String, path: String): BridgeDecodingException =
        BridgeDecodingException(
            child(path, key), "expected one of ${known.joinToString(", ") { JsonString(it).toString() }}, found ${JsonString(tag)}")

    /** A value the spec's closed set does not list. */
    @JvmStatic public fun unknownValue(path: String): BridgeDecodingException =
        BridgeDecodingException(path, "the value is not one the spec lists")

    /** A number outside [minimum] and [maximum], both inclusive. */
    @JvmStatic public fun checkRange(value: Double, minimum: Double?, maximum: Double?, path: String) {
        if (minimum != null && value < minimum) throw BridgeDecodingException(path, "the value is below the minimum of ${JsonNumber(minimum)}")
        if (maximum != null && value > maximum) throw BridgeDecodingException(path, "the value is above the maximum of ${JsonNumber(maximum)}")
    }

    /** A string with fewer than [minLength] or more than [maxLength] Unicode code points. */
    @JvmStatic public fun checkLength(value: String, minLength: Int?, maxLength: Int?, path: String) {
        val length = value.codePointCount(0, value.length)
        if (minLength != null && length < minLength) {
            throw BridgeDecodingException(path, "the text has $length characters, fewer than the minimum of $minLength")
        }
        if (maxLength != null && length > maxLength) {
            throw BridgeDecodingException(path, "the text has $length characters, more than the maximum of $maxLength")
        }
    }

    /** An array with fewer than [minItems] or more than [maxItems] elements. */
    @JvmStatic public fun checkItems(value: List<*>, minItems: Int?, maxItems: Int?, path: String) {
        if (minItems != null && value.size < minItems) {
            throw BridgeDecodingException(path, "the array has ${value.size} items, fewer than the minimum of $minItems")
        }
        if (maxItems != null && value.size > maxItems) {
            throw BridgeDecodingException(path, "the array has ${value.size} items, more than the maximum of $maxItems")
        }
    }

    /** Runs [decode]: null when it decodes, else what was wrong, for `checkRequest` and its kind. */
    @JvmStatic public inline fun problem(decode: () -> Unit): String? = try {
        decode()
        null
    } catch (error: BridgeDecodingException) {
        error.message
    }

    /**
     * The page's event [name] typed by [decode], or what is wrong with its data, for
     * `decodeIncomingEvent`.
     */
    @JvmStatic public inline fun event(name: String, decode: () -> Any): BridgeDecodedEvent = try {
        BridgeDecodedEvent(decode(), null)
    } catch (error: BridgeDecodingException) {
        BridgeDecodedEvent(null, "The $name event's data does not match its type: ${error.message}")
    }

    /** A value of the wrong JSON type. */
    @PublishedApi
    internal fun mismatch(expected: String, value: JsonValue, path: String): BridgeDecodingException {
        val found = when (value) {
            JsonNull -> "null"
            is JsonBoolean -> "a boolean"
            is JsonNumber -> "a number"
            is JsonString -> "a string"
            is JsonArray -> "an array"
            is JsonObject -> "an object"
        }
        return BridgeDecodingException(path, "expected $expected, found $found")
    }
}
