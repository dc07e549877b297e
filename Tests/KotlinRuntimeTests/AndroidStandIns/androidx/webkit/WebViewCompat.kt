package androidx.webkit

import android.net.Uri
import android.webkit.WebView

/** Stand-in for `androidx.webkit.WebViewCompat`'s message listener API. */
public object WebViewCompat {
    /** Receives messages posted on the JavaScript object that [addWebMessageListener] injected. */
    public interface WebMessageListener {
        /** Receives a message sent by a `postMessage()` on the injected JavaScript object. */
        public fun onPostMessage(view: WebView, message: WebMessageCompat, sourceOrigin: Uri, isMainFrame: Boolean, replyProxy: JavaScriptReplyProxy)
    }

    /** Stand-in only: one listener as it was added. */
    public class Registration(public val jsObjectName: String, public val allowedOriginRules: Set<String>, public val listener: WebMessageListener)

    /** Stand-in only: the listeners of each WebView. */
    @JvmStatic public val registrations: MutableMap<WebView, MutableList<Registration>> = java.util.WeakHashMap()

    /**
     * Injects [jsObjectName] into the frames whose origin matches [allowedOriginRules], and calls
     * [listener] with what they post. Throws if a rule is malformed, as the real one does for
     * rules that are not `*`, an origin, or an origin whose host starts with a `*.` wildcard.
     */
    @JvmStatic public fun addWebMessageListener(webView: WebView, jsObjectName: String, allowedOriginRules: Set<String>, listener: WebMessageListener) {
        for (rule in allowedOriginRules) {
            require(rule == "*" || Regex("^[a-z][a-z0-9+.-]*://(\\*\\.)?[^/*:]+(:[0-9]+)?$").matches(rule)) { "allowedOriginRules $rule is invalid" }
        }
        val list = registrations.getOrPut(webView) { ArrayList() }
        require(list.none { it.jsObjectName == jsObjectName }) { "$jsObjectName was added already" }
        list.add(Registration(jsObjectName, allowedOriginRules, listener))
    }

    /** Removes the listener added with [jsObjectName]. */
    @JvmStatic public fun removeWebMessageListener(webView: WebView, jsObjectName: String) {
        registrations[webView]?.removeAll { it.jsObjectName == jsObjectName }
    }
}
