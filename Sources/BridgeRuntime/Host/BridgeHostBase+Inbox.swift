/// Receiving a message while handling another: queued, never recursed. See ``Inbox``.
extension BridgeHostBase {
    /// Receives one message from the page as UTF-8 JSON.
    ///
    /// A message that cannot be decoded sets `lastError` and is not recorded; when its correlation ID
    /// can be read, the page gets an error response (`INVALID_REQUEST`, or `VERSION_MISMATCH` for another
    /// major protocol version), so it is not left waiting. No handler sees it.
    ///
    /// A message that arrives while the host is handling another (a transport delivering into the
    /// host from inside `deliver`) is handled after it, in order.
    public func receive(_ json: [UInt8]) {
        guard !inbox.isReceiving, inbox.isEmpty else {
            enqueue(json)
            return
        }
        inbox.isReceiving = true
        Definition.receive(json, into: self)
        guard inbox.isEmpty else { return handleWaitingMessages() }
        inbox.isReceiving = false  // nearly always: nothing arrived meanwhile
    }

    /// Queues a message that arrived while another was being handled, unless the queue is full.
    private func enqueue(_ json: [UInt8]) {
        guard inbox.count < Inbox.capacity, inbox.bytes + json.count <= options.maxHeldBytes else {
            _report(
                BridgeProblem(
                    .invalidMessage,
                    "Dropped an incoming message of \(json.count) bytes: \(inbox.count) messages (\(inbox.bytes) bytes) are already waiting to be handled"
                ))
            return
        }
        inbox.append(json)
    }

    /// Handles the waiting messages in order, a bounded number in this turn; a task handles the
    /// rest in later turns. Called while `inbox.isReceiving`.
    private func handleWaitingMessages() {
        var handled = 0
        while handled < Inbox.messagesPerTurn, let json = inbox.takeFirst() {
            Definition.receive(json, into: self)
            handled += 1
        }
        inbox.isReceiving = false
        guard !inbox.isEmpty, !inbox.isResumeScheduled else { return }
        inbox.isResumeScheduled = true
        Task { [weak self] in
            guard let self else { return }
            self.inbox.isResumeScheduled = false
            guard !self.inbox.isReceiving else { return }
            self.inbox.isReceiving = true
            self.handleWaitingMessages()
        }
    }
}
