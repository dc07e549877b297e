/// The host's side of typed slots: answering with what a slot's handler returned.
extension BridgeHostBase {
    /// A slot's handler was set or removed: its action's route may change.
    func slotHandlerDidChange(_ slot: BridgeSlotBase<Definition>) {
        _routes.slotChanged(slot)
    }

    /// Keeps the slot handling a request with the request, so that ending the request releases it.
    func _keep(_ slot: some BridgeSlotReleasing, handling request: Message) {
        _ledger.attach(slot, to: BridgeWireKey(request.id))
    }

    /// Answers a slot's request with what its handler returned, unless the request already ended.
    func finishSlot(_ request: Message, action: String, outcome: Result<BridgeSlotOutcome, any Error>) {
        guard let gate = _ledger[BridgeWireKey(request.id)]?.gate else { return }  // ended by a timeout or navigation
        let reply: BridgeReply
        switch outcome {
        case .success(.success(let resultAction, let value)) where resultAction == action:
            reply = BridgeReply(status: BridgeStandardStatus.success.rawValue, result: AnyEncodable(value))
        case .success(.success(let resultAction, _)):
            // Only a hand-made result type can get here: generated slot results cannot be another's.
            reply = resultMismatch(request, action: action, resultAction: resultAction)
        case .success(.cancelled(let reason)):
            reply = Self._failure(.cancelled, status: .cancelled, reason)
        case .success(.failed(let error)):
            reply = BridgeReply(status: BridgeStandardStatus.error.rawValue, error: error)
        case .failure(let error as any BridgeAnswerableError):
            reply = Self._reply(answering: error, host: self)
        case .failure(let error):
            _report(BridgeProblem(.handlerFailed, Self._handlerFailure(action, error), correlationId: request.id, action: action))
            reply = Self._failure(.internalError, Self._handlerFailureForPage(action))
        }
        guard gate.claim(.slotResult(status: reply.status)) == nil else { return }
        _answerClaimed(request.id, with: reply)
    }

    /// Ends a slot's active request whose app completed it with another slot's result (through the
    /// shared result type, which the compiler cannot check): the page gets `INTERNAL_ERROR`, and a
    /// suspended handler resumes with `cancelled`, its answer dropped.
    func failSlot(_ request: Message, action: String, mismatch outcome: BridgeSlotOutcome) {
        guard let gate = _ledger[BridgeWireKey(request.id)]?.gate else { return }
        let resultAction = if case .success(let resultAction, _) = outcome { resultAction } else { "another slot" }
        let reply = resultMismatch(request, action: action, resultAction: resultAction)
        guard gate.claim(.slotResult(status: reply.status)) == nil else { return }
        _answerClaimed(request.id, with: reply)
    }

    /// Reports a result of `resultAction` given for a request of `action`, and the `INTERNAL_ERROR`
    /// reply the page gets for it.
    private func resultMismatch(_ request: Message, action: String, resultAction: String) -> BridgeReply {
        let problem = "The \(action) request was completed with a result of \(resultAction)"
        _report(BridgeProblem(.resultMismatch, problem, correlationId: request.id, action: action))
        return Self._failure(.internalError, problem)
    }

    /// The answer for a slot's action that the slot does not offer now.
    @usableFromInline
    func _unsupportedReply(action: String, _ reason: String) -> BridgeReply {
        Self._failure(.unsupportedAction, status: .unsupported, "\(action) is not supported by this host: \(reason)")
    }
}

/// Boxes an existential result so a reply can capture it as a concrete `Sendable` value.
private struct AnyEncodable: BridgeJSONEncodable, Sendable {
    let value: any BridgeJSONEncodable & Sendable
    init(_ value: any BridgeJSONEncodable & Sendable) { self.value = value }
    func encode(to writer: inout JSONWriter) { value.encode(to: &writer) }
    var estimatedJSONSize: Int { value.estimatedJSONSize }
}
