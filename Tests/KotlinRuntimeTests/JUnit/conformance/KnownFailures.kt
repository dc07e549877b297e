package com.gbg.bridge.conformance

/**
 * Scenarios the Kotlin host fails today, by name, with why: each still runs, is reported as a
 * known failure, and fails the suite the day it passes, so the entry goes with the fix (README,
 * "Known failures").
 */
object KnownFailures {
    val kotlinHost: Map<String, String> = mapOf()
}
