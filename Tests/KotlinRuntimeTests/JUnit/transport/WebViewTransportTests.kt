package com.gbg.bridge.runtime

import android.net.Uri
import android.webkit.WebResourceRequest
import android.webkit.WebView
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebMessageCompat
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import com.gbg.bridge.runtime.BridgeReply
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** The WebView transport against stand-ins of Android's classes: which messages get in, and how they go out. */
class WebViewTransportTests {
    private val dispatcher = QueueDispatcher()
    private val observer = RecordingObserver()
    private val host = BridgeHostBase(PlainProtocol(), BridgeHostOptions(clock = BridgeManualClock(0), dispatcher = dispatcher)).also {
        it.observer = observer
        it.registerCustomCapability("echo") { request, responder -> responder.success(request.data) }
    }
    private val webView = WebView().apply { url = "https://journey.example/start" }

    @After fun restoreFeatures() {
        WebViewFeature.supported = mutableSetOf(WebViewFeature.WEB_MESSAGE_LISTENER)
    }

    private fun post(text: String?, origin: String = "https://journey.example", mainFrame: Boolean = true, view: WebView = webView) {
        val registration = WebViewCompat.registrations[webView]!!.single()
        val proxy = object : JavaScriptReplyProxy() {
            override fun postMessage(message: String) = error("the transport replies through evaluateJavascript")
        }
        val message = if (text == null) WebMessageCompat(null, WebMessageCompat.TYPE_ARRAY_BUFFER) else WebMessageCompat(text)
        registration.listener.onPostMessage(view, message, Uri.parse(origin), mainFrame, proxy)
        dispatcher.settle()
    }

    private val request = """{"version":"1.1","correlationId":"r1","type":"request","timestamp":1,"payload":{"action":"echo","data":{"text":"a\u2028b</script>"}}}"""

    /** The message a delivery script hands to `window.GBGBridge.receive`, read back from its string literal. */
    private fun delivered(script: String): JsonValue {
        val start = script.indexOf("window.GBGBridge.receive(") + "window.GBGBridge.receive(".length
        val literal = script.substring(start, script.indexOf(");void 0", start))
        val text = (JsonReader().read(literal) as JsonString).value
        return JsonReader().read(text)
    }

    @Test fun theListenerIsAddedForTheAllowedOriginsOnly() {
        WebViewTransport(webView, host, setOf("https://journey.example", "https://Other.Example:443/path"))
        val registration = WebViewCompat.registrations[webView]!!.single()
        assertEquals(WebViewTransport.OBJECT_NAME, registration.jsObjectName)
        assertEquals(setOf("https://journey.example", "https://other.example"), registration.allowedOriginRules)
    }

    @Test fun aMessageFromTheMainFrameOfAnAllowedOriginIsAnsweredThroughTheDeliveryScript() {
        WebViewTransport(webView, host, setOf("https://journey.example"))
        post(request)
        val evaluation = webView.evaluations.single()
        assertTrue(evaluation.script.startsWith("if(location.origin===\"https://journey.example\"){window.GBGBridge.receive(\""))
        assertTrue(evaluation.script.endsWith(");void 0}else{location.origin}"))
        // No raw line separator and no `</script>` in the script: both are escaped in the literal.
        assertFalse(evaluation.script.contains('\u2028'))
        assertFalse(evaluation.script.contains("</"))
        val response = delivered(evaluation.script)
        assertEquals("r1", response.id)
        assertEquals(JsonString("a\u2028b</script>"), response["payload"]?.get("data")?.get("text"))
    }

    @Test fun messagesFromFramesOtherOriginsAndOtherWebViewsAreRefused() {
        WebViewTransport(webView, host, setOf("https://journey.example"))
        post(request, mainFrame = false)
        post(request, origin = "https://evil.example")
        post(request, view = WebView())
        post(null)
        assertTrue(webView.evaluations.isEmpty())
        assertTrue(host.receivedMessages.isEmpty())
        assertEquals(listOf("invalidMessage", "invalidMessage", "invalidMessage", "invalidMessage"), observer.kinds())
    }

    @Test fun nothingIsDeliveredToAPageOfAnotherOrigin() {
        WebViewTransport(webView, host, setOf("https://journey.example"))
        webView.url = "https://evil.example/"
        host.send("host.ready")
        assertTrue(webView.evaluations.isEmpty())
        assertEquals(listOf("deliveryFailed"), observer.kinds())
    }

    @Test fun aScriptThatRanInARefusedDocumentIsReported() {
        WebViewTransport(webView, host, setOf("https://journey.example"))
        host.send("host.ready")
        webView.evaluations.single().callback!!.onReceiveValue("\"https://evil.example\"")
        assertEquals(listOf("deliveryFailed"), observer.kinds())
        host.send("host.ready")
        webView.evaluations.last().callback!!.onReceiveValue("null")
        assertEquals(1, observer.problems.size)
    }

    @Test fun entriesThatAllowMoreThanTheyMeanAllowNothing() {
        WebViewTransport(webView, host, setOf("http://journey.example", "file:///sdcard/page.html", "not an origin", "http://localhost:8080"))
        assertEquals(listOf("originRefused", "originRefused", "originRefused"), observer.kinds())
        assertEquals(setOf("http://localhost:8080"), WebViewCompat.registrations[webView]!!.single().allowedOriginRules)
    }

    @Test fun withoutAnAllowListAnyPageTalksToTheHost() {
        WebViewTransport(webView, host, null)
        assertEquals(setOf("*"), WebViewCompat.registrations[webView]!!.single().allowedOriginRules)
        post(request, origin = "https://anywhere.example")
        assertEquals("window.GBGBridge.receive(", webView.evaluations.single().script.substring(0, 25))
    }

    @Test fun aNewDocumentEndsTheOldPagesRequests() {
        val transport = WebViewTransport(webView, host, setOf("https://journey.example"))
        val client = BridgeWebViewClient(transport)
        post("""{"version":"1.1","correlationId":"p1","type":"request","timestamp":1,"payload":{"action":"nobody.handles","data":{}}}""")
        assertEquals(1, host.pendingRequests.size)
        client.onPageStarted(webView, "https://journey.example/next", null)
        assertTrue(host.pendingRequests.isEmpty())
    }

    @Test fun navigationsOutOfTheAllowedOriginsAreBlocked() {
        val client = BridgeWebViewClient(WebViewTransport(webView, host, setOf("https://journey.example")))
        fun navigation(url: String, mainFrame: Boolean = true) = object : WebResourceRequest {
            override val url: Uri = Uri.parse(url)
            override fun isForMainFrame() = mainFrame
            override fun isRedirect() = false
            override fun hasGesture() = true
            override val method = "GET"
            override val requestHeaders = emptyMap<String, String>()
        }
        assertFalse(client.shouldOverrideUrlLoading(webView, navigation("https://journey.example/step2")))
        assertTrue(client.shouldOverrideUrlLoading(webView, navigation("https://evil.example/")))
        assertFalse(client.shouldOverrideUrlLoading(webView, navigation("https://ads.example/", mainFrame = false)))
        assertEquals(listOf("navigationBlocked"), observer.kinds())
    }

    private fun blobRequest(url: String, origin: String? = null) = object : WebResourceRequest {
        override val url: Uri = Uri.parse(url)
        override fun isForMainFrame() = false
        override fun isRedirect() = false
        override fun hasGesture() = false
        override val method = "GET"
        override val requestHeaders = origin?.let { mapOf("Origin" to it) } ?: emptyMap()
    }

    /** The page offers blobs, asks for an image of 100,000 bytes, and returns the URL it was given. */
    private fun blobURL(client: BridgeWebViewClient): String {
        host.registerCustomCapability("image") { _, responder ->
            responder.respond(BridgeReply.encoded { writer ->
                writer.beginObject(); writer.key("imageData"); writer.bytes(ByteArray(100_000) { it.toByte() }, "image/png"); writer.endObject()
            })
        }
        post("""{"version":"1.1","correlationId":"q","type":"request","timestamp":1,"payload":{"action":"capability.query","data":{"blobs":{"kinds":["url"]}}}}""")
        post("""{"version":"1.1","correlationId":"i","type":"request","timestamp":1,"payload":{"action":"image","data":{}}}""")
        val reference = delivered(webView.evaluations.last().script)["payload"]?.get("data")?.get("imageData")
        assertEquals(JsonString("image/png"), reference?.get("mimeType"))
        assertTrue(client.shouldInterceptRequest(webView, blobRequest("https://journey.example/app.js")) == null)
        return reference?.get("\$blob")?.stringValue!!
    }

    /** Runs what the host's thread has waiting while the WebView's thread waits for the answer. */
    private fun intercept(client: BridgeWebViewClient, request: WebResourceRequest): android.webkit.WebResourceResponse? {
        var response: android.webkit.WebResourceResponse? = null
        val thread = Thread { response = client.shouldInterceptRequest(webView, request) }
        thread.start()
        while (thread.isAlive) { dispatcher.settle(); Thread.sleep(1) }
        return response
    }

    @Test fun blobsAreServedOnceUnderThePagesOrigin() {
        val client = BridgeWebViewClient(WebViewTransport(webView, host, setOf("https://journey.example")))
        val url = blobURL(client)
        assertTrue(url, url.startsWith("https://journey.example/__gbgbridge/blob/"))
        val first = intercept(client, blobRequest(url))!!
        assertEquals(200, first.statusCode)
        assertEquals("image/png", first.mimeType)
        assertEquals(100_000, first.data!!.readBytes().size)
        assertEquals(404, intercept(client, blobRequest(url))!!.statusCode)
        assertEquals(listOf("blobRefused"), observer.kinds())
    }

    @Test fun aBlobFetchFromAnotherOriginIsRefusedAndSpendsNothing() {
        val client = BridgeWebViewClient(WebViewTransport(webView, host, setOf("https://journey.example")))
        val url = blobURL(client)
        assertEquals(403, intercept(client, blobRequest(url, origin = "https://evil.example"))!!.statusCode)
        assertEquals(200, intercept(client, blobRequest(url))!!.statusCode)
    }

    @Test fun anObserverThatThrowsWhileABlobIsServedGetsThePageAnErrorNotACrash() {
        val client = BridgeWebViewClient(WebViewTransport(webView, host, setOf("https://journey.example")))
        val url = blobURL(client)
        assertEquals(200, intercept(client, blobRequest(url))!!.statusCode)
        host.observer = object : BridgeObserver {
            override fun onProblem(problem: BridgeProblem): Unit = throw IllegalStateException("the app's observer failed")
        }
        // The second fetch is refused, and the refusal's report throws on the host's thread.
        assertEquals(500, intercept(client, blobRequest(url))!!.statusCode)
    }

    @Test fun aDeviceWithoutTheMessageListenerIsToldSo() {
        WebViewFeature.supported = mutableSetOf()
        val failure = runCatching { WebViewTransport(webView, host, null) }.exceptionOrNull()
        assertTrue(failure is IllegalStateException)
    }

    @Test fun closingRemovesTheListenerAndDetaches() {
        val transport = WebViewTransport(webView, host, null)
        transport.close()
        assertTrue(WebViewCompat.registrations[webView]!!.isEmpty())
        assertEquals(null, host.transport)
    }
}
