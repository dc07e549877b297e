package com.gbg.bridge.runtime

/** The blobs a host holds for its page. */
internal class BlobStore(private val host: BridgeHostBase) {
    /** The bytes of blobs not yet fetched, held against `maxHeldBytes`. */
    var heldBytes: Int = 0
        private set

    /** The terms settled for the page's offer, written into the `capability.query` result; null without an offer. */
    fun negotiate(offer: JsonValue?): JsonValue? = null

    /** Forgets every blob: the page went away. */
    fun removeAll() {
        heldBytes = 0
    }
}
