package com.gbg.bridge.stdio

import android.net.Uri
import android.webkit.WebResourceRequest
import android.webkit.WebView
import android.webkit.WebViewClient

/**
 * The `#blob` lines of the stdio hosts' line protocol (Sources/BridgeStdioHost/BlobFetchLine.swift),
 * mapped onto what Android's WebView does with a fetch: the driver's paused fetch
 * (`#blob {"id", "url", "origin"}`) becomes a [WebResourceRequest] handed to the app's
 * `WebViewClient.shouldInterceptRequest`, on a thread of the WebView's own, and the response it
 * returns becomes the answer (`#blob {"id", "status", "headers", "body"}`, the body as base64).
 * A request the client does not intercept would load from the network, where the page's server
 * has no such file: 404.
 */
class BlobFetchLines(private val webView: WebView, private val client: WebViewClient, private val output: StdioLines) {
    private val thread = java.util.concurrent.Executors.newSingleThreadExecutor { Thread(it, "webview-io").apply { isDaemon = true } }

    /** Answers the fetch on [line] (without its marker) on the WebView's thread. */
    fun serve(line: String) {
        val fetch = runCatching { org.json.JSONObject(line) }.getOrNull()
        if (fetch == null) {
            System.err.println("KotlinStdioHost: unreadable blob fetch line")
            return
        }
        thread.execute { output.write(MARKER + answer(fetch).toString()) }
    }

    private fun answer(fetch: org.json.JSONObject): org.json.JSONObject {
        val headers = LinkedHashMap<String, String>()
        fetch.optString("origin", "").takeIf { it.isNotEmpty() }?.let { headers["Origin"] = it }
        val request = Fetch(Uri.parse(fetch.getString("url")), headers)
        val answer = org.json.JSONObject().put("id", fetch.getInt("id"))
        val response = client.shouldInterceptRequest(webView, request)
            ?: return answer.put("status", 404).put("headers", org.json.JSONObject()).put("body", "")
        val responseHeaders = org.json.JSONObject()
        for ((name, value) in response.responseHeaders.orEmpty()) responseHeaders.put(name, value)
        // The WebView sends the response's MIME type and encoding as its Content-Type.
        if (response.responseHeaders.orEmpty().keys.none { it.equals("Content-Type", ignoreCase = true) } && response.mimeType != null) {
            responseHeaders.put("Content-Type", response.mimeType + (response.encoding?.let { "; charset=$it" } ?: ""))
        }
        val body = response.data?.use { it.readBytes() } ?: ByteArray(0)
        return answer.put("status", response.statusCode).put("headers", responseHeaders)
            .put("body", java.util.Base64.getEncoder().encodeToString(body))
    }

    /** A page's GET of a subresource, as the WebView describes it. */
    private class Fetch(override val url: Uri, override val requestHeaders: Map<String, String>) : WebResourceRequest {
        override fun isForMainFrame(): Boolean = false
        override fun isRedirect(): Boolean = false
        override fun hasGesture(): Boolean = false
        override val method: String get() = "GET"
    }

    /** What blob lines start with; no message does. */
    companion object {
        /** `#blob `. */
        const val MARKER = "#blob "
    }
}
