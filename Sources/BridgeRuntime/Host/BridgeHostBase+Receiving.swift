/// Incoming messages: check, decode, record, tell, route, in the order the concepts guide
/// (`BridgeRuntime.docc/Concepts.md`, "A message arrives") tells.
extension BridgeHostBase {
    /// What ``receive(_:)-([UInt8])`` does with each message. Inlinable, with everything it calls on the way to a
    /// handler and back, so that ``BridgeProtocolDefinition/receive(_:into:)`` compiles it for the
    /// concrete protocol where the generated code conforms.
    @inlinable
    @_spi(BridgeGenerated) public func receiveHere(_ json: [UInt8]) {
        // Answers queued before this message go out first. Handlers that answer without
        // suspending are answered before this returns, in order, and need no task to drain the
        // outbox. Beginning and ending the cover take the outbox's lock once each.
        if _outbox.beginCovering() { _drainOutbox() }
        defer { if _outbox.endCovering() { _drainOutbox() } }
        guard json.count <= options.maxIncomingMessageBytes else {
            _refuseOversized(json.count)
            return
        }
        let limits = JSONReader.Limits(maxBytes: options.maxIncomingMessageBytes, maxDepth: options.maxIncomingNestingDepth)
        // Nearly every message is plain, and read straight into its fields several times
        // faster; for anything else the general reader and decoder decide, and say what is wrong.
        // A request's data is decoded as its action's request type while the message is read.
        if var plain = json.withUnsafeBytes({ BridgeRawMessage.readPlain($0, limits: limits, requestDataOf: Definition.self) }) {
            // The decoded data moves into the message.
            guard acceptsVersion(plain.message.version, correlationId: plain.message.correlationId, action: plain.message.action),
                let message = check(plain.message, requestData: plain.requestData.take())
            else { return }
            accept(message, plain.message, bytes: json.count)
            return
        }
        let value: JSONValue
        do {
            value = try JSONReader(limits: limits).read(json)
        } catch {
            _refuseUnreadable(json, error)
            return
        }
        guard let (message, raw) = decodeMessage(value) else { return }
        accept(message, raw, bytes: json.count)
    }

    /// Refuses a message the reader could not read. One nested too deep is answered
    /// `INVALID_REQUEST` when its correlation ID can be read nonetheless: read without building
    /// any value, so the depth limit still bounds what the host builds.
    @usableFromInline
    func _refuseUnreadable(_ json: [UInt8], _ error: any Error) {
        let problem = "Could not decode an incoming message: \(error)"
        if case .nestingTooDeep? = (error as? JSONReadError)?.kind,
            let (correlationId, action) = json.withUnsafeBytes({ text in
                var parser = JSONParser(text, maxDepth: JSONReader.Limits.maxDepthCeiling)
                return parser.readMessageIdentity()
            }),
            !correlationId.isEmpty, correlationId.utf8.count <= options.maxCorrelationIDBytes
        {
            _reject(correlationId, action: action, .invalidRequest, problem)
            return
        }
        _report(BridgeProblem(.invalidMessage, problem))
    }

    /// Receives one message from the page as JSON text. Its size is checked before it is copied.
    public func receive(_ json: String) {
        let count = json.utf8.count
        guard count <= options.maxIncomingMessageBytes else {
            _refuseOversized(count)
            return
        }
        receive(Array(json.utf8))
    }

    /// Refuses a message of `count` bytes, over `maxIncomingMessageBytes`, unread: counted with the
    /// transport's refusals, as a page may send such messages in a loop.
    @usableFromInline
    func _refuseOversized(_ count: Int) {
        transportDidReport(
            BridgeProblem(
                .invalidMessage,
                "Rejected an incoming message of \(count) bytes: the limit is \(options.maxIncomingMessageBytes) bytes"))
    }

    /// Decodes and checks a message, rejecting it (and saying why) when it is not one this host
    /// can act on.
    @_spi(BridgeGenerated) public func decodeMessage(_ value: JSONValue) -> (Message, BridgeRawMessage)? {
        let correlationId = value[BridgeMessageKeys.correlationId]?.stringValue
        let action = value[BridgeMessageKeys.payload]?[BridgeMessageKeys.action]?.stringValue ?? ""
        if let version = value[BridgeMessageKeys.version]?.stringValue,
            !acceptsVersion(version, correlationId: correlationId, action: action)
        {
            return nil
        }
        var raw: BridgeRawMessage
        do {
            raw = try BridgeRawMessage(json: value, path: JSONPath())
        } catch {
            _reject(correlationId, action: action, .invalidRequest, "Invalid message: \(error)")
            return nil
        }
        // Kept as text, as the fast path keeps it: as values it would take many times the bytes
        // the limits count.
        raw.lazyData = BridgeLazyData(textOf: raw.data)
        return check(raw).map { ($0, raw) }
    }

    /// Whether `version` is "major.minor" with this host's major version; rejects the message if not.
    @inlinable
    @_spi(BridgeGenerated) public func acceptsVersion(_ version: String, correlationId: String?, action: String) -> Bool {
        guard let major = ProtocolVersion.major(of: version) else {
            _reject(
                correlationId, action: action, .invalidRequest,
                "Invalid message: version \"\(version)\" is not \"major.minor\"")
            return false
        }
        guard major == _setup.majorVersion else {
            _reject(
                correlationId, action: action, .versionMismatch,
                "Protocol version \(version) is not supported: this host speaks \(Definition.version)")
            return false
        }
        return true
    }

    /// Checks a decoded message of an acceptable version: its type, and for a request its
    /// correlation ID and data, unless `requestData` is the data already decoded.
    @inlinable
    @_spi(BridgeGenerated) public func check(_ raw: BridgeRawMessage, requestData: consuming BridgeDecodedData? = nil) -> Message?
    {
        let correlationId = raw.correlationId
        let action = raw.action
        // `update` and `cancel` are message types only of a protocol that declares them.
        guard let kind = raw.kind, Definition.speaksUpdates || (kind != .update && kind != .cancel) else {
            _reject(
                correlationId, action: action, .invalidRequest,
                "Invalid message: unknown message type \"\(raw.type)\"; expected request, response or event")
            return nil
        }
        guard !correlationId.isEmpty else {
            // Nothing could answer it, or tell its answer from another's.
            _reject(nil, action: action, .invalidRequest, "Invalid message: the \(raw.type) has an empty correlation ID")
            return nil
        }
        guard correlationId.utf8.count <= options.maxCorrelationIDBytes else {
            let length = correlationId.utf8.count
            let unanswered = _isTooLongToEcho(correlationId) ? "; an ID over twice the limit is not answered" : ""
            _reject(
                kind == .request ? correlationId : nil, action: action, .invalidRequest,
                "Invalid message: its correlation ID is \(length) bytes long; the limit is \(options.maxCorrelationIDBytes)\(unanswered)"
            )
            return nil
        }
        if kind == .request {
            // Looking the ID up copies the ledger out of this object, for a call the compiler cannot
            // see into; with nothing open (the usual case) the count alone answers.
            if _ledger.open.count > 0, _ledger.isOpen(BridgeWireKey(correlationId)) {
                // Answering would resolve the earlier request on the page: drop this one instead.
                _report(
                    BridgeProblem(
                        .invalidMessage,
                        "Dropped a \(raw.action) request: correlation ID \(raw.correlationId) belongs to a request still open",
                        correlationId: raw.correlationId, action: raw.action))
                return nil
            }
            // The typed value goes to the handler with the message: decoding is checking.
            var decodedData: BridgeDecodedData
            do {
                decodedData = try requestData ?? Definition.decodeRequestData(action: raw.action, data: raw.data)
                // An action the protocol does not know may be an installed extension's.
                if decodedData.isEmpty, !_extensions.isEmpty,
                    let extended = try decodeExtensionRequestData(action: raw.action, data: raw.data)
                {
                    decodedData = extended
                }
            } catch {
                let redaction = Definition.redaction(ofDataOf: raw.action, in: .request)
                let shown: any Error =
                    (error as? BridgeDecodingError).map { $0.redacted(by: redaction, at: .payloadData) } ?? error
                _reject(raw.correlationId, action: raw.action, .invalidRequest, "Invalid \(raw.action) request: \(shown)")
                return nil
            }
            return Message(raw: raw, decodedData: decodedData)
        }
        return Message(raw: raw)
    }

    /// Records a decoded message, tells the subclass (and so the delegate), then routes requests.
    ///
    /// `raw` is the message in wire terms, as decoded: `message.raw` would build it again.
    @inlinable
    @_spi(BridgeGenerated) public func accept(_ message: Message, _ raw: BridgeRawMessage, bytes: Int) {
        // The history and the delegate see sensitive values as placeholders; handlers, and a
        // request held for the app, get the message as sent.
        let kind = raw.kind
        guard kind == .request else {
            let redaction = kind.flatMap { Definition.redaction(ofDataOf: raw.action, in: $0) }
            let shown = redaction == nil ? message : _shown(raw, redactedBy: redaction)
            _record(shown, bytes: bytes, reserving: 0)
            didReceive(shown)
            if kind == .event {
                _receiveEvent(message, bytes: bytes)
            } else if kind == .cancel {
                _receiveCancel(raw.correlationId, action: raw.action)
            }
            return
        }
        // The typed value the request's data was decoded into goes to its handler only: what the
        // host keeps (the history, a request held for the app) keeps the data as text, which the
        // limits count, where a typed value can take several times the text. With sensitive
        // values, the history's copy shares that text, redacted when read, and the copy held for
        // the app is made only if nobody handles the request.
        let routed = _routes.routed(for: raw.action)
        let redaction = routed.map(\.redaction) ?? Definition.redaction(ofDataOf: raw.action, in: .request)
        let shown = _shown(raw, redactedBy: redaction)
        // The request is also held open: its history copy leaves room for that too, so that
        // opening it needs no second pass over the history.
        _record(shown, bytes: bytes, reserving: bytes)
        didReceive(shown)
        if Definition.speaksUpdates, !_updatesAgreed, _isStream(action: raw.action) {
            _refuseStream(message, action: raw.action, bytes: bytes)
            return
        }
        // Held for the app, a request keeps its data as text, as sent: the history's copy when
        // that is not redacted.
        let unhandled = routed != nil ? nil : redaction == nil ? shown : Message(raw: raw, decodedData: BridgeDecodedData())
        _route(message, by: routed?.route, action: raw.action, unhandled: unhandled, bytes: bytes)
    }

    /// The message the history and the delegate see: `raw` with no typed value, and its data
    /// redacted by `redaction` when read. Built from the borrowed message, copied only to redact.
    @inlinable
    @_spi(BridgeGenerated) public func _shown(
        _ raw: borrowing BridgeRawMessage, redactedBy redaction: BridgeRedaction?
    ) -> Message {
        guard let redaction else { return Message(raw: raw, decodedData: BridgeDecodedData()) }
        var redacted = copy raw
        redacted.lazyData = redacted.lazyData.redacting(by: redaction)
        return Message(raw: redacted, decodedData: BridgeDecodedData())
    }

    /// Adds a message to `receivedMessages`, forgetting the oldest beyond the count limit, and beyond
    /// the byte limit (`maxHeldBytes`): the history gives way to open requests. A message that does
    /// not fit even in an empty history is not recorded. `reserved` more bytes are left free, for
    /// the request about to be opened with it.
    @usableFromInline
    func _record(_ message: Message, bytes: Int, reserving reserved: Int) {
        let (recorded, forgotten, count) = _ledger.makeRoomInHistory(
            for: bytes, reserving: reserved, keepingAtMost: options.maxReceivedMessages, besides: _blobs.heldBytes)
        if recorded {
            // Through the message's own requirement, compiled for the concrete type: here, in
            // generic code, the array's operations would move each message through value witnesses.
            Message.append(message, to: &receivedMessages, keepingAtMost: count)
        } else if forgotten > 0 {
            Self.forget(forgotten, in: &receivedMessages)
        }
    }

    static func forget(_ dropped: Int, in history: inout [Message]) {
        history.removeFirst(dropped)
    }

    /// Sets `lastError` and, when the sender can be told, answers with a standard error.
    ///
    /// An answer echoes the correlation ID, so an ID longer than twice `maxCorrelationIDBytes` is
    /// not answered, whatever else is wrong: the answer would be as large as the ID (a 10 MB ID,
    /// a 10 MB answer). The app is told, without the ID. A page's bug (an ID a little too long)
    /// still gets its answer. Nor is the ID of a request still open: the page would take the
    /// refusal for that request's answer, and drop the real one.
    @usableFromInline
    func _reject(_ correlationId: String?, action: String, _ failure: BridgeStandardError, _ problem: String) {
        let echoed = correlationId.flatMap { _isTooLongToEcho($0) ? nil : $0 }
        _report(BridgeProblem(.invalidMessage, problem, correlationId: echoed, action: action))
        guard let echoed, !echoed.isEmpty, !_ledger.isOpen(BridgeWireKey(echoed)) else { return }
        _send(response: Self._failure(failure, problem), to: echoed, action: action)
    }

    /// Whether `correlationId` is longer than twice `maxCorrelationIDBytes`, too long to echo.
    @usableFromInline
    func _isTooLongToEcho(_ correlationId: String) -> Bool {
        correlationId.utf8.count - options.maxCorrelationIDBytes > options.maxCorrelationIDBytes
    }
}
