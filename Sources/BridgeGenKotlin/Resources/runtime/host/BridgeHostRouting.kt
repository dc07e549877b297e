package com.gbg.bridge.runtime

/** Routes a request to whoever declared its action ([RouteTable]), opening it in the ledger on the way. */
internal fun BridgeHostBase.route(request: BridgeMessage, bytes: Int) {
    val key = request.correlationId
    val action = request.action
    when (val route = routes.route(action)) {
        is Route.Slot -> {
            val gate = open(request, route.slot.capabilityId, bytes) ?: return
            route.slot.start(request, gate)
        }
        is Route.Typed -> {
            val gate = open(request, route.capability, bytes) ?: return
            run(request, gate, route.handler)
        }
        is Route.Configured -> {
            val gate = open(request, action, bytes) ?: return
            val handler = route.handler
            run(request, gate) { message, responder -> handler.handle(message, responder) }
        }
        is Route.Custom -> {
            val gate = open(request, action, bytes) ?: return
            run(request, gate, route.handler)
        }
        Route.Negotiation -> {
            open(request, action, bytes) ?: return
            answer(key, capabilityQueryReply(request), AnswerDescription("the capability.query result"))
        }
        is Route.UnsupportedSlot -> {
            open(request, route.slot.capabilityId, bytes) ?: return
            answer(key, unsupportedReply(action, "${route.slot.capabilityId} has no handler"), AnswerDescription("an unsupported response"))
        }
        null -> hold(request, bytes)
    }
}

/** Opens a request, returning the gate its answer must pass; past a limit, answers `BUSY` and returns null. */
internal fun BridgeHostBase.open(request: BridgeMessage, capability: String, bytes: Int): AnswerGate? =
    admit(request.correlationId, request.action, capability, bytes, null)?.also { it.isPlainText = request.isPlainText }

/** Opens a request in the ledger; past a limit, answers `BUSY` at once, reports it, and returns null. */
internal fun BridgeHostBase.admit(key: String, action: String, capability: String, bytes: Int, held: BridgeMessage?): OpenRequest? {
    val request = ledger.open(key, action, capability, bytes, held, blobs.heldBytes)
    if (request == null) {
        val problem = "Refused a ${Printable.of(action)} request: ${ledger.refusal}"
        report(BridgeProblem(BridgeProblem.Kind.LIMIT_REACHED, problem, key, action))
        sendResponse(errorReply("BUSY", problem), key, action)
        return null
    }
    if (ledger.timer == null && ledger.timeout != null) startTimeoutTimer()
    return request
}

/** Keeps a request nobody handles in `pendingRequests`, for the app to answer. */
internal fun BridgeHostBase.hold(request: BridgeMessage, bytes: Int) {
    admit(request.correlationId, request.action, request.action, bytes, request) ?: return
    if (ledger.heldCount > options.pendingRequestWarningThreshold) {
        report(BridgeProblem(
            BridgeProblem.Kind.MANY_PENDING_REQUESTS,
            "Warning: ${ledger.heldCount} requests are waiting for an answer (more than ${options.pendingRequestWarningThreshold}); is a handler missing?",
            request.correlationId))
    }
    observer?.onUnhandledRequest(request)
}

/**
 * Runs a handler in a coroutine of its own that starts at once, on this thread, and runs until it
 * first suspends ([startHandler]): a handler that answers without suspending has answered within `receive`. If it
 * throws, or returns without answering, the page gets `INTERNAL_ERROR` instead of a timeout.
 */
internal fun BridgeHostBase.run(request: BridgeMessage, gate: AnswerGate, handler: BridgeRequestHandler) {
    val responder = BridgeResponder(request.correlationId, request.action, gate, outbox)
    val context = startHandler(handler, request, responder)
    // A handler that answered has nothing left to cancel; the others end with their request.
    if (context != null && !gate.isAnswered) ledger[request.correlationId]?.stopHandler = context::cancel
}

/**
 * Answers `INTERNAL_ERROR` for a handler that returned without answering, or threw [failure],
 * unless someone has answered. A [BridgeAnswerableException] is the handler's answer instead.
 */
internal fun BridgeHostBase.answerIfUnanswered(request: BridgeMessage, responder: BridgeResponder, failure: Throwable?) {
    if (failure == null && responder.hasResponded) return
    if (failure is BridgeAnswerableException) return responder.respond(failure.reply)
    val action = Printable.of(request.action)
    val problem = if (failure != null) "The $action handler failed: $failure" else "The $action handler returned without answering"
    if (responder.gate.claim(AnswerDescription("an INTERNAL_ERROR (", problem, ")")) != null) return
    report(BridgeProblem(BridgeProblem.Kind.HANDLER_FAILED, problem, request.correlationId, request.action))
    // The error's own words stay in the app: they may hold what the handler read.
    val told = if (failure == null) problem else "The $action handler failed."
    answerClaimed(request.correlationId, errorReply("INTERNAL_ERROR", told))
}

/** Ends a slot's request with what its handler returned or threw. */
internal fun BridgeHostBase.finishSlot(slot: BridgeSlot<*, *>, request: BridgeMessage, outcome: Result<BridgeSlotOutcome<*>>) {
    val reply = outcome.fold({ slot.reply(it) }, { (it as? BridgeAnswerableException)?.reply })
    if (reply != null) return answer(request.correlationId, reply, AnswerDescription("the slot's ", reply.status, " result"))
    val failure = outcome.exceptionOrNull()
    val action = Printable.of(request.action)
    val problem = "The $action handler failed: $failure"
    when (ledger.claim(request.correlationId, AnswerDescription("an INTERNAL_ERROR (", problem, ")"))) {
        RequestLedger.Claim.Won -> {
            report(BridgeProblem(BridgeProblem.Kind.HANDLER_FAILED, problem, request.correlationId, request.action))
            answerClaimed(request.correlationId, errorReply("INTERNAL_ERROR", "The $action handler failed."))
        }
        else -> Unit
    }
}
