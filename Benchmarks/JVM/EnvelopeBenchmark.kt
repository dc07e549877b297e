package com.gbg.bridge.benchmarks

import com.gbg.bridge.runtime.JsonArray
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.runtime.JsonReader
import com.gbg.bridge.runtime.JsonString
import com.gbg.bridge.runtime.JsonValue
import com.gbg.bridge.runtime.JsonWriter
import com.gbg.bridge.runtime.get
import com.gbg.bridge.runtime.longValue
import com.gbg.bridge.runtime.stringValue
import org.json.JSONObject

/**
 * The JSON part of a small request's round trip: a 221-byte `nfc.read` request, as the String a
 * WebView delivers, read and checked (version, correlation ID, type, timestamp, action, the data's
 * fields and their types), then a small response written as the String a WebView takes; against
 * the same work with org.json, the JSON library inside Android. The host's routing, ledger and
 * handler around it come with the host kernel (issue 28's round-trip target measures them).
 */
object EnvelopeBenchmark {
    private val request = String(SampleMessages.nfcReadRequest(), Charsets.UTF_8)
    private val reader = JsonReader()

    /** A request's fields, as the host takes them from the envelope. */
    private class Request(val correlationId: String, val action: String, val mrz: String, val dataGroups: List<String>)

    private fun ours(): String {
        val message = reader.read(request)
        val parsed = readRequest(message) ?: error("not a request")
        val writer = JsonWriter()
        writer.beginObject()
        writer.key(Keys.version); writer.string("1.0")
        writer.key(Keys.correlationId); writer.string(parsed.correlationId)
        writer.key(Keys.type); writer.string("response")
        writer.key(Keys.timestamp); writer.integer(1_700_000_000_001)
        writer.key(Keys.payload); writer.beginObject()
        writer.key(Keys.action); writer.string(parsed.action)
        writer.key(Keys.status); writer.string("success")
        writer.key(Keys.data); writer.beginObject()
        writer.key(Keys.chipRead); writer.bool(true)
        writer.key(Keys.mrz); writer.string(parsed.mrz)
        writer.key(Keys.dataGroups); writer.beginArray()
        for (group in parsed.dataGroups) writer.string(group)
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.endObject()
        return writer.toString()
    }

    private fun readRequest(message: JsonValue): Request? {
        if (message["version"]?.stringValue != "1.0" || message["type"]?.stringValue != "request") return null
        message["timestamp"]?.longValue ?: return null
        val correlationId = message["correlationId"]?.stringValue ?: return null
        val payload = message["payload"] as? JsonObject ?: return null
        val action = payload["action"]?.stringValue ?: return null
        val data = payload["data"] as? JsonObject ?: return null
        val mrz = data["mrz"]?.stringValue ?: return null
        val groups = data["dataGroups"] as? JsonArray ?: return null
        return Request(correlationId, action, mrz, groups.elements.map { (it as? JsonString)?.value ?: return null })
    }

    private fun baseline(): String {
        val message = JSONObject(request)
        check(message.getString("version") == "1.0" && message.getString("type") == "request")
        message.getLong("timestamp")
        val correlationId = message.getString("correlationId")
        val payload = message.getJSONObject("payload")
        val action = payload.getString("action")
        val data = payload.getJSONObject("data")
        val mrz = data.getString("mrz")
        val groups = data.getJSONArray("dataGroups")
        val dataGroups = (0 until groups.length()).map { groups.getString(it) }
        val result = JSONObject().put("chipRead", true).put("mrz", mrz).put("dataGroups", org.json.JSONArray(dataGroups))
        val responsePayload = JSONObject().put("action", action).put("status", "success").put("data", result)
        return JSONObject().put("version", "1.0").put("correlationId", correlationId).put("type", "response")
            .put("timestamp", 1_700_000_000_001L).put("payload", responsePayload).toString()
    }

    fun run(): List<BenchmarkResult> {
        check(request.length in 200..240) { "the request is ${request.length} bytes" }
        check(JsonReader().read(ours()) == JsonReader().read(baseline())) { "the two responses differ:\n${ours()}\n${baseline()}" }
        val samples = PairedTiming(rounds = 31, batch = 20_000, warmup = 15).run(::ours, ::baseline)
        return listOf(
            BenchmarkResult(
                "request-envelope-json", "JsonReader and JsonWriter: a ${request.length}-byte request String read and checked, a response written as a String",
                "the same with org.json", "µs", samples),
        )
    }
}
