package com.gbg.bridge.runtime

import android.net.Uri
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
 * - **Navigation and blobs** come from the app's `WebViewClient`: [BridgeWebViewClient], or calls
 *   to [pageStarted] and [interceptRequest] from the app's own.
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
    }
}
