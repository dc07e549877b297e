package com.gbg.bridge.updatetests

import android.net.Uri
import android.webkit.WebView
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebMessageCompat
import androidx.webkit.WebViewCompat
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeManualClock
import com.gbg.bridge.runtime.JsonReader
import com.gbg.bridge.runtime.JsonString
import com.gbg.bridge.runtime.JsonValue
import com.gbg.bridge.runtime.QueueDispatcher
import com.gbg.bridge.runtime.RecordingObserver
import com.gbg.bridge.runtime.WebViewTransport
import com.gbg.bridge.runtime.get
import com.gbg.bridge.updates.UpdatesHost

/**
 * The generated Updates host behind the WebView transport, on stand-ins of Android's classes: the
 * page posts through the message listener as a WebView's page does, and reads what the host
 * evaluates in it.
 */
class WebViewPage(requestTimeoutMs: Long? = 30_000) {
    val clock = BridgeManualClock(1_700_000_000_000)
    val dispatcher = QueueDispatcher()
    val observer = RecordingObserver()
    val host = UpdatesHost(BridgeHostOptions(requestTimeoutMs = requestTimeoutMs, clock = clock, dispatcher = dispatcher))
        .also { it.observer = observer }
    private val webView = WebView().apply { url = ORIGIN + "/journey" }
    val transport = WebViewTransport(webView, host, setOf(ORIGIN))

    /** The page posts [text], and the host's thread settles. */
    fun post(text: String) {
        val registration = WebViewCompat.registrations[webView]!!.single()
        val proxy = object : JavaScriptReplyProxy() {
            override fun postMessage(message: String) = error("the transport replies through evaluateJavascript")
        }
        registration.listener.onPostMessage(webView, WebMessageCompat(text), Uri.parse(ORIGIN), true, proxy)
        dispatcher.settle()
    }

    /** The page sends a message of [type]; [data] is JSON text, or null for none. */
    fun send(type: String, id: String, action: String, data: String? = "{}") {
        val payload = if (data == null) """{"action":"$action"}""" else """{"action":"$action","data":$data}"""
        post("""{"version":"1.2","correlationId":"$id","type":"$type","timestamp":1700000000000,"payload":$payload}""")
    }

    /** The page agrees to updates and cancellation, and reads the answer. */
    fun negotiate(types: String = """["update","cancel"]"""): JsonValue {
        send("request", "q1", "capability.query", """{"messageTypes":$types}""")
        return take().single()
    }

    /** The page cancels [id]. */
    fun cancel(id: String, action: String) = send("cancel", id, action, null)

    /** What the host delivered since the last call, read back from the scripts it evaluated. */
    fun take(): List<JsonValue> {
        dispatcher.settle()
        val messages = webView.evaluations.map { delivered(it.script) }
        webView.evaluations.clear()
        return messages
    }

    private fun delivered(script: String): JsonValue {
        val start = script.indexOf("window.GBGBridge.receive(") + "window.GBGBridge.receive(".length
        val literal = script.substring(start, script.indexOf(");void 0", start))
        return JsonReader().read((JsonReader().read(literal) as JsonString).value)
    }

    companion object {
        const val ORIGIN = "https://journey.example"
    }
}

/** A message's type, and its payload's data. */
val JsonValue.type: String? get() = (this["type"] as? JsonString)?.value
val JsonValue.data: JsonValue? get() = this["payload"]?.get("data")
