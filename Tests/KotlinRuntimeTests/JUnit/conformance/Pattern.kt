package com.gbg.bridge.conformance

import org.json.JSONArray
import org.json.JSONObject

/**
 * Matches what the page or the app saw against a scenario's pattern, and resolves what the page
 * sends (README, "Matching"). `$id:NAME` binds a name to a string on first sight; two names are
 * never the same string.
 */
class Pattern(private val version: String, private val environment: String) {
    private val bindings = HashMap<String, String>()

    /**
     * The differences between [expected] and [actual], empty when they match. [listedOnly] compares
     * only the keys the pattern lists at the top. The `$id` values it took are kept only when
     * nothing differs, as the Swift runner keeps them: a failed match binds nothing.
     */
    fun match(expected: Any, actual: Any?, listedOnly: Boolean = false): List<String> {
        val before = HashMap(bindings)
        val differences = ArrayList<String>()
        match(expected, actual, "", listedOnly, differences)
        if (differences.isNotEmpty()) {
            bindings.clear()
            bindings.putAll(before)
        }
        return differences
    }

    private fun match(expected: Any, actual: Any?, path: String, listedOnly: Boolean, differences: MutableList<String>) {
        val at = path.ifEmpty { "the message" }
        if (expected is String && expected.startsWith("$") && !expected.startsWith("$$")) {
            val ok = when {
                expected == "\$any" -> actual != null
                expected == "\$absent" -> actual == null
                expected == "\$string" -> actual is String
                expected == "\$integer" -> actual is Number && actual.toDouble() == Math.rint(actual.toDouble())
                expected == "\$boolean" -> actual is Boolean
                expected == "\$timestamp" -> actual is Number && actual.toDouble() == Math.rint(actual.toDouble()) && actual.toDouble() >= 0
                expected == "\$version" -> actual == version
                expected == "\$environment" -> actual == environment
                expected.startsWith("\$id:") -> bind(expected.removePrefix("\$id:"), actual)
                else -> throw IllegalArgumentException("unknown placeholder $expected")
            }
            if (!ok) differences.add("$at: expected $expected, got ${describe(actual)}")
            return
        }
        when (expected) {
            is JSONObject -> {
                if (actual !is JSONObject) return differences.add("$at: expected an object, got ${describe(actual)}").let {}
                for (key in expected.keys()) {
                    val want = expected.get(key)
                    val got = if (actual.has(key)) actual.get(key) else null
                    if (got == null && want != "\$absent") differences.add("$path.$key: missing")
                    else match(want, got, "$path.$key", false, differences)
                }
                if (!listedOnly) for (key in actual.keys()) if (!expected.has(key)) differences.add("$path.$key: not expected")
            }
            is JSONArray -> {
                if (actual !is JSONArray || actual.length() != expected.length()) {
                    return differences.add("$at: expected ${expected.length()} elements, got ${describe(actual)}").let {}
                }
                for (index in 0 until expected.length()) match(expected.get(index), actual.get(index), "$path[$index]", false, differences)
            }
            is Number -> if (actual !is Number || actual.toDouble() != expected.toDouble()) differences.add("$at: expected $expected, got ${describe(actual)}")
            is String -> {
                val literal = if (expected.startsWith("$$")) expected.substring(1) else expected
                if (actual != literal) differences.add("$at: expected \"$literal\", got ${describe(actual)}")
            }
            else -> if (expected != actual) differences.add("$at: expected $expected, got ${describe(actual)}")
        }
    }

    private fun bind(name: String, actual: Any?): Boolean {
        if (actual !is String || actual.isEmpty()) return false
        val bound = bindings[name]
        if (bound != null) return bound == actual
        if (bindings.values.contains(actual)) return false
        bindings[name] = actual
        return true
    }

    private fun describe(value: Any?): String = if (value == null) "nothing" else Json.write(value)

    /** [template] with `$version`, bound `$id:NAME` and `$$…` replaced: what the page sends. */
    fun resolve(template: Any): Any = when (template) {
        is JSONObject -> JSONObject().also { copy -> for (key in template.keys()) copy.put(key, resolve(template.get(key))) }
        is JSONArray -> JSONArray().also { copy -> for (index in 0 until template.length()) copy.put(resolve(template.get(index))) }
        is String -> when {
            template.startsWith("$$") -> template.substring(1)
            template == "\$version" -> version
            template.startsWith("\$id:") -> bindings[template.removePrefix("\$id:")] ?: throw IllegalArgumentException("$template is not bound yet")
            template.startsWith("$") -> throw IllegalArgumentException("the placeholder $template cannot be sent")
            else -> template
        }
        else -> template
    }
}
