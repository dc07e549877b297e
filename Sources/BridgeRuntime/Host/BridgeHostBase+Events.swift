import Foundation

/// Events both ways: typed senders for the events the host may send, and the page's events typed
/// for the delegate and `events()`.
extension BridgeHostBase {
    /// Sends an event of the spec with its typed data, encoded by its generated encoder.
    ///
    /// Only events the spec lets the host send have a ``BridgeNativeEvent``, so the compiler rejects
    /// an event only the page sends, and data of another type.
    public func send<Data>(_ event: BridgeNativeEvent<Data>, _ data: Data) {
        _drainOutbox()
        sendEvent(event.name) { writer in data.encode(to: &writer) }
    }

    /// Sends an event of the spec that carries no data.
    public func send(_ event: BridgeNativeEvent<BridgeNoData>) {
        send(event, BridgeNoData())
    }

    /// Sends any event by name, with its data as JSON values: the form the SDK's documentation shows.
    ///
    /// The event is sent as it is, since the app chose it. But an event that neither the spec nor an
    /// installed extension declares (the page's typed client does not know it), one that only the
    /// page sends, or one whose data does not match its type, is reported in `lastError` and to the
    /// delegate (`eventMisuse`): prefer ``send(_:_:)``, whose wrong uses do not compile.
    public func send(event: Definition.Action, data: [String: JSONValue] = [:]) {
        _drainOutbox()
        if let problem = outgoingEventProblem(event.rawValue, data: data) {
            _report(BridgeProblem(.eventMisuse, problem, action: event.rawValue))
        }
        sendEvent(event.rawValue) { writer in writer.value(.object(data)) }
    }

    /// A stream of the events the page sends, typed; a new stream for every call, each getting
    /// every event from the call on. It ends when the host goes away.
    ///
    /// It keeps the newest events that are not consumed yet: at most `options.maxReceivedMessages`,
    /// within `options.maxHeldBytes` beside everything else the host holds for the page; the
    /// history of received messages gives way first. So make it before the page can send (before
    /// loading the page), and read it in a task: a stream made inside the task only starts when the
    /// task runs, after events the page sent meanwhile.
    ///
    /// ```swift
    /// let events = host.events()
    /// Task { for await event in events { … } }
    /// ```
    public func events() -> AsyncStream<Definition.IncomingEvent> {
        let buffer = EventBuffer<Message>()
        let id = UUID()
        eventStreams.protocolEvents[id] = buffer
        _ledger.follow(buffer)
        let lifetime = StreamLifetime { [weak self] in
            buffer.finish(discarding: true)
            Task { @MainActor in
                self?.eventStreams.protocolEvents[id] = nil
                self?._ledger.unfollow(buffer)
            }
        }
        return AsyncStream {
            guard let message = await buffer.next() else { return nil }
            return withExtendedLifetime(lifetime) { Definition.IncomingEvent.decoding(message).event }
        } onCancel: {
            buffer.finish(discarding: true)
        }
    }

    /// Types an event from the page and hands it to the subclass (the delegate) and to `events()`.
    @usableFromInline
    func _receiveEvent(_ message: Message, bytes: Int) {
        var (event, problem) = Definition.IncomingEvent.decoding(message)
        // An event the protocol does not type may be an installed extension's, checked as the
        // protocol's are, whether or not the app follows the extension's events.
        if problem == nil, event.isUnknown, !_extensions.isEmpty {
            problem = extensionEventProblem(message.raw.action, data: message.raw.data)
        }
        if let problem {
            _report(BridgeProblem(.unexpectedEvent, problem, correlationId: message.id, action: message.raw.action))
        }
        didReceive(event: event)
        for buffer in eventStreams.protocolEvents.values { _buffer(message, bytes: bytes, in: buffer) }
        if event.isUnknown, !eventStreams.extensionFeeds.isEmpty {
            deliverToExtensionFeeds(message, bytes: bytes, reported: problem != nil)
        }
    }

    /// Adds an event to a stream's buffer, keeping the newest `maxReceivedMessages` and making room
    /// in `maxHeldBytes` beside everything else the host holds: the history gives way first, oldest
    /// first, then the stream's own oldest events. An event that still does not fit is left out.
    func _buffer(_ message: Message, bytes: Int, in buffer: EventBuffer<Message>) {
        if buffer.count >= max(1, options.maxReceivedMessages) { buffer.removeOldest() }
        var room = _ledger.room(besides: _blobs.heldBytes) - _ledger.usage.historyBytes
        if room < bytes {
            let dropped = _ledger.historyToForget(
                toFit: bytes, keepingAtMost: _ledger.usage.historyCount, besides: _blobs.heldBytes)
            if dropped > 0 {
                Self.forget(dropped, in: &receivedMessages)
                _ledger.usage.noteHistory(dropped: dropped, appended: nil)
                room = _ledger.room(besides: _blobs.heldBytes) - _ledger.usage.historyBytes
            }
        }
        while room < bytes, case let freed = buffer.removeOldest(), freed > 0 { room += freed }
        if room >= bytes { buffer.add(message, bytes: bytes) }
    }

    /// Writes an event message with a correlation ID of its own (`<environment>-event-<uuid>`) and
    /// hands it to the transport.
    private func sendEvent(_ name: String, data: (inout JSONWriter) -> Void) {
        let message = BridgeRawMessage(
            version: Definition.version, correlationId: "\(options.environment)-event-\(UUID().uuidString.lowercased())",
            type: BridgeMessageKind.event.rawValue, timestamp: options._timestamp, action: name)
        var writer = JSONWriter(capacity: 256)
        message.write(to: &writer, data: data)
        _deliver(BridgeOutgoingMessage(writer))
    }
}
