package com.gbg.bridge.runtime

/** Answers [correlationId] if nobody has yet; otherwise reports the dropped answer. */
internal fun BridgeHostBase.answer(correlationId: String, reply: BridgeReply, description: AnswerDescription) {
    when (val claim = ledger.claim(correlationId, description)) {
        RequestLedger.Claim.Won -> answerClaimed(correlationId, reply)
        // The page asked for the cancellation: what the app answers after it is expected.
        is RequestLedger.Claim.Lost -> if (claim.earlier !== AnswerDescription.CANCELLED_BY_PAGE) report(BridgeProblem(
            BridgeProblem.Kind.DROPPED_ANSWER,
            "Dropped an answer (${reply.status}) to ${Printable.of(correlationId)}: it was already answered with ${claim.earlier}",
            correlationId, claim.action))
        is RequestLedger.Claim.NotOpen -> {
            if (claim.earlier === AnswerDescription.CANCELLED_BY_PAGE) return
            val reason = claim.earlier?.let { "it was already answered with $it" } ?: "no open request has that correlation ID"
            report(BridgeProblem(
                BridgeProblem.Kind.DROPPED_ANSWER, "Dropped an answer (${reply.status}) to ${Printable.of(correlationId)}: $reason", correlationId))
        }
    }
}

/**
 * Sends the answer whose gate the caller has just claimed, and closes the request. An answer whose
 * data does not match the result type, or whose error code the spec does not list, is sent all
 * the same and reported: the app chose it, and the page may read what it needs.
 */
internal fun BridgeHostBase.answerClaimed(correlationId: String, reply: BridgeReply) {
    val open = close(correlationId, AnswerDescription.response(reply.status)) ?: return
    val data = reply.data
    if (reply.status == BridgeReply.SUCCESS && data != null) {
        val problem = protocol.checkResult(open.action, data)
        if (problem != null) {
            report(BridgeProblem(
                BridgeProblem.Kind.RESULT_MISMATCH,
                "The ${Printable.of(open.action)} answer to ${Printable.of(correlationId)} does not match its result type: $problem",
                correlationId, open.action))
        }
    }
    val code = reply.error?.code
    if (code != null && !protocol.isStandardError(code) && !protocol.isDeclared(code, open.action)) {
        report(BridgeProblem(
            BridgeProblem.Kind.UNDECLARED_ERROR_CODE,
            "The ${Printable.of(open.action)} answer to ${Printable.of(correlationId)} carries error code ${Printable.of(code)}, which the spec does not list for it",
            correlationId, open.action))
    }
    sendResponse(reply, correlationId, open.action, open.isPlainText)
}

/** Closes an open request: gives back its share of the limits, releases its slot, and cancels its handler if asked. */
internal fun BridgeHostBase.close(correlationId: String, answer: AnswerDescription, cancelHandler: Boolean = false): OpenRequest? {
    val open = ledger.close(correlationId, answer) ?: return null
    // The slot first, so that a handler waiting in `awaitCompletion` learns how its request ended.
    open.slot?.end(correlationId, answer)
    if (cancelHandler) open.stopHandler?.invoke()
    return open
}

/** Writes a response and hands it to the transport. */
internal fun BridgeHostBase.sendResponse(reply: BridgeReply, correlationId: String, action: String, plainText: Boolean = false) {
    // The spare writer, if no response is being written (a reply's encoder could send another).
    val writer = spareWriter?.also { spareWriter = null } ?: JsonWriter(512)
    val recoverable = reply.error?.let { if (it.recoverable == null) protocol.isRecoverableByDefault(it.code) else it.recoverable }
    // Only a successful result carries values as blobs: an error's data is small.
    if (reply.status == BridgeReply.SUCCESS && blobs.terms != null) {
        writer.blobs = blobs
        blobs.answering = correlationId to action
    }
    Envelope.writeResponse(writer, envelopeStart, correlationId, options.clock.now(), action, reply, recoverable, plainText)
    val text = writer.toString()
    // Kept for the next response unless it grew for a large one, which it would hold on to.
    if (writer.buffer.size <= SPARE_WRITER_BYTES) spareWriter = writer.also { it.clear() }
    deliver(text)
}

/** The largest buffer a host keeps for its next response. */
private const val SPARE_WRITER_BYTES = 4096

/** Hands a message to the transport, or reports why it could not. */
internal fun BridgeHostBase.deliver(text: String) {
    val transport = transport ?: return report(BridgeProblem(BridgeProblem.Kind.DELIVERY_FAILED, "WebView not attached"))
    try {
        transport.deliver(text)
    } catch (error: Exception) {
        report(BridgeProblem(BridgeProblem.Kind.DELIVERY_FAILED, "Could not deliver a message to the page: $error"))
    }
}

/** A failure reply with [code]; `recoverable` is the code's default when the message is written. */
internal fun BridgeHostBase.errorReply(code: String, message: String, status: String = BridgeReply.ERROR): BridgeReply =
    BridgeReply(status, error = BridgeError(code, message, protocol.isRecoverableByDefault(code)))

/** The `unsupported` answer for an action nobody offers. */
internal fun BridgeHostBase.unsupportedReply(action: String, reason: String): BridgeReply =
    errorReply("UNSUPPORTED_ACTION", "${Printable.of(action)} is not supported by this host: $reason", BridgeReply.UNSUPPORTED)
