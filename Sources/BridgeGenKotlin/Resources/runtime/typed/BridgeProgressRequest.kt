package com.gbg.bridge.runtime

/**
 * The typed request of an action with progress: [progress] sends a typed progress value to the
 * page while the request is open, before its one answer.
 */
public class BridgeProgressRequest<out Request, in Progress> @BridgeGeneratedApi constructor(
    message: BridgeMessage,
    data: Request,
    private val responder: BridgeResponder,
    private val encode: (Progress, JsonWriter) -> Unit,
) : BridgeTypedRequest<Request>(message, data) {
    /**
     * Sends [value] as an `update` of the request, from any thread. Nothing is sent once the request
     * is answered or cancelled, or when the page did not agree to updates in the negotiation (an
     * older page): progress is a courtesy the handler need not check for.
     */
    public fun progress(value: Progress): Unit = responder.update { encode(value, it) }
}
