package com.gbg.bridge.runtime

/**
 * One message of the protocol, in either direction, as its envelope carries it: a request
 * (`action` and `data`), its response (`status`, and `data` or `error`), or an event.
 */
public class BridgeMessage(
    /** The protocol version the sender speaks, "major.minor". */
    public val version: String,
    /** Ties a response to its request; an event has one of its own. */
    public val correlationId: String,
    /** `request`, `response`, `event`, or, where the protocol declares them, `update` or `cancel`. */
    public val type: String,
    /** When it was sent, in milliseconds since 1970. */
    public val timestamp: Long,
    /** The action a request asks for, a response answers, or the event's name. */
    public val action: String,
    /** The payload's data, an object when present. */
    public val data: JsonObject?,
    /** A response's status. */
    public val status: String? = null,
    /** A response's error. */
    public val error: BridgeError? = null,
) {
    /** Whether this is a request, which expects exactly one response. */
    public val isRequest: Boolean get() = type == REQUEST

    /** For example `request nfc.read r1`. */
    override fun toString(): String = "$type $action $correlationId"

    /** The message types. */
    public companion object {
        /** The page asks the host to do something. */
        public const val REQUEST: String = "request"
        /** The outcome of a request. */
        public const val RESPONSE: String = "response"
        /** A notification that expects no answer. */
        public const val EVENT: String = "event"
        /** A progress value or stream item of an open request, from the host; it never ends the request. */
        public const val UPDATE: String = "update"
        /** The page ends an open request; the host answers it `cancelled` at once. */
        public const val CANCEL: String = "cancel"
    }
}

/** A response's error: a code, words for people, and whether trying again may help. */
public class BridgeError(
    /** A code of the protocol, such as `CAMERA_DENIED`. */
    public val code: String,
    /** What went wrong, in words. */
    public val message: String,
    /** Whether trying again may succeed; null takes the code's default from the spec. */
    public val recoverable: Boolean? = null,
) {
    /** For example `CAMERA_DENIED: No camera permission`. */
    override fun toString(): String = "$code: $message"
}
