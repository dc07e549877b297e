package com.gbg.bridge.runtime

/**
 * Answers one request, exactly once, from any thread: the first answer to the request wins, whoever
 * gives it (this responder, the app's [BridgeHostBase.respond], the timeout, the end of the page);
 * a later one is dropped and reported (`droppedAnswer`).
 */
public class BridgeResponder internal constructor(
    /** The request's correlation ID. */
    public val correlationId: String,
    /** The request's action. */
    public val action: String,
    internal val gate: AnswerGate,
    private val outbox: ReplyOutbox,
) {
    /** Whether the request has been answered, by this responder or otherwise. */
    public val hasResponded: Boolean get() = gate.isAnswered

    /** Answers with [reply]. */
    public fun respond(reply: BridgeReply) {
        val earlier = gate.claim(AnswerDescription.handler(reply.status))
        outbox.add(ReplyOutbox.Entry(correlationId, reply, earlier))
    }

    /** Answers success with [data]. */
    public fun success(data: JsonValue? = null): Unit = respond(BridgeReply.success(data))

    /** Answers with an error; [recoverable] null takes the code's default. */
    public fun error(code: String, message: String, recoverable: Boolean? = null): Unit =
        respond(BridgeReply.error(code, message, recoverable))

    /**
     * Sends a progress value or a stream item ([data] of an `update` message) while the request is
     * open; nothing once it is answered, or when the page did not agree to updates in the
     * negotiation. Updates and the answer reach the page in the order they were given.
     */
    public fun update(data: JsonObject): Unit = sendUpdate(BridgeReply.success(data))

    /** Sends a progress value or stream item that the generated encoder of its type writes; as [update]. */
    @BridgeGeneratedApi
    public fun update(encode: (JsonWriter) -> Unit): Unit = sendUpdate(BridgeReply.encoded(encode))

    private fun sendUpdate(reply: BridgeReply) {
        if (gate.isAnswered) return
        outbox.add(ReplyOutbox.Entry(correlationId, reply, null, isUpdate = true))
    }
}
