package com.gbg.bridge.runtime

import android.graphics.Bitmap
import android.webkit.WebResourceRequest
import android.webkit.WebResourceResponse
import android.webkit.WebView
import android.webkit.WebViewClient

/**
 * A `WebViewClient` that tells the [transport] what it must know: a new document (the old page's
 * requests end), navigations out of the allowed origins (blocked), fetches of blobs (served).
 * Extend it, calling `super`, or make the same calls from the app's own client.
 */
public open class BridgeWebViewClient(
    /** The transport of the WebView this client serves. */
    public val transport: WebViewTransport,
) : WebViewClient() {
    /** Ends the old page's requests. */
    override fun onPageStarted(view: WebView, url: String, favicon: Bitmap?) {
        transport.pageStarted(url)
    }

    /** Blocks main-frame navigations out of the allowed origins. */
    override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean =
        transport.blocksNavigation(request.url.toString(), request.isForMainFrame())

    /** Serves the host's blobs; any other request loads as usual. */
    override fun shouldInterceptRequest(view: WebView, request: WebResourceRequest): WebResourceResponse? =
        transport.interceptRequest(request)
}
