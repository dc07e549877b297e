package com.gbg.bridge.runtime

import java.util.UUID

/**
 * The blobs a host holds for its page, each until the page fetches it, once, or its time is up
 * (Concepts, "Time"); and the terms of the page's latest offer. A new document revokes every blob
 * of the old one. What the store holds counts against `maxHeldBytes`.
 */
internal class BlobStore(private val host: BridgeHostBase) {
    private class Blob(val bytes: ByteArray, val mimeType: String, val expires: Long)

    /** The terms the page's latest negotiation agreed to; null sends every value inline. */
    var terms: JsonObject? = null
        private set
    private val entries = LinkedHashMap<String, Blob>()
    /** The last tokens freed because their time was up, still refused as expired. */
    private val expired = LinkedHashSet<String>()
    private var alarm: BridgeAlarm? = null

    /** The response being written, for the problem of a value that goes inline: its correlation ID and action. */
    var answering: Pair<String, String>? = null

    /** The bytes of the blobs held now. */
    var heldBytes: Int = 0
        private set

    /** Settles the terms for the page's offer (`capability.query`'s `blobs`): url references, if the transport serves them. */
    fun negotiate(offer: JsonValue?): JsonObject? {
        val kinds = offer?.get("kinds") as? JsonArray
        val offered = kinds?.elements?.any { it == URL_KIND } == true
        terms = if (offered && host.transport?.blobUrlPrefix != null) {
            JsonObject("kind" to URL_KIND, "minimumBytes" to JsonNumber(host.options.blobMinimumBytes.toDouble()))
        } else {
            null
        }
        return terms
    }

    /**
     * The URL a page fetches [bytes] from, kept until then; null when the value goes inline: no
     * terms, below the minimum, or no room in `maxHeldBytes` (reported).
     */
    fun keep(bytes: ByteArray, mimeType: String): String? {
        if (terms == null || bytes.size < host.options.blobMinimumBytes) return null
        val prefix = host.transport?.blobUrlPrefix ?: return null
        if (bytes.size > host.ledger.room(heldBytes)) {
            host.report(BridgeProblem(BridgeProblem.Kind.BLOB_REFUSED,
                "Sent a value of ${bytes.size} bytes inline: as a blob it would take the host past ${host.options.maxHeldBytes} bytes (maxHeldBytes)",
                answering?.first, answering?.second))
            return null
        }
        val token = UUID.randomUUID().toString()
        entries[token] = Blob(bytes, mimeType, host.options.clock.now() + host.options.blobLifetimeMs)
        heldBytes += bytes.size
        scheduleExpiry()
        return prefix + token
    }

    /**
     * Answers a fetch of [url] from [origin], in the main frame or not, for a page of [pageOrigin]:
     * only the page's own origin, from its main frame, gets the bytes, once. Refusals are reported.
     */
    fun serve(url: String, origin: BridgeWebOrigin?, isMainFrame: Boolean, pageOrigin: BridgeWebOrigin?, prefix: String): BridgeBlobResponse {
        val token = url.removePrefix(prefix)
        val (status, problem) = when {
            !url.startsWith(prefix) || !isToken(token) -> 404 to "Refused a request for ${Printable.of(url)}: not a blob URL of this host"
            !isMainFrame -> 403 to "Refused a blob request from a frame other than the page's main frame"
            origin == null || origin != pageOrigin -> 403 to "Refused a blob request from ${origin ?: "a request without an origin"}: only the page's own origin (${pageOrigin ?: "none"}) may fetch its blobs"
            else -> {
                val blob = entries.remove(token)
                when {
                    blob != null -> {
                        heldBytes -= blob.bytes.size
                        if (host.options.clock.now() < blob.expires) {
                            return BridgeBlobResponse(200, blob.bytes, mapOf(
                                "Content-Type" to blob.mimeType, "Content-Length" to blob.bytes.size.toString(),
                                "Cache-Control" to "no-store", "Access-Control-Allow-Origin" to origin.toString()))
                        }
                        410 to "Refused a request for blob ${Printable.of(url)}: its time was up"
                    }
                    expired.remove(token) -> 410 to "Refused a request for blob ${Printable.of(url)}: its time was up"
                    else -> 404 to "Refused a request for blob ${Printable.of(url)}: no such blob (fetched already, or revoked with its page)"
                }
            }
        }
        host.transportDidReport(BridgeProblem(BridgeProblem.Kind.BLOB_REFUSED, problem))
        return BridgeBlobResponse(status, ByteArray(0), emptyMap())
    }

    private fun isToken(token: String) = token.length == 36 && token.all { it in '0'..'9' || it in 'a'..'f' || it == '-' }

    /** Forgets every blob, and the terms: the page they were for is gone. */
    fun removeAll() {
        terms = null
        entries.clear()
        expired.clear()
        heldBytes = 0
        alarm?.cancel()
        alarm = null
    }

    /** Sets the alarm that frees unfetched blobs when the earliest one's time is up, unless it is set. */
    private fun scheduleExpiry() {
        if (alarm != null) return
        val earliest = entries.values.minOfOrNull { it.expires } ?: return
        alarm = host.options.clock.setAlarm(earliest, host.main) {
            alarm = null
            val now = host.options.clock.now()
            val iterator = entries.entries.iterator()
            while (iterator.hasNext()) {
                val (token, blob) = iterator.next()
                if (blob.expires > now) continue
                iterator.remove()
                heldBytes -= blob.bytes.size
                expired.add(token)
                if (expired.size > 256) expired.remove(expired.first())
            }
            scheduleExpiry()
        }
    }

    companion object {
        private val URL_KIND = JsonString("url")
    }
}
