package com.gbg.bridge.runtime

/**
 * Updates and cancellation (the negotiated `update` and `cancel` message types): agreeing on them
 * in the negotiation, sending the updates of open requests, ending a request the page cancels, and
 * refusing a stream to a page that did not agree (Protocol/README.md, "Updates and cancellation").
 */

/** The message types beyond the fixed three that the host speaks, in the order it names them. */
private val UPDATE_TYPES = listOf(BridgeMessage.UPDATE, BridgeMessage.CANCEL)

/**
 * Reads the message types the page offers in its negotiation [request] and settles which the host
 * uses from now on: those it speaks too. Each negotiation replaces the last. Null, for the result
 * to leave out, when none is agreed.
 */
internal fun BridgeHostBase.negotiateMessageTypes(request: BridgeMessage): JsonValue? {
    if (!protocol.speaksUpdates) return null
    val offered = request.data?.get("messageTypes")?.arrayValue.orEmpty()
    val agreed = UPDATE_TYPES.filter { type -> offered.any { it.stringValue == type } }
    updatesAgreed = BridgeMessage.UPDATE in agreed
    return if (agreed.isEmpty()) null else JsonArray(agreed.map(::JsonString))
}

/**
 * Writes an update of the open request [correlationId] and hands it to the transport; nothing when
 * the request is no longer open or the page did not agree to updates. A stream's first update
 * lifts its timeout.
 */
internal fun BridgeHostBase.sendUpdate(correlationId: String, reply: BridgeReply) {
    if (!updatesAgreed) return
    val open = ledger[correlationId] ?: return
    if (!open.isStreaming && protocol.isStream(open.action)) open.isStreaming = true
    val writer = JsonWriter(256)
    Envelope.writeHead(writer, envelopeStart, correlationId, BridgeMessage.UPDATE, options.clock.now(), open.action)
    writer.key("data")
    val encoded = reply.encodedData
    if (encoded != null) encoded(writer) else writer.value(reply.data ?: JsonObject(emptyMap()))
    writer.endObject()
    writer.endObject()
    deliver(writer.toString())
}

/**
 * Ends the open request the page cancels: answers it `cancelled` at once, frees its share of the
 * limits, cancels its handler's coroutine and releases its slot. A cancel for a request no longer
 * open (the answer and the cancel crossed) is ignored; one naming another action than the open
 * request's is refused and reported, with no answer.
 */
internal fun BridgeHostBase.receiveCancel(correlationId: String, action: String) {
    val open = ledger[correlationId] ?: return
    if (open.action != action) {
        return report(BridgeProblem(
            BridgeProblem.Kind.INVALID_MESSAGE,
            "Refused a cancel (INVALID_REQUEST) of ${Printable.of(correlationId)}: it names ${Printable.of(action)}, " +
                "but the open request is ${Printable.of(open.action)}",
            correlationId, action))
    }
    if (ledger.claim(correlationId, AnswerDescription.CANCELLED_BY_PAGE) != RequestLedger.Claim.Won) return
    close(correlationId, AnswerDescription.CANCELLED_BY_PAGE, cancelHandler = true)
    sendResponse(errorReply("CANCELLED", "The page cancelled the request", BridgeReply.CANCELLED), correlationId, open.action)
}

/**
 * Answers a stream request from a page that did not agree to updates `unsupported`: it could
 * receive none of the stream's items.
 */
internal fun BridgeHostBase.refuseStream(request: BridgeMessage, bytes: Int) {
    val action = request.action
    open(request, action, bytes) ?: return
    val negotiation = protocol.negotiationAction ?: "the negotiation"
    answer(
        request.correlationId,
        unsupportedReply(action, "it is a stream, and the page did not agree to the update and cancel message types in $negotiation"),
        AnswerDescription("an unsupported response"))
}
