/// Routing a request to whoever declared its action (see ``RouteTable``), opening it in the ledger
/// on the way.
extension BridgeHostBase {
    /// Routes `request`, which carries the typed value its data was decoded into, by `route`, its
    /// action's (``RouteTable/routed(for:)``). With no route, holds `unhandled`, the request as
    /// the host keeps it, its data as text only (`request` itself when not given).
    @inlinable
    func _route(_ request: Message, by route: RouteTable<Definition>.Route?, action: String, unhandled: Message?, bytes: Int) {
        let key = BridgeWireKey(request.id)
        switch route {
        case .slot(let slot)?:
            guard let gate = _open(key, action: action, capability: slot.capabilityID, bytes: bytes) else { return }
            slot._start(request, gate: gate)
        case .typed(let handling, let capability)?:
            guard let gate = _open(key, action: action, capability: capability, bytes: bytes) else { return }
            _handle(request, action: action, gate: gate, with: handling)
        case .configured(let handle)?:
            guard let gate = _open(key, action: action, capability: action, bytes: bytes) else { return }
            _run(request, action: action, gate: gate, with: handle)
        case .custom(let handling)?:
            guard let gate = _open(key, action: action, capability: action, bytes: bytes) else { return }
            _handle(request, action: action, gate: gate, with: handling)
        case .negotiation?:
            guard _open(key, action: action, capability: action, bytes: bytes) != nil else { return }
            _answer(request.id, with: _capabilityQueryReply(to: request), by: "the capability.query result")
        case .unsupportedSlot(let slot)?:
            guard _open(key, action: action, capability: slot.capabilityID, bytes: bytes) != nil else { return }
            _answer(
                request.id, with: _unsupportedReply(action: action, "\(slot.capabilityID) has no handler"),
                by: "an unsupported response")
        case nil:
            _hold(unhandled ?? request, key, action: action, bytes: bytes)
        }
    }

    /// Opens a request in the ledger, and returns the gate its answer must pass; past a limit,
    /// answers `BUSY` at once, reports it, and returns nil.
    ///
    /// Not inlined: `_route` calls it on each of its paths, and inlining it into every one would
    /// make routing larger, and slower.
    @usableFromInline
    func _open(_ key: BridgeWireKey, action: String, capability: String, bytes: Int) -> BridgeAnswerGate? {
        let gate = BridgeAnswerGate()
        return _admit(key, action: action, capability: capability, bytes: bytes, gate: gate, holding: nil) ? gate : nil
    }

    /// Opens a request in the ledger, answered through `gate` if it has one, or held for the app;
    /// past a limit, answers `BUSY` at once, reports it, and returns false.
    @usableFromInline
    func _admit(
        _ key: BridgeWireKey, action: String, capability: String, bytes: Int, gate: BridgeAnswerGate?, holding held: AnyObject?
    ) -> Bool {
        if let refusal = _ledger.open(
            key, action: action, capability: capability, bytes: bytes, gate: gate, holding: held, besides: _blobs.heldBytes
        ) {
            let problem = "Refused a \(action) request: \(refusal)"
            _report(BridgeProblem(.limitReached, problem, correlationId: key.string, action: action))
            _send(response: Self._failure(.busy, problem), to: key.string, action: action)
            return false
        }
        if _ledger.timer == nil, _ledger.timeout != nil { _startTimeoutTimer() }
        return true
    }

    /// Keeps a request nobody handles in `pendingRequests`, for the app to answer, and tells the
    /// subclass (and so the delegate).
    @usableFromInline
    func _hold(_ request: Message, _ key: BridgeWireKey, action: String, bytes: Int) {
        guard _admit(key, action: action, capability: action, bytes: bytes, gate: nil, holding: HeldMessage(request)) else {
            return
        }
        _slotWillChange()
        _heldMessages?.append(request)
        if _ledger.heldCount > options.pendingRequestWarningThreshold {
            _report(
                BridgeProblem(
                    .manyPendingRequests,
                    "Warning: \(_ledger.heldCount) requests are waiting for an answer (more than \(options.pendingRequestWarningThreshold)); is a handler missing?",
                    correlationId: request.id))
        }
        didReceiveUnhandledRequest(request)
    }

    /// Calls a handler that cannot suspend at once, or runs one that may in a task of its own.
    @inlinable
    func _handle(_ request: Message, action: String, gate: BridgeAnswerGate, with handling: RequestHandling<Definition>) {
        switch handling {
        case .synchronous(let handle):
            Self._invoke(handle, with: request, _makeResponder(for: request, action: action, gate: gate))
        case .asynchronous(let handle):
            _run(request, action: action, gate: gate, with: handle)
        }
    }

    /// Runs a handler in its own task. If it throws, or returns without answering, the page gets an
    /// `INTERNAL_ERROR` answer instead of waiting for a timeout.
    ///
    /// Where the runtime supports it, the task starts at once, on the main actor where the request
    /// was routed, and runs until the handler first suspends. A handler that answers without
    /// suspending (most do: they return a value, or hand the request to UI and wait) so answers
    /// within `receive(_:)`, instead of after a task hop through the main queue, which costs more
    /// than the rest of the round trip. Handlers run on the main actor either way, and a handler
    /// that suspends goes on the same way.
    @usableFromInline
    func _run(
        _ request: Message, action: String, gate: BridgeAnswerGate, with handle: @escaping BridgeRequestHandling<Definition>
    ) {
        let responder = _makeResponder(for: request, action: action, gate: gate)
        // The task captures the request, the responder and the handler, and nothing else: the
        // responder already holds the gate, the action and a weak reference to this host. Each
        // further capture, and each closure wrapping another, costs an allocation per request.
        // `Task.immediate` arrived with Swift 6.2 (SE-0472); Xcode 16's Swift 6.0 takes the plain task.
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            _keep(Task.immediate { await Self._invoke(handle, with: request, responder) }, of: request, gate: gate)
            return
        }
        #endif
        _keep(Task { await Self._invoke(handle, with: request, responder) }, of: request, gate: gate)
    }

    /// Calls a handler. If it throws, or returns without answering, answers `INTERNAL_ERROR`.
    @usableFromInline
    static func _invoke(
        _ handle: BridgeRequestHandling<Definition>, with request: Message, _ responder: BridgeRequestResponder<Definition>
    ) async {
        do {
            try await handle(request, responder)
            _answerIfUnanswered(request, responder, failure: nil)
        } catch {
            _answerIfUnanswered(request, responder, failure: error)
        }
    }

    /// Calls a handler that cannot suspend, with no task: it has answered, or never will, when it
    /// returns. If it throws, or returns without answering, answers `INTERNAL_ERROR`.
    @inlinable
    static func _invoke(
        _ handle: BridgeSynchronousRequestHandling<Definition>, with request: Message,
        _ responder: BridgeRequestResponder<Definition>
    ) {
        do {
            try handle(request, responder)
            _answerIfUnanswered(request, responder, failure: nil)
        } catch {
            _answerIfUnanswered(request, responder, failure: error)
        }
    }

    /// Answers `INTERNAL_ERROR` for a handler that returned without answering, or threw `failure`,
    /// unless someone has answered. A ``BridgeAnswerableError`` is the handler's answer instead.
    @inlinable
    static func _answerIfUnanswered(_ request: Message, _ responder: BridgeRequestResponder<Definition>, failure: (any Error)?) {
        // Nearly every handler answers: the message for one that did not is built only then.
        if failure == nil, responder.hasResponded { return }
        if let answer = failure as? any BridgeAnswerableError {
            responder._send(_reply(answering: answer, host: responder._host))
            return
        }
        let problem =
            failure.map { _handlerFailure(responder.action, $0) }
            ?? "The \(responder.action) handler returned without answering"
        guard responder._gate.claim(.text("an INTERNAL_ERROR (\(problem))")) == nil else { return }
        guard let host = responder._host else { return }
        host._report(BridgeProblem(.handlerFailed, problem, correlationId: request.id, action: responder.action))
        // The error's own words stay in the app: they may hold what the handler read (a chip's
        // data, a path), and the page's analytics keep whatever it is sent.
        let told = failure == nil ? problem : _handlerFailureForPage(responder.action)
        host._answerClaimed(request.id, with: Self._failure(.internalError, told))
    }

    /// What the app learns of a handler that threw something other than a ``BridgeAnswerableError``.
    @usableFromInline
    nonisolated static func _handlerFailure(_ action: String, _ error: any Error) -> String {
        "The \(action) handler failed: \(error)"
    }

    /// What the page learns of it: that the handler failed, and nothing of the error.
    @usableFromInline
    nonisolated static func _handlerFailureForPage(_ action: String) -> String {
        "The \(action) handler failed."
    }

    /// Keeps a handler's task with its open request, so that ending the request cancels it. A task
    /// whose request is already answered has nothing left to cancel and is not looked up.
    @usableFromInline
    func _keep(_ task: Task<Void, Never>, of request: Message, gate: BridgeAnswerGate) {
        guard !gate.isAnswered else { return }
        // A no-op when the request has already ended.
        _ledger.attach(task, to: BridgeWireKey(request.id))
    }

    /// A responder whose answers queue in the outbox, in the order they are given, until the main
    /// actor sends them.
    @inlinable
    func _makeResponder(for request: Message, action: String, gate: BridgeAnswerGate) -> BridgeRequestResponder<Definition> {
        BridgeRequestResponder(correlationId: request.id, action: action, gate: gate, outbox: _outbox)
    }

    /// Sends the answers responders queued, oldest first, until none is left. Every main-actor entry
    /// point calls it before sending, so messages leave in the order the app produced them.
    @inlinable
    func _drainOutbox() {
        while let entry = _outbox.takeOldest() {
            if entry.isUpdate {
                _sendUpdate(entry.correlationId, with: entry.reply)
            } else if let earlier = entry.earlierAnswer {
                // The page asked for the cancellation: what the handler answers after it is expected.
                if earlier == .cancelledByPage { continue }
                _report(
                    BridgeProblem(
                        .droppedAnswer,
                        "Dropped a second answer (\(entry.reply.status)) to \(entry.correlationId): it was already answered with \(earlier)",
                        correlationId: entry.correlationId))
            } else {
                _answerClaimed(entry.correlationId, with: entry.reply)
            }
        }
    }
}
