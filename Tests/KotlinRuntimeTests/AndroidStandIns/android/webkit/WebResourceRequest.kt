package android.webkit

import android.net.Uri

/** Stand-in for `android.webkit.WebResourceRequest`. */
public interface WebResourceRequest {
    /** `getUrl()`: the URL the resource request is for. */
    public val url: Uri
    /** Whether the request was made for the main frame. */
    public fun isForMainFrame(): Boolean
    /** Whether the request was a result of a server-side redirect. */
    public fun isRedirect(): Boolean
    /** Whether a gesture was associated with the request. */
    public fun hasGesture(): Boolean
    /** `getMethod()`: the method associated with the request, for example `GET`. */
    public val method: String
    /** `getRequestHeaders()`: the headers associated with the request. */
    public val requestHeaders: Map<String, String>
}
