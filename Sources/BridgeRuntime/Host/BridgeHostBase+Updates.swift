/// Updates and cancellation (the negotiated `update` and `cancel` message types): agreeing on them
/// in the negotiation, sending the updates of open requests, ending a request the page cancels, and
/// refusing a stream to a page that did not agree.
extension BridgeHostBase {
    /// Reads the message types the page offers in its negotiation request and settles which the
    /// host uses from now on: those it speaks too. Each negotiation replaces the last. Nil, for the
    /// result to leave out, when none is agreed.
    func negotiateMessageTypes(offeredIn request: Message) -> [String]? {
        guard Definition.speaksUpdates else { return nil }
        let offered = (try? request.decodeData(as: JSONValue.self))?["messageTypes"]?.arrayValue ?? []
        let agreed = [BridgeMessageKind.update, .cancel].map(\.rawValue).filter { kind in
            offered.contains { $0.stringValue == kind }
        }
        _updatesAgreed = agreed.contains(BridgeMessageKind.update.rawValue)
        return agreed.isEmpty ? nil : agreed
    }

    /// Writes an update of the open request `correlationId` and hands it to the transport; nothing
    /// when the request is no longer open or the page did not agree to updates. The first update
    /// settles whether the request is a stream, once: a stream's first update lifts its timeout.
    @usableFromInline
    func _sendUpdate(_ correlationId: String, with reply: BridgeReply) {
        let key = BridgeWireKey(correlationId)
        guard _updatesAgreed, let open = _ledger[key] else { return }
        if open.updates == .none { _ledger.noteFirstUpdate(key, isStream: _isStream(action: open.action)) }
        var writer = JSONWriter(expecting: 256 + reply.sizeHint)
        BridgeRawMessage.write(
            version: Definition.version, correlationId: correlationId, type: BridgeMessageKind.update.rawValue,
            timestamp: options._timestamp, action: open.action, status: nil, error: nil, to: &writer, hasData: true
        ) { writer in reply.writeData(to: &writer) }
        _deliver(BridgeOutgoingMessage(writer))
    }

    /// Ends the open request the page cancels: answers it `cancelled` at once, frees its share of
    /// the limits, cancels its handler's task and releases its slot. A cancel for a request no
    /// longer open (the answer and the cancel crossed) is ignored; one naming another action than
    /// the open request's is refused and reported, with no answer.
    @usableFromInline
    func _receiveCancel(_ correlationId: String, action: String) {
        let key = BridgeWireKey(correlationId)
        guard let open = _ledger[key] else { return }
        guard open.action == action else {
            _report(
                BridgeProblem(
                    .invalidMessage,
                    "Refused a cancel (INVALID_REQUEST) of \(correlationId): it names \(action), but the open "
                        + "request is \(open.action)",
                    correlationId: correlationId, action: action))
            return
        }
        guard case .won = _ledger.claim(key, for: .cancelledByPage) else { return }
        _close(correlationId, answeredWith: .cancelledByPage, cancelHandler: true)
        _send(
            response: Self._failure(.cancelled, status: .cancelled, "The page cancelled the request"), to: correlationId,
            action: open.action)
    }

    /// Answers a stream request from a page that did not agree to updates `unsupported`: it could
    /// receive none of the stream's items.
    @usableFromInline
    func _refuseStream(_ request: Message, action: String, bytes: Int) {
        guard _open(BridgeWireKey(request.id), action: action, capability: action, bytes: bytes) != nil else { return }
        _answer(
            request.id,
            with: _unsupportedReply(
                action: action,
                "it is a stream, and the page did not agree to the update and cancel message types in "
                    + "\(Definition.negotiationAction ?? "the negotiation")"),
            by: "an unsupported response")
    }
}
