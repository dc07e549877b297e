package com.gbg.bridge.conformance

import org.json.JSONObject
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import java.io.File
import java.nio.file.Files

/** The runner itself: it reads strictly, and it fails a host that does not do what a scenario says. */
class ConformanceRunnerTests {
    private fun scenarios(vararg lines: String): List<Scenario> {
        val folder = Files.createTempDirectory("conformance").toFile()
        try {
            File(folder, "test.jsonl").writeText(lines.joinToString("\n"))
            return Scenario.library(folder)
        } finally {
            folder.deleteRecursively()
        }
    }

    private fun failure(vararg lines: String): String {
        val scenario = scenarios(*lines).single()
        try {
            ScenarioRun(scenario).run()
        } catch (failure: StepFailure) {
            return failure.message ?: ""
        }
        fail("the scenario passed")
        error("unreachable")
    }

    private val header = """{"scenario":"runner.test","description":"A test of the runner."}"""
    private val query = """{"page":{"version":"${'$'}version","correlationId":"q1","type":"request","timestamp":1700000000000,"payload":{"action":"capability.query","data":{}}}}"""

    @Test fun aWrongExpectationFailsNamingItsLine() {
        val message = failure(header, query, """{"receive":{"version":"${'$'}version","correlationId":"q1","type":"response","timestamp":"${'$'}timestamp","payload":{"action":"capability.query","status":"error"}}}""")
        assertTrue(message, message.startsWith("test.jsonl:3:"))
    }

    @Test fun aMessageNobodyExpectedFailsTheScenario() {
        val message = failure(header, query)
        assertTrue(message, message.contains("more than the scenario expects"))
    }

    @Test fun anUnexpectedProblemFailsTheScenario() {
        val message = failure(header, """{"pageText":"not json"}""")
        assertTrue(message, message.contains("problems the scenario does not expect"))
    }

    @Test fun idsBindOnceAndNeverTwoNamesToOneString() {
        val pattern = Pattern("1.1", "android")
        assertTrue(pattern.match("\$id:a", "x").isEmpty())
        assertTrue(pattern.match("\$id:a", "x").isEmpty())
        assertEquals(1, pattern.match("\$id:a", "y").size)
        assertEquals(1, pattern.match("\$id:b", "x").size)
        assertEquals("x", pattern.resolve("\$id:a"))
        assertEquals("\$literal", pattern.resolve("\$\$literal"))
        // A match that fails binds nothing, not even the names it took before the difference.
        val message = JSONObject().put("id", "z").put("n", 1)
        assertEquals(1, pattern.match(JSONObject().put("id", "\$id:c").put("n", 2), message).size)
        assertTrue(pattern.match("\$id:d", "z").isEmpty())
    }

    @Test fun recordedDataIsComparedWithTheHistory() {
        val ask = """{"page":{"version":"1.1","correlationId":"p1","type":"request","timestamp":1,"payload":{"action":"consent.ask","data":{"reason":"kyc"}}}}"""
        assertTrue(failure(header, ask, """{"recorded":"p1","data":{}}""").startsWith("test.jsonl:3:"))
        assertTrue(failure(header, ask, """{"recorded":"p2","data":{"reason":"kyc"}}""").startsWith("test.jsonl:3:"))
        assertTrue(failure(header, ask, """{"recorded":"p1"}""").contains("'recorded' needs 'data'"))
    }

    @Test fun unknownStepsAndArgumentsAreRefused() {
        for (line in listOf("""{"teleport":true}""", """{"receiveNothing":true,"extra":1}""")) {
            try {
                scenarios(header, line)
                fail("accepted $line")
            } catch (expected: IllegalArgumentException) {
                assertTrue(expected.message!!.startsWith("test.jsonl:2:"))
            }
        }
    }
}
