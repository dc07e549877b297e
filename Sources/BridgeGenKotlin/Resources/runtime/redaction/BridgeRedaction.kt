package com.gbg.bridge.runtime

/**
 * Where a message's data holds values of `sensitive` fields, which the host keeps out of its
 * history and its observer's copy of each message. Generated protocols build one per action or
 * event whose data has such fields, directly or inside its fields' types
 * ([BridgeProtocol.redaction]).
 *
 * ```kotlin
 * // NFCReadRequest: `mrz` is sensitive; `holder` is a Person, whose `name` is.
 * BridgeRedaction.members("mrz" to BridgeRedaction.Value, "holder" to BridgeRedaction.members("name" to BridgeRedaction.Value))
 * ```
 */
@BridgeGeneratedApi
public sealed class BridgeRedaction {
    /** [value] with every sensitive value replaced by [PLACEHOLDER]. */
    public abstract fun redact(value: JsonValue): JsonValue

    /** The whole value is sensitive. */
    public data object Value : BridgeRedaction() {
        /** The placeholder, whatever [value] is. */
        override fun redact(value: JsonValue): JsonValue = PLACEHOLDER_VALUE
    }

    /** Some members of an object are, each as its redaction says. */
    public class Members(
        /** The redaction of each member with sensitive values, by key. */
        public val members: Map<String, BridgeRedaction>,
    ) : BridgeRedaction() {
        /** Another shape than an object is left alone: it did not decode, and only a member named here is ever replaced. */
        override fun redact(value: JsonValue): JsonValue {
            if (value !is JsonObject) return value
            if (members.keys.none { it in value.members }) return value
            val redacted = LinkedHashMap(value.members)
            for ((key, redaction) in members) {
                val member = redacted[key] ?: continue
                redacted[key] = redaction.redact(member)
            }
            return JsonObject(redacted)
        }
    }

    /** Each element of an array, or each value of a map, as [element] says. */
    public class Each(
        /** The redaction of every element. */
        public val element: BridgeRedaction,
    ) : BridgeRedaction() {
        /** Each element or member redacted; another shape than an array or an object is left alone. */
        override fun redact(value: JsonValue): JsonValue = when (value) {
            is JsonArray -> JsonArray(value.elements.map(element::redact))
            is JsonObject -> JsonObject(value.members.mapValuesTo(LinkedHashMap(value.members.size * 2)) { element.redact(it.value) })
            else -> value
        }
    }

    /** The placeholder, and a short way to build [Members]. */
    public companion object {
        /** What a sensitive value becomes: a string, so that the redacted message is still JSON. The Swift host's. */
        public const val PLACEHOLDER: String = "<redacted>"

        private val PLACEHOLDER_VALUE = JsonString(PLACEHOLDER)

        /** [Members] of these keys and redactions. */
        @JvmStatic public fun members(vararg members: Pair<String, BridgeRedaction>): BridgeRedaction = Members(mapOf(*members))
    }
}
