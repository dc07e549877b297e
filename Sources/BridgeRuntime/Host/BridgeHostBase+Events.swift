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
    /// It keeps the newest `options.maxReceivedMessages` events that are not consumed yet, so make
    /// it before the page can send (before loading the page), and read it in a task: a stream made
    /// inside the task only starts when the task runs, after events the page sent meanwhile.
    ///
    /// ```swift
    /// let events = host.events()
    /// Task { for await event in events { … } }
    /// ```
    public func events() -> AsyncStream<Definition.IncomingEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Definition.IncomingEvent.self, bufferingPolicy: .bufferingNewest(max(1, options.maxReceivedMessages)))
        let id = UUID()
        eventStreams.protocolEvents[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.eventStreams.protocolEvents[id] = nil }
        }
        return stream
    }

    /// Types an event from the page and hands it to the subclass (the delegate) and to `events()`.
    @usableFromInline
    func _receiveEvent(_ message: Message) {
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
        for stream in eventStreams.protocolEvents.values { stream.yield(event) }
        if event.isUnknown, !eventStreams.extensionFeeds.isEmpty { deliverToExtensionFeeds(message, reported: problem != nil) }
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
