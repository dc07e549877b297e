package com.gbg.bridge.runtime

import android.net.Uri
import android.webkit.WebResourceRequest
import android.webkit.WebResourceResponse
import android.webkit.WebView
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebMessageCompat
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature

/**
 * Connects a host to the page in a WebView, as current Android guidance has it: AndroidX
 * `WebViewCompat.addWebMessageListener`, never `addJavascriptInterface`, which exposes an object
 * to every frame of every origin with no way to tell them apart.
 *
 * - **Web to native.** The listener injects `window.GBGBridge` (with `postMessage(string)`, which
 *   the page client finds) into the frames of the allowed origins only. Each message is checked
 *   again here: it must come from this WebView's main frame, from an allowed origin, as a string.
 * - **Native to web.** `evaluateJavascript` runs the delivery script of [BridgeOriginPolicy]: the
 *   message as a string literal handed to `window.GBGBridge.receive`, which the page client
 *   installs, with the page's own `location.origin` checked in the same script, the iOS transport's
 *   escaping and checks.
 * - **Blobs** are served under the page's own origin, `<origin>/__gbgbridge/blob/<token>`, through
 *   the WebView's request interception ([interceptRequest]): a same-origin fetch, with no CORS, and
 *   the unguessable token fetched once. Android does not say which frame fetches, nor the origin
 *   of a same-origin GET, so those checks rest on the origin of the URL and the token; an `Origin`
 *   header from elsewhere is refused.
 * - **Navigation and blobs** come from the app's `WebViewClient`: [BridgeWebViewClient], or calls
 *   to [pageStarted], [blocksNavigation] and [interceptRequest] from the app's own.
 *
 * Make it on the main thread, after the WebView and before loading the page; [close] undoes it.
 */
public class WebViewTransport(
    private val webView: WebView,
    private val host: BridgeHostBase,
    /** The origins whose pages may talk to the host (`https://journey.example.com`); null allows any. */
    allowedOrigins: Set<String>?,
    /** Whether `http:` origins outside loopback are allowed: only for development. */
    allowingInsecureHttp: Boolean = false,
) : BridgeTransport {
    /** The origin policy of both directions. */
    public val policy: BridgeOriginPolicy = BridgeOriginPolicy(allowedOrigins, allowingInsecureHttp)

    private val listener = object : WebViewCompat.WebMessageListener {
        override fun onPostMessage(view: WebView, message: WebMessageCompat, sourceOrigin: Uri, isMainFrame: Boolean, replyProxy: JavaScriptReplyProxy) {
            receive(view, message, sourceOrigin, isMainFrame)
        }
    }

    init {
        check(WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            "this device's WebView lacks WEB_MESSAGE_LISTENER; update Android System WebView"
        }
        host.attach(this)
        for (refusal in policy.refusals) host.transportDidReport(BridgeProblem(BridgeProblem.Kind.ORIGIN_REFUSED, refusal))
        val rules = policy.messageRules
        // No rule injects the object nowhere, which the listener's API cannot say: add none.
        if (rules.isNotEmpty()) WebViewCompat.addWebMessageListener(webView, OBJECT_NAME, rules, listener)
    }

    /** Removes `window.GBGBridge` from later documents and detaches the host. */
    public fun close() {
        WebViewCompat.removeWebMessageListener(webView, OBJECT_NAME)
        if (host.transport === this) host.detach()
    }

    private fun receive(view: WebView, message: WebMessageCompat, sourceOrigin: Uri, isMainFrame: Boolean) {
        val origin = BridgeWebOrigin.of(sourceOrigin.toString())
        val problem = when {
            view !== webView -> "Refused a message from another WebView"
            !isMainFrame -> "Refused a message from a frame that is not the main frame (${origin ?: Printable.of(sourceOrigin.toString())})"
            !policy.allows(origin) -> "Refused a message from ${origin ?: Printable.of(sourceOrigin.toString())}, which is not an allowed origin"
            message.type != WebMessageCompat.TYPE_STRING || message.data == null -> "Refused a message that is not a string"
            else -> null
        }
        if (problem != null) return host.transportDidReport(BridgeProblem(BridgeProblem.Kind.INVALID_MESSAGE, problem))
        host.transportDidReceive(message.data!!)
    }

    /** Hands a message to the page, if it is from an allowed origin. */
    override fun deliver(message: String) {
        val page = webView.url
        if (!policy.allows(page?.let { BridgeWebOrigin.of(it) })) {
            throw IllegalStateException("The page ${page?.let { BridgeWebOrigin.of(it)?.toString() ?: Printable.of(it) } ?: "(none)"} is not an allowed origin")
        }
        webView.evaluateJavascript(policy.deliveryScript(message)) { value ->
            // The script's value is undefined ("null"), unless the document it ran in was refused:
            // then it is that document's origin.
            if (value != "null") {
                host.transportDidReport(BridgeProblem(
                    BridgeProblem.Kind.DELIVERY_FAILED, "Did not deliver a message to $value, which is not an allowed origin"))
            }
        }
    }

    /** The page's origin, if it is one the host may talk to. */
    private fun pageOrigin(): BridgeWebOrigin? = webView.url?.let { BridgeWebOrigin.of(it) }?.takeIf { policy.allows(it) }

    /** Blobs go under the page's own origin, so its fetches are same-origin. */
    override val blobUrlPrefix: String? get() = pageOrigin()?.takeIf { it.scheme == "https" || it.scheme == "http" }?.let { "$it$BLOB_PATH" }

    /**
     * Serves a blob URL the host wrote, or returns null for any other request, which the WebView
     * loads as usual. Call it from `WebViewClient.shouldInterceptRequest`, as [BridgeWebViewClient]
     * does: on the WebView's own thread, so it asks the host on the main thread and waits for it.
     */
    public fun interceptRequest(request: WebResourceRequest): WebResourceResponse? {
        val url = request.url.toString()
        if (!url.contains(BLOB_PATH)) return null
        val fetched = BridgeWebOrigin.of(url)
        val origin = request.requestHeaders.entries.firstOrNull { it.key.equals("Origin", ignoreCase = true) }?.value
            ?.let { BridgeWebOrigin.of(it) } ?: fetched
        val task = java.util.concurrent.FutureTask {
            val page = pageOrigin()
            if (page == null || fetched != page) null else host.serveBlob(url, origin, true, page, "$page$BLOB_PATH")
        }
        host.main.execute(task)
        val response = try {
            task.get(10, java.util.concurrent.TimeUnit.SECONDS)
        } catch (error: java.util.concurrent.TimeoutException) {
            // Not run later: serving spends the blob's one-time token, and this fetch gets no body.
            task.cancel(false)
            return emptyResponse(503, "Service Unavailable")
        } catch (error: java.util.concurrent.ExecutionException) {
            // The host threw (an observer, say): the page gets an error, the WebView's thread lives on.
            return emptyResponse(500, "Internal Server Error")
        } catch (error: InterruptedException) {
            Thread.currentThread().interrupt()
            task.cancel(false)
            return emptyResponse(503, "Service Unavailable")
        } ?: return null
        return WebResourceResponse(
            response.headers["Content-Type"] ?: "text/plain", null, response.status, response.reason, response.headers,
            java.io.ByteArrayInputStream(response.body))
    }

    private fun emptyResponse(status: Int, reason: String): WebResourceResponse =
        WebResourceResponse("text/plain", "utf-8", status, reason, emptyMap(), java.io.ByteArrayInputStream(ByteArray(0)))

    /**
     * A main-frame document started loading: everything the old page asked for ends. Call it from
     * `WebViewClient.onPageStarted`, as [BridgeWebViewClient] does.
     */
    public fun pageStarted(url: String) {
        host.transportDidChangePage()
    }

    /**
     * Whether a main-frame navigation to [url] must be blocked: it leaves the allowed origins.
     * Reported (`navigationBlocked`) when it is. Call it from `WebViewClient.shouldOverrideUrlLoading`.
     */
    public fun blocksNavigation(url: String, isMainFrame: Boolean): Boolean {
        if (!isMainFrame || policy.allows(BridgeWebOrigin.of(url))) return false
        host.transportDidReport(BridgeProblem(
            BridgeProblem.Kind.of("navigationBlocked"), "Blocked a navigation of the main frame to ${Printable.of(url)}, outside the allowed origins"))
        return true
    }

    /** The name of the object injected into the page, which the page client looks for. */
    public companion object {
        /** `window.GBGBridge`. */
        public const val OBJECT_NAME: String = "GBGBridge"

        /** The path of blob URLs under the page's origin. */
        public const val BLOB_PATH: String = "/__gbgbridge/blob/"
    }
}
