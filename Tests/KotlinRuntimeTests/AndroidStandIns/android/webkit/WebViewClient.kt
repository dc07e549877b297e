package android.webkit

import android.graphics.Bitmap

/** Stand-in for `android.webkit.WebViewClient`: the callbacks the transport's client overrides. */
public open class WebViewClient {
    /** Notify the host application that a page has started loading (main frame only). */
    public open fun onPageStarted(view: WebView, url: String, favicon: Bitmap?) {}

    /** Give the host application a chance to take control when a URL is about to be loaded. */
    public open fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean = false

    /** Notify the host application of a resource request and allow it to return the data. */
    public open fun shouldInterceptRequest(view: WebView, request: WebResourceRequest): WebResourceResponse? = null
}
