package com.gbg.bridge.runtime

import java.io.File
import java.text.Normalizer

/**
 * The Kotlin side of the differential test (Tests/KotlinRuntimeTests/DifferentialTests.swift):
 * reads cases, one a line, `json BASE64` or `base64 BASE64` (the input's bytes, base64-encoded so any
 * byte survives the file), and prints one verdict a line in the order of the cases:
 *
 *     accept TEXT              the JSON value as the writer writes it
 *     accept BASE64            the decoded bytes, for a base64 case
 *     reject OFFSET MESSAGE    the error's offset and message
 *
 * The Swift side prints the same for its reader, writer and decoder; the test requires the same lines.
 */
object VerdictMain {
    @JvmStatic fun main(arguments: Array<String>) {
        val output = StringBuilder()
        val transport = java.util.Base64.getDecoder()
        for (line in File(arguments[0]).readLines()) {
            val (mode, encoded) = line.split(' ', limit = 2)
            val input = transport.decode(encoded)
            output.append(if (mode == "json") jsonVerdict(input) else base64Verdict(input)).append('\n')
        }
        System.out.write(output.toString().toByteArray(Charsets.UTF_8))
        System.out.flush()
    }

    private fun jsonVerdict(input: ByteArray): String = try {
        "accept " + JsonWriter().apply { value(asSwiftHolds(JsonReader().read(input))) }.toString()
    } catch (error: JsonReadException) {
        "reject ${error.offset} ${error.message}"
    }

    private fun base64Verdict(input: ByteArray): String = try {
        "accept " + java.util.Base64.getEncoder().encodeToString(Base64.decode(input))
    } catch (error: Base64DecodingException) {
        "reject ${error.offset} ${error.message}"
    }

    /**
     * The value as the Swift runtime holds it: the one documented difference. Its objects are
     * dictionaries whose keys are equal when canonically equivalent, so of two keys that differ only
     * in normalization it keeps the later member, its own key and value; this reader keeps both, as
     * JavaScript does. Everything else must be the same.
     */
    private fun asSwiftHolds(value: JsonValue): JsonValue = when (value) {
        is JsonArray -> JsonArray(value.elements.map(::asSwiftHolds))
        is JsonObject -> {
            val byEquivalence = LinkedHashMap<String, Pair<String, JsonValue>>()
            for ((key, member) in value.members) {
                val canonical = Normalizer.normalize(key, Normalizer.Form.NFC)
                byEquivalence.remove(canonical)
                byEquivalence[canonical] = key to asSwiftHolds(member)
            }
            JsonObject(byEquivalence.values.toMap())
        }
        else -> value
    }
}
