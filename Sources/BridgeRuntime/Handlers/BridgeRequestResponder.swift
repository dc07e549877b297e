import Foundation

/// Answers one request. Handed to every request handler; the first answer wins, later ones are
/// dropped and reported in the host's `lastError`.
///
/// Safe to call from any thread: the answer is claimed at once and delivered on the main actor.
public struct BridgeRequestResponder<Definition: BridgeProtocolDefinition>: Sendable {
    /// The correlation ID of the request being answered.
    public let correlationId: String
    /// The action of the request being answered.
    public let action: String
    @usableFromInline let _gate: BridgeAnswerGate
    /// Where answers wait for the main actor; it knows, weakly, the host that sends them.
    ///
    /// Fields rather than a closure capturing them, whose context would be allocated for every
    /// request.
    @usableFromInline let _outbox: ReplyOutbox

    @usableFromInline
    init(correlationId: String, action: String, gate: BridgeAnswerGate, outbox: ReplyOutbox) {
        self.correlationId = correlationId
        self.action = action
        self._gate = gate
        self._outbox = outbox
    }

    /// The host that sends the answers, while it exists; only a handler that failed needs it.
    @usableFromInline
    var _host: BridgeHostBase<Definition>? { _outbox.owner as? BridgeHostBase<Definition> }

    /// Answers with a status, optional data and an optional error.
    public func respond(status: Definition.Status, data: [String: JSONValue]? = nil, error: Definition.ErrorPayload? = nil) {
        _send(BridgeReply(status: status.rawValue, data: data, error: error?.rawError))
    }

    /// Answers with a typed result, encoded by its generated encoder with no `JSONValue` in between.
    ///
    /// Without an error, so that this generic method, which every typed answer goes through,
    /// handles no optional of the protocol's error type: doing so looks its type up at run time.
    public func respond(status: Definition.Status, result: some BridgeJSONEncodable) {
        _send(BridgeReply(status: status.rawValue, result: result))
    }

    /// Answers with a typed result and an error.
    public func respond(status: Definition.Status, result: some BridgeJSONEncodable, error: Definition.ErrorPayload) {
        _send(BridgeReply(status: status.rawValue, result: result, error: error.rawError))
    }

    /// Sends a progress value or a stream item (`data` of an `update` message) while the request is
    /// open. It does not answer the request. Dropped once the request is answered, and when the
    /// page did not agree to updates in the negotiation.
    public func update(data: [String: JSONValue]) {
        _outbox.sendUpdate(BridgeReply(status: "", data: data, error: nil), of: correlationId, gate: _gate)
    }

    /// Sends a typed progress value or stream item, encoded by its generated encoder; as
    /// ``update(data:)``.
    public func update(_ value: some BridgeJSONEncodable & Sendable) {
        _outbox.sendUpdate(BridgeReply(status: "", result: value), of: correlationId, gate: _gate)
    }

    /// The channel a typed request sends its progress through.
    @usableFromInline
    var _updates: BridgeUpdateChannel { BridgeUpdateChannel(correlationId: correlationId, gate: _gate, outbox: _outbox) }

    /// Whether the request has been answered, by this responder or anyone else.
    public var hasResponded: Bool { _gate.isAnswered }

    @usableFromInline
    func _send(_ reply: BridgeReply) {
        let earlier = _gate.claim(.handlerResponse(status: reply.status))
        // A handler answering on the main actor while the host receives its request (every
        // handler that answers without suspending) is answered at once: queued, its answer would
        // go out a moment later from the same call, after a copy and two more turns of the lock.
        if earlier == nil, let owner = _outbox.ownerTakingAnswersNow() {
            ReplyOutbox.callNow(ReplyOutbox.answerClaimed, on: owner, correlationId, reply)
            return
        }
        let entry = ReplyOutbox.Entry(correlationId: correlationId, reply: reply, earlierAnswer: earlier)
        if _outbox.append(entry) {
            // The task keeps the host until the answer is sent.
            let owner = _outbox.owner
            Task { @MainActor in owner?._drainOutbox() }
        }
    }
}
