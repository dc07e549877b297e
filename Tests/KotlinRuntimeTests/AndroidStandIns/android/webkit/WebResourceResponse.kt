package android.webkit

import java.io.InputStream

/** Stand-in for `android.webkit.WebResourceResponse`, with its six-argument constructor. */
public class WebResourceResponse(
    /** `getMimeType()`. */
    public val mimeType: String?,
    /** `getEncoding()`. */
    public val encoding: String?,
    /** `getStatusCode()`. */
    public val statusCode: Int,
    /** `getReasonPhrase()`. */
    public val reasonPhrase: String,
    /** `getResponseHeaders()`. */
    public val responseHeaders: Map<String, String>?,
    /** `getData()`. */
    public val data: InputStream?,
)
