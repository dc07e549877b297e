package com.gbg.bridge.runtime

/** An answer to a request: its status, and its data or error. */
public class BridgeReply(
    /** `success`, `error`, `cancelled`, `unsupported` or `acknowledged` (or a newer one). */
    public val status: String,
    /** The result, as the action's result type says. */
    public val data: JsonValue? = null,
    /** What went wrong, for a status other than success. */
    public val error: BridgeError? = null,
) {
    /**
     * The result as the generated encoder of the action's result type writes it, with no value
     * tree; it matches its type by construction, so it is not checked again.
     */
    @BridgeGeneratedApi
    public var encodedData: ((JsonWriter) -> Unit)? = null
        private set

    /** For example `error CAMERA_DENIED: No camera permission`. */
    override fun toString(): String = if (error != null) "$status $error" else status

    /** The statuses of the protocol, and replies made of them. */
    public companion object {
        /** The request succeeded; `data` holds the result. */
        public const val SUCCESS: String = "success"
        /** The request failed; `error` says why. */
        public const val ERROR: String = "error"
        /** The user or the app cancelled the request. */
        public const val CANCELLED: String = "cancelled"
        /** The host does not offer the action. */
        public const val UNSUPPORTED: String = "unsupported"
        /** The host took the request; what follows comes as events. */
        public const val ACKNOWLEDGED: String = "acknowledged"

        /** A successful reply with [data]. */
        @JvmStatic public fun success(data: JsonValue? = null): BridgeReply = BridgeReply(SUCCESS, data)

        /** A success whose result the generated encoder of its type writes. */
        @BridgeGeneratedApi
        @JvmStatic public fun encoded(data: (JsonWriter) -> Unit): BridgeReply = BridgeReply(SUCCESS).also { it.encodedData = data }

        /** A failure with [code] and [message]; [recoverable] null takes the code's default. */
        @JvmStatic public fun error(code: String, message: String, recoverable: Boolean? = null): BridgeReply =
            BridgeReply(ERROR, error = BridgeError(code, message, recoverable))
    }
}

/**
 * An error a handler throws to answer with [reply] instead of `INTERNAL_ERROR`: generated
 * failures of an action's declared codes extend it.
 */
public open class BridgeAnswerableException(
    /** The answer the page gets. */
    public val reply: BridgeReply,
) : Exception(reply.toString())
