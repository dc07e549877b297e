package com.gbg.bridge.runtime

/**
 * Writes a value of a field the spec lets travel as a blob (`blob: true`): while the host writes a
 * successful response to a page that agreed to blob terms, a value from `minimumBytes` up goes as
 * a reference, `{"$blob": url, "size": n, "mimeType": type}`, which the page fetches once; anything
 * else as base64. Generated encoders call it for those fields.
 */
@BridgeGeneratedApi
public fun JsonWriter.bytes(value: ByteArray, mimeType: String) {
    val url = blobs?.keep(value, mimeType)
    if (url == null) return base64(value)
    beginObject()
    key(BLOB); string(url)
    key(SIZE); integer(value.size.toLong())
    key(MIME_TYPE); string(mimeType)
    endObject()
}

private val BLOB = JsonKey.of("\$blob")
private val SIZE = JsonKey.of("size")
private val MIME_TYPE = JsonKey.of("mimeType")
