package com.gbg.bridge.stdio

/**
 * The requests the host has received and not yet answered, so that it answers them all before it
 * exits when the page closes standard input; counted by correlation ID, as the Swift stdio host
 * counts them (a duplicate ID's answer must not end the first request). Used on the host's thread.
 */
class InFlightRequests {
    private val open = HashMap<String, Int>()
    private var onEmpty: (() -> Unit)? = null

    /** A request the host accepted; it will answer it exactly once. */
    fun received(correlationId: String) {
        open[correlationId] = (open[correlationId] ?: 0) + 1
    }

    /** A message the host sent, as JSON text: a response ends the request it answers. */
    fun sent(message: String) {
        // Read only while something is open; a page that sends nothing pays nothing.
        if (open.isEmpty()) return
        val json = runCatching { org.json.JSONObject(message) }.getOrNull() ?: return
        if (json.optString("type") != "response") return
        val id = json.optString("correlationId")
        val count = open[id] ?: return
        if (count > 1) open[id] = count - 1 else open.remove(id)
        if (open.isEmpty()) onEmpty?.let {
            onEmpty = null
            it()
        }
    }

    /** Calls [body] once every request has been answered: now, if none is open. */
    fun whenEmpty(body: () -> Unit) {
        if (open.isEmpty()) body() else onEmpty = body
    }
}
