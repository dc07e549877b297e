import Foundation

/// Answering requests exactly once.
extension BridgeEngine {
    /// Answers an open request: one the page is waiting on, whether a handler took it or it sits in
    /// `pendingRequests`.
    ///
    /// A request can be answered once. Answering it again, or answering an unknown correlation ID,
    /// sends nothing and says why in `lastError`.
    public func respond(
        to correlationId: String, status: Definition.Status, data: [String: JSONValue]? = nil,
        error: Definition.ErrorPayload? = nil
    ) {
        drainOutbox()
        answer(correlationId, with: BridgeReply(status: status.rawValue, data: data, error: error?.rawError),
               by: .respondCall(status: status.rawValue))
    }

    /// Answers `correlationId` if nobody has yet; otherwise reports the dropped answer.
    @usableFromInline
    func answer(_ correlationId: String, with reply: BridgeReply, by answer: AnswerDescription) {
        guard let open = openRequests[BridgeWireKey(correlationId)] else {
            let reason = recentlyClosed.answer(for: correlationId).map { "it was already answered with \($0)" }
                ?? "no open request has that correlation ID"
            report(BridgeProblem(
                .droppedAnswer, "Dropped an answer (\(reply.status)) to \(correlationId): \(reason)", correlationId: correlationId))
            return
        }
        if let earlier = open.gate?.claim(answer) {
            report(BridgeProblem(
                .droppedAnswer, "Dropped an answer (\(reply.status)) to \(correlationId): it was already answered with \(earlier)",
                correlationId: correlationId, action: open.action))
            return
        }
        answerClaimed(correlationId, with: reply)
    }

    /// Sends the answer whose gate the caller has just claimed, and closes the request.
    @inlinable
    func answerClaimed(_ correlationId: String, with reply: BridgeReply) {
        guard let open = close(correlationId, answeredWith: .response(status: reply.status)) else { return }
        if reply.status == BridgeStandardStatus.success.rawValue, let object = reply.object,
           let problem = resultProblem(action: open.action, data: object) {
            // Still sent: the app chose this answer, and the page may read what it needs. But the
            // integrator should know the page's typed client may not be able to decode it.
            report(BridgeProblem(
                .resultMismatch, "The \(open.action) answer to \(correlationId) does not match its result type: \(problem)",
                correlationId: correlationId, action: open.action))
        }
        if let error = reply.error { checkDeclared(error, of: open.action, answering: correlationId) }
        send(response: reply, to: correlationId, action: open.action)
    }

    /// Reports an answer whose error code the spec does not list for its action.
    ///
    /// The answer is sent all the same: the page still gets a well-formed error. But its typed
    /// client narrows each action's codes to those the spec lists, and the integrator should know.
    @usableFromInline
    func checkDeclared(_ error: BridgeRawError, of action: String, answering correlationId: String) {
        guard BridgeStandardError(rawValue: error.code) == nil, !isDeclared(errorCode: error.code, forAction: action) else { return }
        report(BridgeProblem(
            .undeclaredErrorCode,
            "The \(action) answer to \(correlationId) carries error code \(error.code), which the spec does not list for \(action)",
            correlationId: correlationId, action: action))
    }

    /// Ends an open request: releases its slot, takes it out of `pendingRequests`. Its handler's task
    /// is cancelled unless it is the one answering. O(1) amortized, whatever else is open.
    @inlinable
    @discardableResult
    func close(_ correlationId: String, answeredWith answer: AnswerDescription, cancelHandler: Bool = false) -> OpenRequest? {
        let key = BridgeWireKey(correlationId)
        guard let open = openRequests.removeValue(forKey: key) else { return nil }
        if cancelHandler { open.handlerTask?.cancel() }
        open.slot?.end(correlationId, reason: answer.description)
        release(open)
        recentlyClosed.record(correlationId, answer: answer)
        return open
    }

    /// Gives back what an ended request counted against the limits, and takes it out of
    /// `pendingRequests`.
    @inlinable
    func release(_ open: OpenRequest) {
        usage.release(capability: open.capability, bytes: open.bytes, openCount: openRequests.count, options: options)
        if let sequence = open.pendingSequence { forgetPending(sequence) }
        // The oldest request is the one most often answered (always, one at a time): its deadline
        // leaves the queue now, instead of waiting for the timer or a sweep of the queue.
        if deadlines.firstSerial == open.serial {
            deadlines.removeFirst()
        } else {
            dropEndedDeadlinesIfMany()
        }
    }

    /// Takes a request out of `pendingRequests`.
    @inlinable
    func forgetPending(_ sequence: Int) {
        slotWillChange()
        pending.remove(at: sequence) { key, renumbered in
            openRequests.update(key) { $0.pendingSequence = renumbered }
        }
    }

    /// Ends every open request without answering: the page that asked is gone. O(open requests).
    func endAllOpenRequests(reason: String) {
        let answer = AnswerDescription.text("nothing: \(reason)")
        let ended = openRequests
        openRequests.removeAll()
        usage.releaseAll()
        deadlines.removeAll()
        if !pending.isEmpty {
            slotWillChange()
            pending.removeAll()
        }
        // An answer already claimed but not yet sent is dropped too: its page is gone. Only the
        // last requests ended can be remembered; recording the others would only push them out.
        let firstRemembered = ended.count - recentlyClosed.capacity
        for (offset, (key, open)) in ended.entries.enumerated() {
            _ = open.gate?.claim(answer)
            open.handlerTask?.cancel()
            open.slot?.end(key.string, reason: answer.description)
            if offset >= firstRemembered { recentlyClosed.record(key.string, answer: answer) }
        }
    }

    /// Writes a response envelope and hands it to the transport.
    @inlinable
    func send(response reply: BridgeReply, to correlationId: String, action: String) {
        var writer = responseWriter(expecting: 256 + reply.sizeHint)
        // Only a successful result carries values as blobs: an error's data is small, and a page
        // reads it without resolving anything.
        if blobTerms != nil, reply.status == BridgeStandardStatus.success.rawValue { writer.blobs = blobWriting() }
        BridgeRawEnvelope.write(
            version: Definition.version, correlationId: correlationId, type: BridgeMessageKind.response.rawValue,
            timestamp: options.timestamp, action: action, status: reply.status, error: reply.error,
            to: &writer, hasData: reply.data != nil) { writer in reply.writeData(to: &writer) }
        // Kept before the page can see the references, so that a transport that delivers at once
        // can serve them.
        if let writing = writer.blobs { keepBlobs(writing, answering: correlationId, action: action) }
        deliver(BridgeOutgoingMessage(writer))
    }

    @usableFromInline
    func deliver(_ message: BridgeOutgoingMessage) {
        guard let transport else {
            report(BridgeProblem(.deliveryFailed, "WebView not attached"))
            return
        }
        do {
            try transport.deliver(message)
        } catch {
            report(BridgeProblem(.deliveryFailed, "Could not deliver a message to the page: \(error)"))
        }
    }

    /// A standard failure reply, with the protocol's default `recoverable` for its code.
    @usableFromInline
    nonisolated static func failure(
        _ failure: BridgeStandardError, status: BridgeStandardStatus = .error, _ message: String
    ) -> BridgeReply {
        BridgeReply(status: status.rawValue, error: BridgeRawError(
            code: failure.code, message: message, recoverable: Definition.isRecoverableByDefault(code: failure.code)))
    }

    nonisolated static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}
