/// Declaring capabilities, and answering `capability.query` from the declarations.
extension BridgeHostBase {
    /// Registers a handler for its action (the configuration-based approach), replacing any earlier one.
    public func register<Handler: BridgeCapabilityHandler>(handler: Handler) where Handler.Definition == Definition {
        _routes.setConfigured(
            { request, responder in try await handler.handle(request: request, responder: responder) }, for: handler.action)
    }

    /// Removes the handler registered for `action`. Requests it is already handling run to the end.
    public func unregister(action: String) {
        _routes.setConfigured(nil, for: action)
    }

    /// Declares a capability that has no typed slot, and handles its requests (action = capability ID).
    ///
    /// It appears in `capability.query` as supported with `version`, unless a typed slot with a handler,
    /// or the configuration, declares the same ID: those take precedence.
    ///
    /// The handler runs in a task of its own, on the main actor. A handler that never awaits gets the
    /// synchronous overload instead, with no task.
    public func registerCustomCapability(
        _ capabilityID: String, version: String = "1.0",
        handler: @escaping @MainActor (Message, BridgeRequestResponder<Definition>) async throws -> Void
    ) {
        _routes.setCustom(RouteTable.CustomCapability(version: version, handling: .asynchronous(handler)), for: capabilityID)
    }

    /// Declares a capability that has no typed slot, with a handler that answers without suspending.
    ///
    /// Swift picks this overload for a handler closure with no `await` in it. The handler is called
    /// within `receive(_:)`, on the main actor, so its answer goes out before `receive(_:)` returns
    /// on every OS version, and it costs no task. As with an asynchronous handler, if it throws or
    /// returns without answering, the page gets an `INTERNAL_ERROR` answer.
    public func registerCustomCapability(
        _ capabilityID: String, version: String = "1.0",
        handler: @escaping @MainActor (Message, BridgeRequestResponder<Definition>) throws -> Void
    ) {
        _routes.setCustom(RouteTable.CustomCapability(version: version, handling: .synchronous(handler)), for: capabilityID)
    }

    /// Withdraws a custom capability.
    public func unregisterCustomCapability(_ capabilityID: String) {
        _routes.setCustom(nil, for: capabilityID)
    }

    /// What `capability.query` reports now, keyed by capability ID.
    ///
    /// Precedence, lowest first: custom capabilities, then the configuration, then typed action
    /// handlers, then typed slots with a handler. A host without configuration also lists its slots
    /// that have no handler, as unsupported, so the page learns the capability exists but is not
    /// offered.
    public func capabilityDeclarations() -> [String: Definition.CapabilityInfo] {
        _routes.capabilities()
    }

    /// The answer to `capability.query`: environment, host version, declarations, and the blob
    /// terms the page's offer in `request` settled (see ``negotiateBlobs(offeredIn:)``).
    @usableFromInline
    func _capabilityQueryReply(to request: Message) -> BridgeReply {
        let environment = Definition.Environment(rawValue: options.environment)
        let hostVersion = hostVersion
        let declarations = capabilityDeclarations()
        let terms = negotiateBlobs(offeredIn: request)
        let messageTypes = negotiateMessageTypes(offeredIn: request)
        var reply = BridgeReply(status: BridgeStandardStatus.success.rawValue, data: nil, error: nil)
        reply.data = .encoded { writer in
            Definition.writeCapabilityQueryResult(
                environment: environment, hostVersion: hostVersion, capabilities: declarations, blobs: terms,
                messageTypes: messageTypes, to: &writer)
        }
        return reply
    }
}

/// The built-in handler for the negotiation action (`capability.query`): answers from the host's
/// current declarations. Hosts use it automatically; register it yourself only to restore it after
/// replacing it with `register(handler:)`.
public struct BridgeCapabilityQueryHandler<Definition: BridgeProtocolDefinition>: BridgeCapabilityHandler {
    /// The negotiation action.
    public let action: String
    private weak var host: BridgeHostBase<Definition>?

    /// Creates the handler for `host`.
    @MainActor
    public init(host: BridgeHostBase<Definition>) {
        self.host = host
        self.action = Definition.negotiationAction ?? ""
    }

    /// Answers with the host's declarations, or `INTERNAL_ERROR` once the host is gone.
    public func handle(request: Definition.Message, responder: BridgeRequestResponder<Definition>) async {
        await MainActor.run {
            guard let host else { return }
            host._answer(request.id, with: host._capabilityQueryReply(to: request), by: "the capability.query result")
        }
    }
}
