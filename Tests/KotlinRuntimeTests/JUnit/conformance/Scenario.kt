package com.gbg.bridge.conformance

import org.json.JSONObject
import java.io.File

/** One scenario of Tests/Conformance: its header, and its steps with their lines. */
class Scenario(val name: String, val file: String, val line: Int, val host: JSONObject?) {
    /** A step and the line it is on. */
    class Step(val line: Int, val json: JSONObject) {
        /** The step's key, one of [KEYS]. */
        val key: String get() = json.keys().asSequence().first { it in KEYS }
    }

    val steps = ArrayList<Step>()

    /** Where the scenario starts, for reports. */
    val location: String get() = "$file:$line"

    companion object {
        /** The step keys, and the arguments each takes (README, "Steps"). */
        val ARGUMENTS: Map<String, Set<String>> = mapOf(
            "page" to setOf(), "pageText" to setOf(), "navigate" to setOf(),
            "fetch" to setOf("origin", "mainFrame", "status", "body"),
            "app" to setOf("action", "answer", "capability", "version", "request", "status", "data", "error", "event", "permission", "state", "enabled"),
            "time" to setOf(), "receive" to setOf(), "receiveNothing" to setOf(), "problem" to setOf(), "appEvent" to setOf(),
            "pending" to setOf(), "history" to setOf(), "recorded" to setOf("data"),
        )
        val KEYS: Set<String> = ARGUMENTS.keys

        /** Every scenario below [folder], files in the order of their paths, scenarios in file order. */
        fun library(folder: File): List<Scenario> {
            val files = folder.walk().filter { it.isFile && it.name.endsWith(".jsonl") }.sortedBy { it.relativeTo(folder).path }
            val scenarios = ArrayList<Scenario>()
            for (file in files) {
                val name = file.relativeTo(folder).path
                var current: Scenario? = null
                file.readLines().forEachIndexed { index, text ->
                    val line = index + 1
                    val json = try {
                        Json.read(text) as JSONObject
                    } catch (error: Exception) {
                        throw IllegalArgumentException("$name:$line: not a JSON object: ${error.message}")
                    }
                    when {
                        json.has("generated") -> {}
                        json.has("scenario") -> {
                            val unknown = json.keySet() - setOf("scenario", "description", "host")
                            require(unknown.isEmpty()) { "$name:$line: unknown header keys $unknown" }
                            current = Scenario(json.getString("scenario"), name, line, json.optJSONObject("host")).also { scenarios.add(it) }
                        }
                        else -> {
                            val scenario = requireNotNull(current) { "$name:$line: a step before any scenario" }
                            val keys = json.keySet() - "note"
                            val stepKeys = keys.filter { it in KEYS }
                            require(stepKeys.size == 1) { "$name:$line: a step needs exactly one step key, it has $stepKeys" }
                            val extra = keys - stepKeys.toSet() - ARGUMENTS.getValue(stepKeys.single())
                            require(extra.isEmpty()) { "$name:$line: unknown arguments $extra of ${stepKeys.single()}" }
                            scenario.steps.add(Step(line, json))
                        }
                    }
                }
            }
            val duplicates = scenarios.groupBy { it.name }.filterValues { it.size > 1 }.keys
            require(duplicates.isEmpty()) { "scenario names used twice: $duplicates" }
            return scenarios
        }
    }
}
