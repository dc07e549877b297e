package com.gbg.bridge.runtime

/** What the host answers a page's fetch of a blob URL: the bytes, once, or a refusal. */
public class BridgeBlobResponse(
    /** 200 with the bytes; 403 from another origin or frame; 404 unknown, fetched or revoked; 410 expired. */
    public val status: Int,
    /** The blob's bytes; empty for a refusal. */
    public val body: ByteArray,
    /** The headers: the media type, length, no caching, the page's origin allowed. */
    public val headers: Map<String, String>,
) {
    /** The reason phrase of [status], as `WebResourceResponse` takes it. */
    public val reason: String
        get() = when (status) {
            200 -> "OK"
            403 -> "Forbidden"
            404 -> "Not Found"
            410 -> "Gone"
            else -> "Error"
        }
}
