/// Routing a request to whoever declared its action, in precedence order: a typed slot with a handler,
/// then a registered `BridgeCapabilityHandler` (the configuration approach), then a custom capability.
extension BridgeEngine {
    func route(_ request: Message) {
        let action = request.raw.action
        var open = OpenRequest<Definition>(message: request)
        open.timeoutTask = startTimeout(for: request.id)
        openRequests[request.id] = open

        if let slot = slots.first(where: { $0.action == action && $0.handler != nil }) {
            run(request, in: slot)
        } else if let registered = handlers[action] {
            run(request, with: registered.handle)
        } else if let custom = customCapabilities[action] {
            run(request, with: custom.handle)
        } else if action == Definition.negotiationAction {
            answer(request.id, with: capabilityQueryReply(), by: "the capability.query result")
        } else if let slot = slots.first(where: { $0.action == action }) {
            answer(request.id, with: Self.failure(.unsupportedAction, status: .unsupported,
                                              "\(action) is not supported by this host: \(slot.capabilityID) has no handler"),
                   by: "an unsupported response")
        } else {
            pendingRequests.append(request)
            if pendingRequests.count > options.pendingRequestWarningThreshold {
                report("Warning: \(pendingRequests.count) requests are waiting for an answer (more than \(options.pendingRequestWarningThreshold)); is a handler missing?")
            }
            didReceiveUnhandledRequest(request)
        }
    }

    /// Runs a handler in its own task. If it throws, or returns without answering, the page gets an
    /// `INTERNAL_ERROR` answer instead of waiting for a timeout.
    private func run(_ request: Message, with handle: @escaping BridgeRequestHandling<Definition>) {
        guard let gate = openRequests[request.id]?.gate else { return }
        let responder = makeResponder(for: request, gate: gate)
        let action = request.raw.action
        openRequests[request.id]?.handlerTask = Task { [weak self] in
            let failure: String
            do {
                try await handle(request, responder)
                failure = "The \(action) handler returned without answering"
            } catch {
                failure = "The \(action) handler failed: \(error)"
            }
            guard gate.claim("an INTERNAL_ERROR (\(failure))") == nil else { return }
            self?.report(failure)
            self?.answerClaimed(request.id, with: Self.failure(.internalError, failure))
        }
    }

    /// Runs a typed slot's handler: busy rejection, `activeRequest`, and encoding its typed result.
    private func run(_ request: Message, in slot: BridgeSlot<Definition>) {
        guard slot.isEnabled, let handler = slot.handler else {
            answer(request.id, with: Self.failure(.unsupportedAction, status: .unsupported,
                                              "\(slot.action) is not supported by this host: \(slot.capabilityID) is disabled"),
                   by: "an unsupported response")
            return
        }
        guard slot.begin(request) else {
            answer(request.id, with: Self.failure(.busy, "A \(slot.capabilityID) capture request is already in progress"),
                   by: "a BUSY error")
            return
        }
        openRequests[request.id]?.slot = slot
        openRequests[request.id]?.handlerTask = Task { [weak self] in
            let outcome: Result<Definition.SlotResult, any Error>
            do { outcome = .success(try await handler(request)) } catch { outcome = .failure(error) }
            self?.finishSlot(request, slot: slot, outcome: outcome)
        }
    }

    /// Answers a slot's request with what its handler returned, unless the request already ended.
    private func finishSlot(_ request: Message, slot: BridgeSlot<Definition>, outcome: Result<Definition.SlotResult, any Error>) {
        guard let gate = openRequests[request.id]?.gate else { return }  // ended by a timeout or navigation
        let reply: BridgeReply
        switch outcome.map(\.outcome) {
        case .success(.success(let action, let value)) where action == slot.action:
            reply = BridgeReply(status: BridgeStandardStatus.success.rawValue, result: AnyEncodable(value))
        case .success(.success(let action, _)):
            reply = Self.failure(.internalError, "The \(slot.action) handler returned a result of \(action)")
        case .success(.cancelled(let reason)):
            reply = Self.failure(.cancelled, status: .cancelled, reason)
        case .success(.failed(let error)):
            reply = BridgeReply(status: BridgeStandardStatus.error.rawValue, error: error)
        case .failure(let error):
            report("The \(slot.action) handler failed: \(error)")
            reply = Self.failure(.internalError, "The \(slot.action) handler failed: \(error)")
        }
        guard gate.claim("the slot's \(reply.status) result") == nil else { return }
        answerClaimed(request.id, with: reply)
    }

    /// A responder whose answers come back to this engine on the main actor.
    func makeResponder(for request: Message, gate: BridgeAnswerGate) -> BridgeRequestResponder<Definition> {
        let correlationId = request.id
        return BridgeRequestResponder(correlationId: correlationId, action: request.raw.action, gate: gate) {
            [weak self] reply, earlier in
            BridgeEngine.onMainActor {
                guard let self else { return }
                if let earlier {
                    self.report("Dropped a second answer (\(reply.status)) to \(correlationId): it was already answered with \(earlier)")
                } else {
                    self.answerClaimed(correlationId, with: reply)
                }
            }
        }
    }
}

/// Boxes an existential result so a reply can capture it as a concrete `Sendable` value.
private struct AnyEncodable: BridgeJSONEncodable, BridgeJSONSizeHinting, Sendable {
    let value: any BridgeJSONEncodable & Sendable
    init(_ value: any BridgeJSONEncodable & Sendable) { self.value = value }
    func encode(to writer: inout JSONWriter) { value.encode(to: &writer) }
    var estimatedJSONSize: Int { (value as? any BridgeJSONSizeHinting)?.estimatedJSONSize ?? 0 }
}
