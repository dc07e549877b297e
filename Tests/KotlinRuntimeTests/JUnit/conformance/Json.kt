package com.gbg.bridge.conformance

import com.gbg.bridge.runtime.JsonArray
import com.gbg.bridge.runtime.JsonBoolean
import com.gbg.bridge.runtime.JsonNull
import com.gbg.bridge.runtime.JsonNumber
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.runtime.JsonString
import com.gbg.bridge.runtime.JsonValue
import org.json.JSONArray
import org.json.JSONObject
import org.json.JSONTokener

/**
 * The runner reads scenarios and what the host sends with a JSON library of its own, org.json
 * (Android's), not the host's reader, so that a bug in one is not hidden by the other (README,
 * "Plugging in a new host"). Values are org.json's: JSONObject, JSONArray, String, Number,
 * Boolean and JSONObject.NULL.
 */
object Json {
    /** Reads one JSON text; throws on anything else. */
    fun read(text: String): Any {
        val tokener = JSONTokener(text)
        val value = tokener.nextValue()
        require(tokener.nextClean() == 0.toChar()) { "text after the JSON value" }
        return value
    }

    /** Writes a value as compact JSON. */
    fun write(value: Any): String = when (value) {
        is JSONObject, is JSONArray -> value.toString()
        else -> JSONArray().put(value).toString().let { it.substring(1, it.length - 1) }
    }

    /** An org.json value as the runtime's, for what the app hands the host. */
    fun toRuntime(value: Any?): JsonValue = when (value) {
        null, JSONObject.NULL -> JsonNull
        is JSONObject -> JsonObject(value.keys().asSequence().associateWith { toRuntime(value.get(it)) })
        is JSONArray -> JsonArray((0 until value.length()).map { toRuntime(value.get(it)) })
        is String -> JsonString(value)
        is Boolean -> JsonBoolean.of(value)
        is Number -> JsonNumber(value.toDouble())
        else -> error("not a JSON value: $value")
    }

    /** A value the host holds (its history's data) as org.json's, built member by member, not read with the host's reader. */
    fun fromRuntime(value: JsonValue): Any = when (value) {
        is JsonNull -> JSONObject.NULL
        is JsonObject -> JSONObject().also { json -> for ((key, member) in value.members) json.put(key, fromRuntime(member)) }
        is JsonArray -> JSONArray().also { json -> for (element in value.elements) json.put(fromRuntime(element)) }
        is JsonString -> value.value
        is JsonBoolean -> value.value
        is JsonNumber -> value.value
    }

    /** An object's members, in the order org.json keeps them. */
    fun members(value: JSONObject): List<Pair<String, Any>> = value.keys().asSequence().map { it to value.get(it) }.toList()
}
