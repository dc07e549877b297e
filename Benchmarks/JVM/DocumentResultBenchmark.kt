package com.gbg.bridge.benchmarks

import com.gbg.bridge.runtime.JsonWriter
import org.json.JSONObject

/**
 * An 8 MiB document capture result (image bytes, width, height, MIME type) encoded as the response
 * the page gets, against java.util.Base64 alone of the same bytes: the JSON part of target 1 of the
 * Swift suite, on the JVM. The host's round trip around it comes with the host kernel.
 */
object DocumentResultBenchmark {
    private val image = SampleMessages.imageBytes(8 shl 20)
    private val encoder = java.util.Base64.getEncoder()

    /** The response, written field by field as generated encoders will write it. */
    fun writeResponse(writer: JsonWriter): JsonWriter {
        writer.beginObject()
        writer.key(Keys.version); writer.string("1.0")
        writer.key(Keys.correlationId); writer.string("web-3f2a9c4e-8b1d-4e6f-a2c3-000000000001")
        writer.key(Keys.type); writer.string("response")
        writer.key(Keys.timestamp); writer.integer(1_700_000_000_000)
        writer.key(Keys.payload); writer.beginObject()
        writer.key(Keys.action); writer.string("camera.document.capture")
        writer.key(Keys.status); writer.string("success")
        writer.key(Keys.data); writer.beginObject()
        writer.key(Keys.imageData); writer.base64(image)
        writer.key(Keys.width); writer.integer(3024)
        writer.key(Keys.height); writer.integer(4032)
        writer.key(Keys.mimeType); writer.string("image/jpeg")
        writer.endObject()
        writer.endObject()
        writer.endObject()
        return writer
    }

    /** The same response with org.json, for reference: what a hand-written Android host would do. */
    private fun orgJsonResponse(): String {
        val data = JSONObject().put("imageData", encoder.encodeToString(image)).put("width", 3024).put("height", 4032)
            .put("mimeType", "image/jpeg")
        val payload = JSONObject().put("action", "camera.document.capture").put("status", "success").put("data", data)
        return JSONObject().put("version", "1.0").put("correlationId", "web-3f2a9c4e-8b1d-4e6f-a2c3-000000000001")
            .put("type", "response").put("timestamp", 1_700_000_000_000L).put("payload", payload).toString()
    }

    fun run(): List<BenchmarkResult> {
        val text = writeResponse(JsonWriter()).toString()
        check(text.length > image.size * 4 / 3 && text.contains(encoder.encodeToString(image.copyOf(3000)).dropLast(4))) { "unexpected response" }
        check(JSONObject(text).getJSONObject("payload").getJSONObject("data").getInt("height") == 4032) { "org.json cannot read the response" }

        val timing = PairedTiming(rounds = 21, batch = 1, warmup = 10)
        val toString = timing.run(ours = { writeResponse(JsonWriter()).toString() }, baseline = { encoder.encodeToString(image) })
        val toBytes = timing.run(ours = { writeResponse(JsonWriter()).toByteArray() }, baseline = { encoder.encode(image) })
        val reference = PairedTiming(rounds = 5, batch = 1, warmup = 2).run(ours = ::orgJsonResponse, baseline = { encoder.encodeToString(image) })
        return listOf(
            BenchmarkResult(
                "document-result-8MB-string", "JsonWriter: the response with 8 MiB of image bytes, as the String a WebView takes (11.2 MB)",
                "java.util.Base64.encodeToString of the same bytes", "ms", toString, maximumRatio = 1.5),
            BenchmarkResult(
                "document-result-8MB-bytes", "the same response as UTF-8 bytes", "java.util.Base64.encode of the same bytes", "ms", toBytes,
                maximumRatio = 1.5),
            BenchmarkResult(
                "document-result-8MB-org.json", "for reference, not ours: org.json building the same response around Base64.encodeToString",
                "java.util.Base64.encodeToString", "ms", reference),
        )
    }
}
