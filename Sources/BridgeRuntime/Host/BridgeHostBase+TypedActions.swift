/// Handling the spec's actions with typed handlers: `host.handle(.nfcRead) { request in … }`.
extension BridgeHostBase {
    /// Handles `action` with a handler that receives its typed request and returns its typed result;
    /// replaces an earlier handler for the same action.
    ///
    /// The handler declares the action's capability in `capability.query`, with the spec's
    /// version, and takes precedence over custom capabilities and the configuration. It runs in a
    /// task of its own, on the main actor; a handler that never awaits gets the synchronous
    /// overload instead, with no task. To answer otherwise than with a result, throw the generated
    /// `BridgeFailure` (`.cancelled(_:)`, an error code of the spec); any other error answers
    /// `INTERNAL_ERROR` and is reported.
    public func handle<Request, Result>(
        _ action: BridgeTypedAction<Request, Result>,
        handler: @escaping @MainActor (BridgeTypedRequest<Message, Request>) async throws -> Result
    ) {
        if let extensionDefinition = action.extensionDefinition { install(extensionDefinition) }
        _routes.setTyped(
            RouteTable.TypedHandler(
                capability: action.capability,
                handling: .asynchronous { message, responder in
                    let result = try await handler(BridgeTypedRequest(message: message, updates: responder._updates))
                    responder._send(BridgeReply(status: BridgeStandardStatus.success.rawValue, result: result))
                }), for: action.id)
    }

    /// Handles `action` with a handler that answers without suspending, called within `receive(_:)`
    /// with no task; otherwise as the asynchronous overload. Swift picks this overload for a
    /// handler closure with no `await` in it.
    public func handle<Request, Result>(
        _ action: BridgeTypedAction<Request, Result>,
        handler: @escaping @MainActor (BridgeTypedRequest<Message, Request>) throws -> Result
    ) {
        if let extensionDefinition = action.extensionDefinition { install(extensionDefinition) }
        _routes.setTyped(
            RouteTable.TypedHandler(
                capability: action.capability,
                handling: .synchronous { message, responder in
                    let result = try handler(BridgeTypedRequest(message: message, updates: responder._updates))
                    responder._send(BridgeReply(status: BridgeStandardStatus.success.rawValue, result: result))
                }), for: action.id)
    }

    /// Handles the stream action `action` with a handler that returns the sequence of its items: the
    /// host sends each item to the page as an update, answers `success` when the sequence ends and
    /// the thrown failure when it throws. The page's `cancel` (or its leaving) cancels the task that
    /// iterates, so a sequence that honours cancellation stops; replaces an earlier handler.
    public func handle<Request, Item, Result, Items: AsyncSequence>(
        _ action: BridgeStreamAction<Request, Item, Result>,
        handler: @escaping @MainActor (BridgeTypedRequest<Message, Request>) throws -> Items
    ) where Items.Element == Item {
        if let extensionDefinition = action.extensionDefinition { install(extensionDefinition) }
        _routes.setTyped(
            RouteTable.TypedHandler(
                capability: action.capability,
                handling: .asynchronous { message, responder in
                    for try await item in try handler(BridgeTypedRequest(message: message, updates: responder._updates)) {
                        try Task.checkCancellation()
                        responder.update(item)
                    }
                    try Task.checkCancellation()
                    responder._send(BridgeReply(status: BridgeStandardStatus.success.rawValue, data: [:], error: nil))
                }), for: action.id)
    }

    /// Removes the typed handler of the stream action `action`, withdrawing its capability.
    public func removeHandler<Request, Item, Result>(for action: BridgeStreamAction<Request, Item, Result>) {
        _routes.setTyped(nil, for: action.id)
    }

    /// Removes the typed handler of `action`, withdrawing its capability. Requests it is already
    /// handling run to the end.
    public func removeHandler<Request, Result>(for action: BridgeTypedAction<Request, Result>) {
        _routes.setTyped(nil, for: action.id)
    }

    /// Whether a typed handler handles `action`.
    public func isHandling<Request, Result>(_ action: BridgeTypedAction<Request, Result>) -> Bool {
        _routes.hasTypedHandler(for: action.id)
    }
}
