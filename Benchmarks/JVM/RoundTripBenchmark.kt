package com.gbg.bridge.benchmarks

import com.gbg.bridge.runtime.BridgeDecodedEvent
import com.gbg.bridge.runtime.BridgeDecodingException
import com.gbg.bridge.runtime.BridgeHostBase
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeMessage
import com.gbg.bridge.runtime.BridgeProtocol
import com.gbg.bridge.runtime.BridgeRedaction
import com.gbg.bridge.runtime.BridgeReply
import com.gbg.bridge.runtime.BridgeTransport
import com.gbg.bridge.runtime.JsonArray
import com.gbg.bridge.runtime.JsonBytesReader
import com.gbg.bridge.runtime.JsonDecoding
import com.gbg.bridge.runtime.JsonMemberNames
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.runtime.JsonValue
import com.gbg.bridge.runtime.get
import com.gbg.bridge.runtime.stringValue
import com.gbg.bridge.runtime.typedData
import kotlinx.coroutines.CoroutineDispatcher
import org.json.JSONArray
import org.json.JSONObject
import java.util.concurrent.ConcurrentLinkedQueue
import kotlin.coroutines.CoroutineContext

/**
 * A small request's round trip through the Kotlin host: the 221-byte `nfc.read` request, as the
 * String a WebView delivers, received, checked (envelope and the request's type), recorded in the
 * history, opened in the ledger with its deadline, routed to a typed handler that answers at once
 * with a result built from the request, and the response written as the String the WebView takes
 * and handed to the transport. Against the same host built on org.json, Android's JSON library:
 * the same checks, a routing map, a table of open requests, the response built as a JSONObject.
 */
object RoundTripBenchmark {
    private val request = String(SampleMessages.nfcReadRequest(), Charsets.UTF_8)

    /** The host's thread: what the host dispatches waits here until the benchmark's thread runs it, as on a looper. */
    private class HostThread : CoroutineDispatcher() {
        val queue = ConcurrentLinkedQueue<Runnable>()
        override fun dispatch(context: CoroutineContext, block: Runnable) {
            queue.add(block)
        }
        fun runPending() {
            while (true) (queue.poll() ?: return).run()
        }
    }

    /** The request type, with its two decoders as generated code has them: from the text, and from a value. */
    private class NfcRequest(val mrz: String?, val dataGroups: List<String>?) {
        companion object {
            val names = JsonMemberNames("mrz", "dataGroups")

            fun read(reader: JsonBytesReader): NfcRequest {
                var mrz: String? = null
                var dataGroups: List<String>? = null
                reader.beginObject()
                while (true) {
                    when (reader.nextMember(names)) {
                        0 -> mrz = reader.string()
                        1 -> dataGroups = reader.list { reader.string() }
                        else -> return NfcRequest(mrz, dataGroups)
                    }
                }
            }

            fun decode(data: JsonObject?): NfcRequest {
                if (data == null) return NfcRequest(null, null)
                val mrz = data["mrz"]?.let { it.stringValue ?: throw BridgeDecodingException("mrz", "expected a string") }
                val groups = data["dataGroups"]?.let { groups ->
                    if (groups !is JsonArray) throw BridgeDecodingException("dataGroups", "expected an array")
                    groups.elements.map { it.stringValue ?: throw BridgeDecodingException("dataGroups", "expected strings") }
                }
                return NfcRequest(mrz, groups)
            }
        }
    }

    /** What the generated code of the spec tells the runtime, for the one action measured: its request type's checks. */
    private object NfcProtocol : BridgeProtocol {
        override val version = "1.1"
        override val negotiationAction = "capability.query"
        override fun isRecoverableByDefault(code: String) = code == "BUSY" || code == "TIMEOUT"
        override fun isStandardError(code: String) = true
        override fun isDeclared(code: String, action: String) = true
        override fun readRequest(action: String, reader: JsonBytesReader): Any =
            if (action == "nfc.read") NfcRequest.read(reader) else reader.giveUp()
        override fun checkRequest(action: String, data: JsonObject?): String? =
            if (action == "nfc.read") JsonDecoding.problem { NfcRequest.decode(data) } else null
        override fun checkResult(action: String, data: JsonValue): String? = null
        override fun checkOutgoingEvent(name: String, data: JsonObject): String? = null
        override fun decodeIncomingEvent(name: String, data: JsonObject?) = BridgeDecodedEvent(null, null)
        // `mrz` is sensitive in the spec: the history and the observer get a copy that redacts it when read.
        private val requestRedaction = BridgeRedaction.members("mrz" to BridgeRedaction.Value)
        override fun redaction(action: String, type: String): BridgeRedaction? =
            if (type == BridgeMessage.REQUEST && action == "nfc.read") requestRedaction else null
    }

    private val thread = HostThread()
    private val host = BridgeHostBase(NfcProtocol, BridgeHostOptions(dispatcher = thread)).also { host ->
        host.attach(object : BridgeTransport {
            override fun deliver(message: String) {
                PairedTiming.sink = message
            }
        })
        // As a generated typed handler answers: the result written by its type's encoder.
        host.handle("nfc.read", "nfc.read", "1.0") { message, responder ->
            val request = message.typedData { NfcRequest.decode(it) }
            responder.respond(BridgeReply.encoded { writer ->
                writer.beginObject()
                writer.key(Keys.chipRead); writer.bool(true)
                writer.key(Keys.mrz); writer.string(request.mrz!!)
                writer.key(Keys.dataGroups); writer.beginArray()
                for (group in request.dataGroups!!) writer.string(group)
                writer.endArray()
                writer.endObject()
            })
        }
    }

    private fun ours(): Any {
        host.receive(request)
        thread.runPending()
        return PairedTiming.sink!!
    }

    /** The same host on org.json. */
    private object OrgJsonHost {
        class Open(val action: String, val deadline: Long)

        val open = LinkedHashMap<String, Open>()
        val history = ArrayDeque<JSONObject>()
        val handlers = HashMap<String, (JSONObject) -> JSONObject>()
        var delivered: String? = null

        fun receive(text: String) {
            if (text.length > 1 shl 20) return
            val message = JSONObject(text)
            val version = message.getString("version")
            check(version.substringBefore('.') == "1")
            val type = message.getString("type")
            check(type == "request" || type == "response" || type == "event")
            val correlationId = message.getString("correlationId")
            check(correlationId.isNotEmpty() && correlationId.length <= 256)
            message.getLong("timestamp")
            val payload = message.getJSONObject("payload")
            val action = payload.getString("action")
            val data = payload.optJSONObject("data") ?: JSONObject()
            if (data.has("mrz")) data.getString("mrz")
            data.optJSONArray("dataGroups")?.let { groups -> for (index in 0 until groups.length()) groups.getString(index) }
            history.addLast(message)
            if (history.size > 200) history.removeFirst()
            check(!open.containsKey(correlationId))
            open[correlationId] = Open(action, System.nanoTime() / 1_000_000 + 30_000)
            val handler = handlers[action] ?: return
            respond(correlationId, handler(data))
        }

        fun respond(correlationId: String, result: JSONObject) {
            val request = open.remove(correlationId) ?: return
            val payload = JSONObject().put("action", request.action).put("data", result).put("status", "success")
            delivered = JSONObject().put("version", "1.1").put("correlationId", correlationId).put("type", "response")
                .put("timestamp", System.currentTimeMillis()).put("payload", payload).toString()
        }

        init {
            handlers["nfc.read"] = { data ->
                JSONObject().put("chipRead", true).put("mrz", data.getString("mrz")).put("dataGroups", JSONArray(data.getJSONArray("dataGroups").toString()))
            }
        }
    }

    private fun baseline(): Any {
        OrgJsonHost.receive(request)
        return OrgJsonHost.delivered!!
    }

    fun run(): List<BenchmarkResult> {
        // Both answer the request alike.
        val ourResponse = com.gbg.bridge.runtime.JsonReader().read(ours() as String)
        val theirResponse = com.gbg.bridge.runtime.JsonReader().read(baseline() as String)
        check(ourResponse["payload"] == theirResponse["payload"] && ourResponse["correlationId"] == theirResponse["correlationId"]) {
            "the two responses differ:\n$ourResponse\n$theirResponse"
        }
        check(host.pendingRequests.isEmpty() && OrgJsonHost.open.isEmpty())
        val samples = PairedTiming(rounds = 31, batch = 20_000, warmup = 15).run(::ours, ::baseline)
        return listOf(
            BenchmarkResult(
                "request-round-trip", "BridgeHostBase: the ${request.length}-byte nfc.read request received, checked, routed to a typed handler, answered and delivered",
                "the same host on org.json", "µs", samples, maximumRatio = 1.0 / 3),
        )
    }
}
