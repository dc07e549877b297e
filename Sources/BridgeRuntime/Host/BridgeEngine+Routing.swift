/// Routing a request to whoever declared its action, in precedence order: a typed slot with a handler,
/// then a registered `BridgeCapabilityHandler` (the configuration approach), then a custom capability.
extension BridgeEngine {
    @inlinable
    func route(_ request: Message, action: String, bytes: Int) {
        let key = BridgeWireKey(request.id)
        if let slot = slot(for: action, withHandler: true) {
            guard let gate = open(key, action: action, capability: slot.capabilityID, bytes: bytes) else { return }
            slot.start(request, gate: gate)
        } else if !typedHandlers.isEmpty, let typed = typedHandlers[BridgeWireKey(action)] {
            guard let gate = open(key, action: action, capability: typed.capability?.id ?? action, bytes: bytes) else { return }
            switch typed.handling {
            case .synchronous(let handle):
                Self.invoke(handle, with: request, makeResponder(for: request, action: action, gate: gate))
            case .asynchronous(let handle):
                run(request, action: action, gate: gate, with: handle)
            }
        } else if !handlers.isEmpty, let handle = handlers[BridgeWireKey(action)] {
            guard let gate = open(key, action: action, capability: action, bytes: bytes) else { return }
            run(request, action: action, gate: gate, with: handle)
        } else if !customCapabilities.isEmpty, let custom = customCapabilities[BridgeWireKey(action)] {
            guard let gate = open(key, action: action, capability: action, bytes: bytes) else { return }
            switch custom.handling {
            case .synchronous(let handle):
                Self.invoke(handle, with: request, makeResponder(for: request, action: action, gate: gate))
            case .asynchronous(let handle):
                run(request, action: action, gate: gate, with: handle)
            }
        } else if let negotiation = Definition.negotiationAction, action.hasSameUTF8(as: negotiation) {
            guard open(key, action: action, capability: action, bytes: bytes) != nil else { return }
            answer(request.id, with: capabilityQueryReply(to: request), by: "the capability.query result")
        } else if let slot = slot(for: action, withHandler: false) {
            guard open(key, action: action, capability: slot.capabilityID, bytes: bytes) != nil else { return }
            answer(request.id, with: unsupportedReply(action: action, "\(slot.capabilityID) has no handler"),
                   by: "an unsupported response")
        } else {
            guard admit(key, action: action, capability: action, bytes: bytes, gate: nil) else { return }
            hold(request, key)
        }
    }

    /// Opens a request within the host's limits, and returns the gate its answer must pass; past a
    /// limit, answers `BUSY` at once, reports it, and returns nil.
    @usableFromInline
    func open(_ key: BridgeWireKey, action: String, capability: String, bytes: Int) -> BridgeAnswerGate? {
        let gate = BridgeAnswerGate()
        return admit(key, action: action, capability: capability, bytes: bytes, gate: gate) ? gate : nil
    }

    /// Opens a request within the host's limits, answered through `gate` if it has one; past a
    /// limit, answers `BUSY` at once, reports it, and returns false.
    ///
    /// Not inlined: `route` calls it on each of its paths, and inlining it into every one made
    /// routing several times larger, and slower.
    @usableFromInline
    func admit(_ key: BridgeWireKey, action: String, capability: String, bytes: Int, gate: BridgeAnswerGate?) -> Bool {
        guard let serial = usage.admit(
            capability: capability, bytes: bytes, openCount: openRequests.count, recentBytes: heldBesideRequests, options: options,
            openCapabilities: { openRequests.entries.map(\.request.capability) }
        ) else {
            refuse(key.string, action: action, capability: capability, bytes: bytes)
            return false
        }
        scheduleTimeout(of: key, serial: serial, gate: gate)
        openRequests.insert(OpenRequest(action: action, capability: capability, bytes: bytes, serial: serial, gate: gate), for: key)
        return true
    }

    /// Answers `BUSY` for a request past one of the host's limits, saying which, and reports it.
    func refuse(_ correlationId: String, action: String, capability: String, bytes: Int) {
        let reason = switch usage.refusal(capability: capability, openCount: openRequests.count, options: options) {
        case .openRequests:
            "\(openRequests.count) requests are open, the most this host takes at once (maxOpenRequests)"
        case .perCapability:
            "\(usage.openCount(for: capability)) requests for \(capability) are open, the most this host takes at once (maxOpenRequestsPerCapability)"
        case .bytes:
            "its \(bytes) bytes would take the messages the host holds past \(options.maxHeldBytes) bytes (maxHeldBytes)"
        }
        let problem = "Refused a \(action) request: \(reason)"
        report(BridgeProblem(.limitReached, problem, correlationId: correlationId, action: action))
        recentlyClosed.record(correlationId, answer: "a BUSY error")
        send(response: Self.failure(.busy, problem), to: correlationId, action: action)
    }

    /// Keeps a request nobody handles in `pendingRequests`, for the app to answer, and tells the
    /// subclass (and so the delegate).
    @usableFromInline
    func hold(_ request: Message, _ key: BridgeWireKey) {
        slotWillChange()
        let sequence = pending.append(request, key: key)
        openRequests.update(key) { $0.pendingSequence = sequence }
        if pending.count > options.pendingRequestWarningThreshold {
            report(BridgeProblem(
                .manyPendingRequests,
                "Warning: \(pending.count) requests are waiting for an answer (more than \(options.pendingRequestWarningThreshold)); is a handler missing?",
                correlationId: request.id))
        }
        didReceiveUnhandledRequest(request)
    }

    /// The first slot for `action`, with a handler if `withHandler`.
    ///
    /// A plain loop over the slots' actions, which are plain strings: most requests are for actions
    /// no slot handles, and need not touch the slots at all.
    @inlinable
    func slot(for action: String, withHandler: Bool) -> BridgeSlotBase<Definition>? {
        for index in slotActions.indices where slotActions[index].hasSameUTF8(as: action) {
            let slot = slots[index]
            if !withHandler || slot.hasHandler { return slot }
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
        // `Task.immediate` arrived with Swift 6.2 (SE-0472); Xcode 16's Swift 6.0 takes the plain task.
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            keep(Task.immediate { await Self.invoke(handle, with: request, responder) }, of: request, gate: gate)
            return
        }
        #endif
        keep(Task { await Self.invoke(handle, with: request, responder) }, of: request, gate: gate)
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
    /// unless someone has answered. A ``BridgeAnswerableError`` is the handler's answer instead.
    @inlinable
    static func answerIfUnanswered(_ request: Message, _ responder: BridgeRequestResponder<Definition>, failure: (any Error)?) {
        // Nearly every handler answers: the message for one that did not is built only then.
        if failure == nil, responder.hasResponded { return }
        if let answer = failure as? any BridgeAnswerableError {
            responder.send(reply(answering: answer, host: responder.host))
            return
        }
        let problem = failure.map { "The \(responder.action) handler failed: \($0)" }
            ?? "The \(responder.action) handler returned without answering"
        guard responder.gate.claim(.text("an INTERNAL_ERROR (\(problem))")) == nil else { return }
        guard let host = responder.host else { return }
        host.report(BridgeProblem(.handlerFailed, problem, correlationId: request.id, action: responder.action))
        host.answerClaimed(request.id, with: Self.failure(.internalError, problem))
    }

    /// Keeps a handler's task with its open request, so that ending the request cancels it. A task
    /// whose request is already answered has nothing left to cancel and is not looked up.
    @usableFromInline
    func keep(_ task: Task<Void, Never>, of request: Message, gate: BridgeAnswerGate) {
        guard !gate.isAnswered else { return }
        // A no-op when the request has already ended.
        openRequests.update(BridgeWireKey(request.id)) { $0.handlerTask = task }
    }

    /// A responder whose answers queue in the outbox, in the order they are given, until the main
    /// actor sends them.
    @inlinable
    func makeResponder(for request: Message, action: String, gate: BridgeAnswerGate) -> BridgeRequestResponder<Definition> {
        BridgeRequestResponder(correlationId: request.id, action: action, gate: gate, outbox: outbox)
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
                report(BridgeProblem(
                    .droppedAnswer,
                    "Dropped a second answer (\(entry.reply.status)) to \(entry.correlationId): it was already answered with \(earlier)",
                    correlationId: entry.correlationId))
            } else {
                answerClaimed(entry.correlationId, with: entry.reply)
            }
            next = outbox.takeOldest()
        }
    }
}
