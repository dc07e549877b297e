import Foundation

/// Answering requests exactly once.
extension BridgeHostBase {
    /// Answers an open request: one the page is waiting on, whether a handler took it or it sits in
    /// `pendingRequests`.
    ///
    /// A request can be answered once. Answering it again, or answering an unknown correlation ID,
    /// sends nothing and says why in `lastError`.
    public func respond(
        to correlationId: String, status: Definition.Status, data: [String: JSONValue]? = nil,
        error: Definition.ErrorPayload? = nil
    ) {
        _drainOutbox()
        _answer(
            correlationId, with: BridgeReply(status: status.rawValue, data: data, error: error?.rawError),
            by: .respondCall(status: status.rawValue))
    }

    /// Answers `correlationId` if nobody has yet; otherwise reports the dropped answer.
    @usableFromInline
    func _answer(_ correlationId: String, with reply: BridgeReply, by answer: AnswerDescription) {
        switch _ledger.claim(BridgeWireKey(correlationId), for: answer) {
        case .won:
            _answerClaimed(correlationId, with: reply)
        case .lost(let earlier, let action):
            // An answer after the page's cancel is expected; the page asked.
            guard earlier != .cancelledByPage else { return }
            _report(
                BridgeProblem(
                    .droppedAnswer,
                    "Dropped an answer (\(reply.status)) to \(correlationId): it was already answered with \(earlier)",
                    correlationId: correlationId, action: action))
        case .notOpen(let earlier):
            guard earlier != .cancelledByPage else { return }
            let reason = earlier.map { "it was already answered with \($0)" } ?? "no open request has that correlation ID"
            _report(
                BridgeProblem(
                    .droppedAnswer, "Dropped an answer (\(reply.status)) to \(correlationId): \(reason)",
                    correlationId: correlationId))
        }
    }

    /// Sends the answer whose gate the caller has just claimed, and closes the request.
    @inlinable
    func _answerClaimed(_ correlationId: String, with reply: BridgeReply) {
        guard let open = _close(correlationId, answeredWith: .response(status: reply.status)) else { return }
        if reply.status == BridgeStandardStatus.success.rawValue, let object = reply.object,
            let problem = _resultProblem(action: open.action, data: object)
        {
            // Still sent: the app chose this answer, and the page may read what it needs. But the
            // integrator should know the page's typed client may not be able to decode it.
            _report(
                BridgeProblem(
                    .resultMismatch, "The \(open.action) answer to \(correlationId) does not match its result type: \(problem)",
                    correlationId: correlationId, action: open.action))
        }
        if let code = reply.errorCode { _checkDeclared(code, of: open.action, answering: correlationId) }
        _send(response: reply, to: correlationId, action: open.action)
    }

    /// Reports an answer whose error code the spec does not list for its action.
    ///
    /// The answer is sent all the same: the page still gets a well-formed error. But its typed
    /// client narrows each action's codes to those the spec lists, and the integrator should know.
    @usableFromInline
    func _checkDeclared(_ code: String, of action: String, answering correlationId: String) {
        guard BridgeStandardError(rawValue: code) == nil, !isDeclared(errorCode: code, forAction: action) else { return }
        _report(
            BridgeProblem(
                .undeclaredErrorCode,
                "The \(action) answer to \(correlationId) carries error code \(code), which the spec does not list for \(action)",
                correlationId: correlationId, action: action))
    }

    /// Closes an open request in the ledger, then releases its slot and, unless it is the one
    /// answering, cancels its handler's task.
    @inlinable
    @discardableResult
    func _close(_ correlationId: String, answeredWith answer: AnswerDescription, cancelHandler: Bool = false) -> OpenRequest? {
        let key = BridgeWireKey(correlationId)
        // Observers hear of a change to `pendingRequests` before it happens.
        if _ledger.heldCount > 0, _ledger[key]?.heldMessage != nil { _forgetHeldMessages() }
        guard let open = _ledger.close(key, answeredWith: answer) else { return nil }
        if cancelHandler { open.handlerTask?.cancel() }
        open.slot?._end(correlationId, reason: answer.description)
        return open
    }

    /// Drops `pendingRequests` as last read: a request held for the app is ending.
    @usableFromInline
    func _forgetHeldMessages() {
        _slotWillChange()
        _heldMessages = nil
    }

    /// Ends every open request without answering: the page that asked is gone. O(open requests).
    func endAllOpenRequests(reason: String) {
        let answer = AnswerDescription.text("nothing: \(reason)")
        if _ledger.heldCount > 0 {
            _slotWillChange()
            _heldMessages = []
        }
        let ended = _ledger.endAll(answeredWith: answer)
        // An answer already claimed but not yet sent is dropped too: its page is gone.
        for (key, open) in ended.entries {
            _ = open.gate?.claim(answer)
            open.handlerTask?.cancel()
            open.slot?._end(key.string, reason: answer.description)
        }
    }

    /// Writes a response message and hands it to the transport.
    @usableFromInline
    func _send(response reply: BridgeReply, to correlationId: String, action: String) {
        // The whole size is reserved only if the text needs it: a large image is deferred (see
        // ``JSONText``), so a response that carries one reserves a few kilobytes, and its image is
        // encoded once, into the form the transport hands on.
        var writer = JSONWriter(expecting: 256 + reply.sizeHint)
        // Only a successful result carries values as blobs: an error's data is small, and a page
        // reads it without resolving anything.
        if _blobs._terms != nil, reply.status == BridgeStandardStatus.success.rawValue { writer.blobs = _blobWriting() }
        BridgeRawMessage.write(
            version: Definition.version, correlationId: correlationId, type: BridgeMessageKind.response.rawValue,
            timestamp: options._timestamp, action: action, status: reply.status, error: reply.error,
            to: &writer, hasData: reply.data != nil
        ) { writer in reply.writeData(to: &writer) }
        // Kept before the page can see the references, so that a transport that delivers at once
        // can serve them.
        if let writing = writer.blobs { _keepBlobs(writing, answering: correlationId, action: action) }
        _deliver(BridgeOutgoingMessage(writer))
    }

    @usableFromInline
    func _deliver(_ message: BridgeOutgoingMessage) {
        guard let transport else {
            _report(BridgeProblem(.deliveryFailed, "WebView not attached"))
            return
        }
        do {
            try transport.deliver(message)
        } catch {
            _report(BridgeProblem(.deliveryFailed, "Could not deliver a message to the page: \(error)"))
        }
    }

    /// A standard failure reply, with the protocol's default `recoverable` for its code.
    @usableFromInline
    nonisolated static func _failure(
        _ failure: BridgeStandardError, status: BridgeStandardStatus = .error, _ message: String
    ) -> BridgeReply {
        BridgeReply(
            status: status.rawValue,
            error: BridgeRawError(
                code: failure.code, message: message, recoverable: Definition.isRecoverableByDefault(code: failure.code)))
    }
}
