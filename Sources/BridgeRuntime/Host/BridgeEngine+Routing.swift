/// Routing a request to whoever declared its action, in precedence order: a typed slot with a handler,
/// then a registered `BridgeCapabilityHandler` (the configuration approach), then a custom capability.
extension BridgeEngine {
    @inlinable
    func route(_ request: Message, action: String) {
        var open = OpenRequest(action: action)
        open.deadline = timeoutDeadline()
        openRequests[request.id] = open
        startTimeoutTimerIfNeeded()

        if let slot = slot(for: action, withHandler: true) {
            run(request, in: slot, gate: open.gate)
        } else if !handlers.isEmpty, let handle = handlers[action] {
            run(request, action: action, gate: open.gate, with: handle)
        } else if let custom = customCapabilities[action] {
            switch custom.handling {
            case .synchronous(let handle):
                Self.invoke(handle, with: request, makeResponder(for: request, action: action, gate: open.gate))
            case .asynchronous(let handle):
                run(request, action: action, gate: open.gate, with: handle)
            }
        } else if action == Definition.negotiationAction {
            answer(request.id, with: capabilityQueryReply(), by: "the capability.query result")
        } else if let slot = slot(for: action, withHandler: false) {
            answer(request.id, with: Self.failure(.unsupportedAction, status: .unsupported,
                                              "\(action) is not supported by this host: \(slot.capabilityID) has no handler"),
                   by: "an unsupported response")
        } else {
            hold(request)
        }
    }

    /// Keeps a request nobody handles in `pendingRequests`, for the app to answer, and tells the
    /// subclass (and so the delegate).
    @usableFromInline
    func hold(_ request: Message) {
        pendingRequests.append(request)
        if pendingRequests.count > options.pendingRequestWarningThreshold {
            report("Warning: \(pendingRequests.count) requests are waiting for an answer (more than \(options.pendingRequestWarningThreshold)); is a handler missing?")
        }
        didReceiveUnhandledRequest(request)
    }

    /// The first slot for `action`, with a handler if `withHandler`.
    ///
    /// A plain loop over the slots' actions, which are plain strings: most requests are for actions
    /// no slot handles, and need not touch the slots at all.
    @inlinable
    func slot(for action: String, withHandler: Bool) -> BridgeSlot<Definition>? {
        for index in slotActions.indices where slotActions[index] == action {
            let slot = slots[index]
            if !withHandler || slot.handler != nil { return slot }
        }
        return nil
    }

    /// Runs a handler in its own task. If it throws, or returns without answering, the page gets an
    /// `INTERNAL_ERROR` answer instead of waiting for a timeout.
    ///
    /// Where the runtime supports it, the task starts at once, on the main actor where the request
    /// was routed, and runs until the handler first suspends. A handler that answers without
    /// suspending (most do: they return a value, or hand the request to UI and wait) so answers
    /// within `receive(_:)`, instead of after a task hop through the main queue that costs several
    /// times the rest of the round trip. Handlers run on the main actor either way, and a handler
    /// that suspends goes on exactly as before.
    @usableFromInline
    func run(
        _ request: Message, action: String, gate: BridgeAnswerGate, with handle: @escaping BridgeRequestHandling<Definition>
    ) {
        let responder = makeResponder(for: request, action: action, gate: gate)
        // The task captures the request, the responder and the handler, and nothing else: the
        // responder already holds the gate, the action and a weak reference to this host. Each
        // further capture, and each closure wrapping another, cost an allocation per request.
        let task: Task<Void, Never>
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            task = Task.immediate { await Self.invoke(handle, with: request, responder) }
        } else {
            task = Task { await Self.invoke(handle, with: request, responder) }
        }
        keep(task, of: request, gate: gate)
    }

    /// Calls a handler. If it throws, or returns without answering, answers `INTERNAL_ERROR`.
    @usableFromInline
    static func invoke(
        _ handle: BridgeRequestHandling<Definition>, with request: Message, _ responder: BridgeRequestResponder<Definition>
    ) async {
        do {
            try await handle(request, responder)
            answerIfUnanswered(request, responder, failure: nil)
        } catch {
            answerIfUnanswered(request, responder, failure: error)
        }
    }

    /// Calls a handler that cannot suspend, with no task: it has answered, or never will, when it
    /// returns. If it throws, or returns without answering, answers `INTERNAL_ERROR`.
    @inlinable
    static func invoke(
        _ handle: BridgeSynchronousRequestHandling<Definition>, with request: Message,
        _ responder: BridgeRequestResponder<Definition>
    ) {
        do {
            try handle(request, responder)
            answerIfUnanswered(request, responder, failure: nil)
        } catch {
            answerIfUnanswered(request, responder, failure: error)
        }
    }

    /// Answers `INTERNAL_ERROR` for a handler that returned without answering, or threw `failure`,
    /// unless someone has answered.
    @inlinable
    static func answerIfUnanswered(_ request: Message, _ responder: BridgeRequestResponder<Definition>, failure: (any Error)?) {
        // Nearly every handler answers: the message for one that did not is built only then.
        if failure == nil, responder.hasResponded { return }
        let problem = failure.map { "The \(responder.action) handler failed: \($0)" }
            ?? "The \(responder.action) handler returned without answering"
        guard responder.gate.claim(.text("an INTERNAL_ERROR (\(problem))")) == nil else { return }
        responder.host?.report(problem)
        responder.host?.answerClaimed(request.id, with: Self.failure(.internalError, problem))
    }

    /// Keeps a handler's task with its open request, so that ending the request cancels it. A task
    /// whose request is already answered has nothing left to cancel and is not looked up.
    @usableFromInline
    func keep(_ task: Task<Void, Never>, of request: Message, gate: BridgeAnswerGate) {
        guard !gate.isAnswered else { return }
        openRequests[request.id]?.handlerTask = task  // a no-op when the request has already ended
    }

    /// Runs a typed slot's handler: busy rejection, `activeRequest`, and encoding its typed result.
    @usableFromInline
    func run(_ request: Message, in slot: BridgeSlot<Definition>, gate: BridgeAnswerGate) {
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
        // As for other handlers: the task starts at once and captures no more than it needs; the
        // slot knows its host.
        let task: Task<Void, Never>
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            task = Task.immediate { await Self.invoke(handler, with: request, in: slot) }
        } else {
            task = Task { await Self.invoke(handler, with: request, in: slot) }
        }
        keep(task, of: request, gate: gate)
    }

    /// Calls a slot's handler and answers with what it returned.
    private static func invoke(
        _ handler: @MainActor (Message) async throws -> Definition.SlotResult, with request: Message, in slot: BridgeSlot<Definition>
    ) async {
        let outcome: Result<Definition.SlotResult, any Error>
        do { outcome = .success(try await handler(request)) } catch { outcome = .failure(error) }
        slot.host?.finishSlot(request, slot: slot, outcome: outcome)
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
        guard gate.claim(.slotResult(status: reply.status)) == nil else { return }
        answerClaimed(request.id, with: reply)
    }

    /// A responder whose answers queue in the outbox, in the order they are given, until the main
    /// actor sends them.
    @inlinable
    func makeResponder(for request: Message, action: String, gate: BridgeAnswerGate) -> BridgeRequestResponder<Definition> {
        BridgeRequestResponder(correlationId: request.id, action: action, gate: gate, outbox: outbox, host: self)
    }

    /// Sends the answers responders queued, oldest first, until none is left. Every main-actor entry
    /// point calls it before sending, so messages leave in the order the app produced them.
    @inlinable
    func drainOutbox() {
        drainOutbox(startingWith: outbox.takeOldest())
    }

    /// Sends `first`, an answer the caller has already taken from the outbox, then the answers
    /// still queued; nothing when `first` is nil, since the outbox was empty when it was taken.
    @inlinable
    func drainOutbox(startingWith first: ReplyOutbox.Entry?) {
        var next = first
        while let entry = next {
            if let earlier = entry.earlierAnswer {
                report("Dropped a second answer (\(entry.reply.status)) to \(entry.correlationId): it was already answered with \(earlier)")
            } else {
                answerClaimed(entry.correlationId, with: entry.reply)
            }
            next = outbox.takeOldest()
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
