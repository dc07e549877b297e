/// Where a typed request sends its progress values or stream items: its answer's gate, so that no
/// update follows the answer, and the outbox, so that updates keep their order with answers.
@usableFromInline
struct BridgeUpdateChannel: Sendable {
    let correlationId: String
    let gate: BridgeAnswerGate
    let outbox: ReplyOutbox

    @usableFromInline
    init(correlationId: String, gate: BridgeAnswerGate, outbox: ReplyOutbox) {
        self.correlationId = correlationId
        self.gate = gate
        self.outbox = outbox
    }

    /// Sends `value` as an update of the open request; see ``BridgeRequestResponder/update(data:)``.
    func send(_ value: some BridgeJSONEncodable & Sendable) {
        outbox.sendUpdate(BridgeReply(status: "", result: value), of: correlationId, gate: gate)
    }
}
