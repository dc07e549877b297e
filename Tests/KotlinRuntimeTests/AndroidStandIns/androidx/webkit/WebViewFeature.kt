package androidx.webkit

/** Stand-in for `androidx.webkit.WebViewFeature`. */
public object WebViewFeature {
    /** `WebViewCompat.addWebMessageListener` and `JavaScriptReplyProxy.postMessage(String)`. */
    public const val WEB_MESSAGE_LISTENER: String = "WEB_MESSAGE_LISTENER"

    /** Stand-in only: the features the device's WebView has. */
    @JvmStatic public var supported: MutableSet<String> = mutableSetOf(WEB_MESSAGE_LISTENER)

    /** Whether the WebView on the device supports [feature]. */
    @JvmStatic public fun isFeatureSupported(feature: String): Boolean = feature in supported
}
