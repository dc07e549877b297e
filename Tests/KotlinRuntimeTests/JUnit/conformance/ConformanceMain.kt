package com.gbg.bridge.conformance

import java.io.File

/**
 * Runs every scenario of Tests/Conformance against the Kotlin host and prints one line per
 * scenario, which `KotlinConformanceTests` reads: `PASS name`, `SKIP name<TAB>reason`,
 * `KNOWN name<TAB>reason`, `FIXED name` (a known failure that passes) or `FAIL name<TAB>why`, with
 * line breaks in the text as `\n`. `java … ConformanceMain <repository> [name…]`.
 */
fun main(arguments: Array<String>) {
    val repository = File(arguments[0])
    val only = arguments.drop(1).toSet()
    val scenarios = Scenario.library(File(repository, "Tests/Conformance")).filter { only.isEmpty() || it.name in only }
    fun line(verdict: String, scenario: Scenario, text: String = "") =
        println("$verdict ${scenario.name}" + if (text.isEmpty()) "" else "\t" + text.replace("\\", "\\\\").replace("\n", "\\n"))
    for (scenario in scenarios) {
        val known = KnownFailures.kotlinHost[scenario.name]
        try {
            ScenarioRun(scenario).run()
            if (known != null) line("FIXED", scenario) else line("PASS", scenario)
        } catch (skipped: Skipped) {
            line("SKIP", scenario, skipped.message ?: "")
        } catch (failure: Throwable) {
            val why = if (failure is StepFailure) failure.message ?: "" else "${scenario.location}: $failure\n" + failure.stackTrace.take(8).joinToString("\n") { "    at $it" }
            if (known != null) line("KNOWN", scenario, "$known\n$why") else line("FAIL", scenario, why)
        }
    }
}
