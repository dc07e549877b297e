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

/**
 * Checks a value against a type of the generated JSON Schema (Generated/schema): the keywords its
 * types use (type, properties, required, additionalProperties, items, enum, const, anyOf, \$ref,
 * pattern, minLength, minimum), and fills in the defaults of absent fields, as the typed decoders
 * and encoders of generated code do. The runner's stand-in for generated types until the Kotlin
 * generator writes them (issue 28, item 1).
 */
class SchemaCheck(private val definitions: JSONObject) {
    /** What is wrong with [value] as the type at [reference] (`#/$defs/Name`), or null. */
    fun problem(value: JsonValue?, reference: String, path: String = "data"): String? =
        problem(value ?: JsonObject(emptyMap()), definition(reference), path)

    private fun definition(reference: String): JSONObject = definitions.getJSONObject(reference.removePrefix("#/\$defs/"))

    private fun problem(value: JsonValue, schema: JSONObject, path: String): String? {
        if (schema.has("\$ref")) problem(value, definition(schema.getString("\$ref")), path)?.let { return it }
        if (schema.has("anyOf")) {
            val options = schema.getJSONArray("anyOf")
            val problems = (0 until options.length()).map { problem(value, options.getJSONObject(it), path) }
            if (problems.none { it == null }) return problems.first()
        }
        if (schema.has("const") && !same(value, schema.get("const"))) return "$path: expected ${schema.get("const")}"
        if (schema.has("enum")) {
            val cases = schema.getJSONArray("enum")
            if ((0 until cases.length()).none { same(value, cases.get(it)) }) return "$path: not one of $cases"
        }
        if (schema.has("type")) typeProblem(value, schema.getString("type"), path)?.let { return it }
        if (value is JsonString) {
            if (schema.has("minLength") && value.value.length < schema.getInt("minLength")) return "$path: too short"
            if (schema.has("pattern") && !Regex(schema.getString("pattern")).containsMatchIn(value.value)) return "$path: does not match ${schema.getString("pattern")}"
        }
        if (value is JsonNumber && schema.has("minimum") && value.value < schema.getDouble("minimum")) return "$path: below ${schema.get("minimum")}"
        if (value is JsonObject) {
            val properties = schema.optJSONObject("properties") ?: JSONObject()
            val required = schema.optJSONArray("required") ?: JSONArray()
            for (index in 0 until required.length()) {
                val key = required.getString(index)
                if (value.members[key].let { it == null || it === JsonNull }) return "$path.$key: missing"
            }
            for ((key, member) in value.members) {
                val property = properties.optJSONObject(key)
                if (property != null) {
                    // A null optional field is absent, as the decoders read it.
                    if (member === JsonNull && !isRequired(required, key)) continue
                    problem(member, property, "$path.$key")?.let { return it }
                } else {
                    val additional = schema.opt("additionalProperties")
                    if (additional == false) return "$path.$key: not a field"
                    if (additional is JSONObject) problem(member, additional, "$path.$key")?.let { return it }
                }
            }
        }
        if (value is JsonArray && schema.has("items")) {
            value.elements.forEachIndexed { index, element -> problem(element, schema.getJSONObject("items"), "$path[$index]")?.let { return it } }
        }
        return null
    }

    private fun isRequired(required: JSONArray, key: String) = (0 until required.length()).any { required.getString(it) == key }

    private fun typeProblem(value: JsonValue, type: String, path: String): String? {
        val fits = when (type) {
            "object" -> value is JsonObject
            "array" -> value is JsonArray
            "string" -> value is JsonString
            "boolean" -> value is JsonBoolean
            "number" -> value is JsonNumber
            "integer" -> value is JsonNumber && value.value == Math.rint(value.value) && Math.abs(value.value) < 9.2e18
            "null" -> value === JsonNull
            else -> error("unknown type $type")
        }
        return if (fits) null else "$path: expected $type"
    }

    private fun same(value: JsonValue, expected: Any): Boolean = when (expected) {
        is String -> value is JsonString && value.value == expected
        is Number -> value is JsonNumber && value.value == expected.toDouble()
        is Boolean -> value is JsonBoolean && value.value == expected
        else -> false
    }

    /** The fields of the type at [reference] that may travel as blobs: bytes or a blob reference. */
    fun blobFields(reference: String): Set<String> {
        val properties = definition(reference).optJSONObject("properties") ?: return emptySet()
        return properties.keySet().filter { key ->
            val options = properties.getJSONObject(key).optJSONArray("anyOf") ?: return@filter false
            (0 until options.length()).any { options.getJSONObject(it).optString("\$ref") == "#/\$defs/BlobReference" }
        }.toSet()
    }

    /** [value] with the defaults of the fields it lacks, as a typed encoder writes it. */
    fun withDefaults(value: JsonValue, reference: String): JsonValue = withDefaults(value, definition(reference))

    private fun withDefaults(value: JsonValue, schema: JSONObject): JsonValue {
        if (schema.has("\$ref")) return withDefaults(value, definition(schema.getString("\$ref")))
        if (value !is JsonObject) return value
        val properties = schema.optJSONObject("properties") ?: return value
        val members = LinkedHashMap(value.members)
        for (key in properties.keys()) {
            val property = properties.getJSONObject(key)
            val member = members[key]
            if (member == null && property.has("default")) members[key] = Json.toRuntime(property.get("default"))
            else if (member != null) members[key] = withDefaults(member, property)
        }
        return JsonObject(members)
    }
}
