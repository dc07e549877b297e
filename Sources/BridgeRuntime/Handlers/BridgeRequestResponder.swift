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
    @usableFromInline let gate: BridgeAnswerGate
    /// Where answers wait for the main actor.
    @usableFromInline let outbox: ReplyOutbox
    /// The host that sends them; weak, so that a handler keeping its responder keeps no host alive
    /// (an answer queued outside `receive(_:)` keeps it until the answer is sent).
    ///
    /// Fields rather than a closure capturing them: the closure's context was allocated for every
    /// request. A `var` only because `weak let` needs Swift 6.2 (SE-0481) and the package supports
    /// Swift 6.0; nothing assigns it after `init`.
    @usableFromInline weak var host: BridgeEngine<Definition>?

    @usableFromInline
    init(correlationId: String, action: String, gate: BridgeAnswerGate, outbox: ReplyOutbox, host: BridgeEngine<Definition>) {
        self.correlationId = correlationId
        self.action = action
        self.gate = gate
        self.outbox = outbox
        self.host = host
    }

    /// Answers with a status, optional data and an optional error.
    public func respond(status: Definition.Status, data: [String: JSONValue]? = nil, error: Definition.ErrorPayload? = nil) {
        send(BridgeReply(status: status.rawValue, data: data, error: error?.rawError))
    }

    /// Answers with a typed result, encoded by its generated encoder with no `JSONValue` in between.
    @inlinable
    public func respond(status: Definition.Status, result: some BridgeJSONEncodable & Sendable, error: Definition.ErrorPayload? = nil) {
        send(BridgeReply(status: status.rawValue, result: result, error: error?.rawError))
    }

    /// Whether the request has been answered, by this responder or anyone else.
    public var hasResponded: Bool { gate.isAnswered }

    @usableFromInline
    func send(_ reply: BridgeReply) {
        let earlier = gate.claim(.handlerResponse(status: reply.status))
        let entry = ReplyOutbox.Entry(correlationId: correlationId, reply: reply, earlierAnswer: earlier)
        if outbox.append(entry) {
            Task { @MainActor [host] in host?.drainOutbox() }
        }
    }
}
