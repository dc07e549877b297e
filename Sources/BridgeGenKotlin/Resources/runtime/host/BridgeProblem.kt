package com.gbg.bridge.runtime

/**
 * Something the host tells the app about: a message refused, an answer dropped, a handler that
 * failed, a delivery that failed, a limit reached. It sets [BridgeHostBase.lastProblem] and goes
 * to the observer. Text that came from the page has its control characters escaped.
 */
public class BridgeProblem(
    /** What kind of problem it is. */
    public val kind: Kind,
    /** What happened, in words. */
    public val message: String,
    /** The correlation ID of the message concerned, when the host knows it. */
    public val correlationId: String? = null,
    /** The action concerned, when the host knows it. */
    public val action: String? = null,
) {
    /** For example `droppedAnswer: Dropped an answer (success) to r1: …`. */
    override fun toString(): String = "$kind: $message"

    /**
     * The kinds of problem, by stable name. An open set: later versions may add kinds, so code
     * that branches on them needs an `else`.
     */
    public class Kind private constructor(
        /** The name, such as `invalidMessage`. */
        public val name: String,
    ) {
        /** Kinds are equal by name. */
        override fun equals(other: Any?): Boolean = other is Kind && other.name == name

        /** The name's hash. */
        override fun hashCode(): Int = name.hashCode()

        /** The name. */
        override fun toString(): String = name

        /** The kinds the host reports (Sources/BridgeRuntime/Problems/BridgeProblem+Kind.swift says when). */
        public companion object {
            /** The kind named [name]. */
            @JvmStatic public fun of(name: String): Kind = Kind(name)

            /** A message from the page could not be decoded, or was refused. */
            @JvmField public val INVALID_MESSAGE: Kind = Kind("invalidMessage")
            /** An allowed-origin rule allows nothing. */
            @JvmField public val ORIGIN_REFUSED: Kind = Kind("originRefused")
            /** An answer was dropped: its request was already answered, or is unknown. */
            @JvmField public val DROPPED_ANSWER: Kind = Kind("droppedAnswer")
            /** A message could not be handed to the page, or no transport is attached. */
            @JvmField public val DELIVERY_FAILED: Kind = Kind("deliveryFailed")
            /** A handler threw, or returned without answering; the page got `INTERNAL_ERROR`. */
            @JvmField public val HANDLER_FAILED: Kind = Kind("handlerFailed")
            /** An answer's data does not match the action's result type. */
            @JvmField public val RESULT_MISMATCH: Kind = Kind("resultMismatch")
            /** An answer carries an error code its action does not list in the spec. */
            @JvmField public val UNDECLARED_ERROR_CODE: Kind = Kind("undeclaredErrorCode")
            /** The app sent an event the spec does not let it send, or with data of another type. */
            @JvmField public val EVENT_MISUSE: Kind = Kind("eventMisuse")
            /** The page sent an event only the host sends, or with data of another type. */
            @JvmField public val UNEXPECTED_EVENT: Kind = Kind("unexpectedEvent")
            /** Nobody answered a request in time; the page got `TIMEOUT`. */
            @JvmField public val TIMED_OUT: Kind = Kind("timedOut")
            /** Many requests wait for an answer: a handler is probably missing. */
            @JvmField public val MANY_PENDING_REQUESTS: Kind = Kind("manyPendingRequests")
            /** A request was refused with `BUSY`: it would have taken the host past a limit. */
            @JvmField public val LIMIT_REACHED: Kind = Kind("limitReached")
            /** A blob could not travel as planned. */
            @JvmField public val BLOB_REFUSED: Kind = Kind("blobRefused")
            /** A slot was completed while it had no active request. */
            @JvmField public val NO_ACTIVE_REQUEST: Kind = Kind("noActiveRequest")
        }
    }
}
