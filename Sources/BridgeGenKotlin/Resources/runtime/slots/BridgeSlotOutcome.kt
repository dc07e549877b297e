package com.gbg.bridge.runtime

/** How a slot's request ends: the slot's own result, a cancellation, or a failure. */
public sealed class BridgeSlotOutcome<out Result> {
    /** The capture succeeded. */
    public class Success<out Result>(
        /** The slot's result. */
        public val result: Result,
    ) : BridgeSlotOutcome<Result>()

    /** The user or the app cancelled; the page gets `cancelled` with a `CANCELLED` error saying [reason]. */
    public class Cancelled(
        /** Why, in words. */
        public val reason: String,
    ) : BridgeSlotOutcome<Nothing>()

    /** The capture failed with [error]. */
    public class Failure(
        /** The error the page gets. */
        public val error: BridgeError,
    ) : BridgeSlotOutcome<Nothing>()
}

/** A request with its data decoded as its action's request type. */
public open class BridgeTypedRequest<out Request>(
    /** The message as it arrived. */
    public val message: BridgeMessage,
    /** Its data, typed. */
    public val data: Request,
) {
    /** The request's correlation ID. */
    public val correlationId: String get() = message.correlationId
}
