package com.gbg.bridge.runtime

/**
 * Incoming messages: check, decode, record, tell, route, in the order Concepts ("A message
 * arrives") tells.
 */
internal fun BridgeHostBase.receiveHere(bytes: ByteArray) {
    if (bytes.size > options.maxIncomingMessageBytes) return refuseOversized(bytes.size)
    val plain = PlainEnvelope.read(bytes, dataReader, protocol, typedReader, questionMarks = true)
    if (plain != null) return acceptPlain(plain, bytes.size)
    val value = try {
        reader.read(bytes)
    } catch (error: JsonReadException) {
        return refuseUnreadable(bytes, error)
    }
    val message = decodeMessage(value) ?: return
    accept(message, bytes.size)
}

/**
 * Receives [text], whose UTF-8 the JDK's encoder made as [bytes]: where [text] has an unpaired
 * surrogate they hold a `?`, which the reader must not take for the character sent. A plain
 * message without any `?` is read from them; anything else from the exact bytes, in which an
 * unpaired surrogate is invalid UTF-8 where it stands ([Utf8.bytesKeepingSurrogates]).
 */
internal fun BridgeHostBase.receiveHere(bytes: ByteArray, text: String) {
    if (bytes.size <= options.maxIncomingMessageBytes) {
        val plain = PlainEnvelope.read(bytes, dataReader, protocol, typedReader, questionMarks = false)
        if (plain != null) return acceptPlain(plain, bytes.size)
    }
    receiveHere(Utf8.bytesKeepingSurrogates(text))
}

private fun BridgeHostBase.acceptPlain(message: BridgeMessage, bytes: Int) {
    if (!acceptsVersion(message.version, message.correlationId, message.action)) return
    accept(check(message) ?: return, bytes)
}

/**
 * Refuses a message the reader could not read. One nested too deep is answered `INVALID_REQUEST`
 * when its correlation ID can be read nonetheless ([MessageIdentity] builds no value, so the depth
 * limit still bounds what the host builds).
 */
internal fun BridgeHostBase.refuseUnreadable(bytes: ByteArray, error: JsonReadException) {
    val problem = "Could not decode an incoming message: ${error.message}"
    val identity = if (error.kind is JsonReadException.Kind.NestingTooDeep) MessageIdentity.read(bytes) else null
    if (identity != null && identity.correlationId.isNotEmpty() &&
        Utf8Length.of(identity.correlationId) <= options.maxCorrelationIdBytes
    ) {
        return reject(identity.correlationId, identity.action, "INVALID_REQUEST", problem)
    }
    report(BridgeProblem(BridgeProblem.Kind.INVALID_MESSAGE, problem))
}

/** Refuses a message of [count] bytes, over `maxIncomingMessageBytes`, unread and unanswered. */
internal fun BridgeHostBase.refuseOversized(count: Int) {
    transportDidReport(BridgeProblem(
        BridgeProblem.Kind.INVALID_MESSAGE,
        "Rejected an incoming message of $count bytes: the limit is ${options.maxIncomingMessageBytes} bytes"))
}

/** Decodes and checks a message; rejects it, saying why, when it is not one this host can act on. */
internal fun BridgeHostBase.decodeMessage(value: JsonValue): BridgeMessage? {
    val correlationId = value["correlationId"]?.stringValue
    val action = value["payload"]?.get("action")?.stringValue ?: ""
    val version = value["version"]?.stringValue
    if (version != null && !acceptsVersion(version, correlationId, action)) return null
    val message = try {
        Envelope.read(value)
    } catch (error: Envelope.Invalid) {
        reject(correlationId, action, "INVALID_REQUEST", "Invalid message: ${error.message}")
        return null
    }
    return check(message)
}

/** Whether [version] is "major.minor" with this host's major version; rejects the message if not. */
internal fun BridgeHostBase.acceptsVersion(version: String, correlationId: String?, action: String): Boolean {
    // The page speaks this host's version, nearly always, or another minor version of it.
    if (version == protocol.version || isMinorVersion(version)) return true
    val major = Envelope.major(version)
    if (major == null) {
        reject(correlationId, action, "INVALID_REQUEST", "Invalid message: version \"${Printable.of(version)}\" is not \"major.minor\"")
        return false
    }
    if (major != majorVersion) {
        reject(correlationId, action, "VERSION_MISMATCH",
            "Protocol version ${Printable.of(version)} is not supported: this host speaks ${protocol.version}")
        return false
    }
    return true
}

/** Whether [version] is this host's major version, without leading zeros, a dot and digits. */
private fun BridgeHostBase.isMinorVersion(version: String): Boolean {
    val major = majorVersion
    if (major.isEmpty() || major[0] == '0' || version.length <= major.length + 1 || version[major.length] != '.' || !version.startsWith(major)) return false
    for (index in version.indices) if (index != major.length && version[index] !in '0'..'9') return false
    // More digits than an Int holds is no version (Envelope.major).
    return major.length <= 18
}

/** Checks a decoded message: its type, and for a request its correlation ID and data. */
internal fun BridgeHostBase.check(message: BridgeMessage): BridgeMessage? {
    val correlationId = message.correlationId
    val action = message.action
    val type = message.type
    // `update` and `cancel` are message types only of a protocol that declares them.
    val isUpdateType = type == BridgeMessage.UPDATE || type == BridgeMessage.CANCEL
    if (type != BridgeMessage.REQUEST && type != BridgeMessage.RESPONSE && type != BridgeMessage.EVENT &&
        !(isUpdateType && protocol.speaksUpdates)
    ) {
        reject(correlationId, action, "INVALID_REQUEST",
            "Invalid message: unknown message type \"${Printable.of(type)}\"; expected request, response or event")
        return null
    }
    if (correlationId.isEmpty()) {
        // Nothing could answer it, or tell its answer from another's.
        reject(null, action, "INVALID_REQUEST", "Invalid message: the $type has an empty correlation ID")
        return null
    }
    // UTF-8 takes at most three bytes per UTF-16 unit: a short ID is within the limit uncounted.
    val length = if (correlationId.length * 3 <= options.maxCorrelationIdBytes) 0 else Utf8Length.of(correlationId)
    if (length > options.maxCorrelationIdBytes) {
        val unanswered = if (isTooLongToEcho(correlationId)) "; an ID over twice the limit is not answered" else ""
        reject(if (message.isRequest) correlationId else null, action, "INVALID_REQUEST",
            "Invalid message: its correlation ID is $length bytes long; the limit is ${options.maxCorrelationIdBytes}$unanswered")
        return null
    }
    if (message.isRequest) {
        if (ledger.isOpen(correlationId)) {
            // Answering would resolve the earlier request on the page: drop this one instead.
            report(BridgeProblem(
                BridgeProblem.Kind.INVALID_MESSAGE,
                "Dropped a ${Printable.of(action)} request: correlation ID ${Printable.of(correlationId)} belongs to a request still open",
                correlationId, action))
            return null
        }
        // Data read straight into its type has been checked by reading it.
        val problem = if (message.decoded != null) null else protocol.checkRequest(action, message.data)
        if (problem != null) {
            reject(correlationId, action, "INVALID_REQUEST", "Invalid ${Printable.of(action)} request: $problem")
            return null
        }
    }
    return message
}

/** Records a checked message, tells the observer, then routes a request or hands on an event. */
internal fun BridgeHostBase.accept(message: BridgeMessage, bytes: Int) {
    // A request is also held open: its history copy leaves room for that too.
    record(message, bytes, if (message.isRequest) bytes else 0)
    observer?.onMessage(shown(message))
    when (message.type) {
        BridgeMessage.REQUEST ->
            if (protocol.speaksUpdates && !updatesAgreed && protocol.isStream(message.action)) refuseStream(message, bytes)
            else route(message, bytes)
        BridgeMessage.EVENT -> receiveEvent(message)
        BridgeMessage.CANCEL -> receiveCancel(message.correlationId, message.action)
    }
}

/**
 * [message] as the history and the observer show it: the spec's sensitive values read as the
 * placeholder, and no typed value. Handlers, a request held for the app and the app's events get
 * the message as sent. Made when someone looks, so a round trip pays nothing for it.
 */
internal fun BridgeHostBase.shown(message: BridgeMessage): BridgeMessage {
    val redaction = protocol.redaction(message.action, message.type) ?: return message
    return message.redacted(redaction)
}

/**
 * Adds a message to the history, forgetting the oldest beyond `maxReceivedMessages` and beyond
 * `maxHeldBytes`: the history gives way to open requests. A message that does not fit even in an
 * empty history is not recorded. [reserved] more bytes are left free for the request opened with it.
 */
internal fun BridgeHostBase.record(message: BridgeMessage, bytes: Int, reserved: Int) {
    val fits = options.maxReceivedMessages > 0 && bytes.toLong() + reserved <= ledger.room(blobs.heldBytes)
    val dropped = ledger.historyToForget(
        if (fits) bytes + reserved else reserved, options.maxReceivedMessages - (if (fits) 1 else 0), blobs.heldBytes)
    repeat(dropped) { history.removeFirst() }
    if (fits) history.addLast(message)
    ledger.usage.noteHistory(dropped, if (fits) bytes else HostUsage.NOTHING)
}

/**
 * Reports a refused message and, when the sender can be told, answers with [code]. An answer
 * echoes the correlation ID, so an ID longer than twice `maxCorrelationIdBytes` is not answered;
 * nor is the ID of a request still open, whose page would take the refusal for its answer.
 */
internal fun BridgeHostBase.reject(correlationId: String?, action: String, code: String, problem: String) {
    val echoed = correlationId?.takeUnless { isTooLongToEcho(it) }
    report(BridgeProblem(BridgeProblem.Kind.INVALID_MESSAGE, problem, echoed, action))
    if (echoed.isNullOrEmpty() || ledger.isOpen(echoed)) return
    sendResponse(errorReply(code, problem), echoed, action)
}

/** Whether [correlationId] is longer than twice `maxCorrelationIdBytes`, too long to echo. */
internal fun BridgeHostBase.isTooLongToEcho(correlationId: String): Boolean =
    correlationId.length > 2 * options.maxCorrelationIdBytes ||
        Utf8Length.of(correlationId) - options.maxCorrelationIdBytes > options.maxCorrelationIdBytes
