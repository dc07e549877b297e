import BridgeRuntime
import GBGBridge
import SignaturePadBridge

/// The host app of a scenario: a `BridgeHost` made as the header says, attached to an
/// `InMemoryTransport` that stands in for the page, and the app's side of every `app` step, done
/// through the host's app-facing API only.
@MainActor
final class AppDriver {
    let host: BridgeHost
    let transport = InMemoryTransport()
    let observer = AppObserver()
    /// The extensions the host serves, for the recoverability of their codes.
    let extensions: [any BridgeExtensionDefinition.Type]
    /// Handlers holding a request until a `complete` step, by correlation ID.
    var holds: [String: Hold] = [:]
    /// Requests a handler held and that have ended since, so completing them is the late answer of
    /// an app, not a mistake in the scenario.
    var ended: Set<String> = []
    /// The slot that took each held request, so that a late `complete` still reaches it.
    var slotOfRequest: [String: SlotBinding] = [:]
    private var slots: [SlotBinding] = []
    private var typedActions: [String: TypedActionBinding] = [:]

    /// The extensions a scenario may name, by name.
    static let knownExtensions: [String: any BridgeExtensionDefinition.Type] = ["SignaturePad": SignaturePadExtension.self]

    init(_ setup: HostSetup, options: BridgeHostOptions) throws(ScenarioError) {
        if let capabilities = setup.configuredCapabilities {
            guard case .object(let members) = capabilities else { throw ScenarioError("'capabilities' must be an object") }
            var declared: [String: BridgeCapabilityInfo] = [:]
            for member in members {
                declared[member.key] = try decode(member.value, as: BridgeCapabilityInfo.self, "capability \(member.key)")
            }
            host = BridgeHost(
                configuration: BridgeConfiguration(hostVersion: setup.hostVersion, capabilities: declared, options: options))
        } else {
            host = BridgeHost(hostVersion: setup.hostVersion, options: options)
        }
        var extensions: [any BridgeExtensionDefinition.Type] = []
        for name in setup.extensions {
            guard let definition = Self.knownExtensions[name] else {
                throw ScenarioError("this runner serves no extension \(name)")
            }
            host.install(definition)
            extensions.append(definition)
        }
        self.extensions = extensions
        host.delegate = observer
        if setup.servesBlobs {
            transport.blobURLPrefix = "gbgbridge-blob://blob/"
            transport.pageOrigin = setup.pageOrigin
        }
        host.attach(transport)
        slots = SlotBinding.all(for: self)
        typedActions = TypedActionBinding.all(for: self)
    }

    /// Does what an `app` step says.
    func perform(_ step: AppStep) throws(ScenarioError) {
        switch step {
        case .handle(let action, let answer):
            if let slot = slots.first(where: { $0.action == action }) {
                try slot.setHandler(answer)
            } else if let typed = typedActions[action] {
                try typed.handle(answer)
            } else {
                throw ScenarioError("the Swift host has no typed handler for \(action); add it to TypedActionBinding.all")
            }
        case .unhandle(let action):
            if let slot = slots.first(where: { $0.action == action }) {
                try slot.setHandler(nil)
            } else if let typed = typedActions[action] {
                typed.remove()
            } else {
                throw ScenarioError("the Swift host has no typed handler for \(action)")
            }
        case .custom(let capability, let version, let answer):
            try Responding.check(answer)
            host.registerCustomCapability(capability, version: version ?? "1.0") { [weak self] request, responder in
                try await self?.answer(request.correlationId, with: answer, through: responder)
            }
        case .register(let action, let answer):
            try Responding.check(answer)
            host.register(
                handler: ScenarioCapabilityHandler(action: action) { [weak self] request, responder in
                    try await self?.answer(request.correlationId, with: answer, through: responder)
                })
        case .complete(let request, let answer):
            if let hold = holds[request] {
                try hold.check(answer)
                holds[request] = nil
                hold.continuation.resume(returning: answer)
            } else if let slot = slotOfRequest[request] {
                try slot.complete(answer)
            } else if !ended.contains(request) {
                throw ScenarioError("no handler holds \(request)")
            }
        case .respond(let request, let reply):
            host.respond(
                to: request, status: BridgeResponseStatus(rawValue: reply.status), data: try reply.data?.hostObject("data"),
                error: reply.error.map(payload))
        case .send(let event, let data):
            host.send(event: BridgeAction(rawValue: event), data: try (data ?? .object([])).hostObject("an event's data"))
        case .permission(let capability, nil, let state):
            try slot(capability).setPermission(state)
        case .permission(let capability, let name?, let state):
            try slot(capability).setNamedPermission(name, state)
        case .enable(let capability, let enabled):
            try slot(capability).setEnabled(enabled)
        case .detach:
            host.detach()
        }
    }

    private func slot(_ capability: String) throws(ScenarioError) -> SlotBinding {
        guard let slot = slots.first(where: { $0.capability == capability }) else {
            throw ScenarioError("\(capability) is not a slot; only slots have a permission state and a switch")
        }
        return slot
    }

    /// An error payload; a recoverability the scenario leaves out is the code's declared default.
    func payload(_ error: Reply.ReplyError) -> BridgeErrorPayload {
        let recoverable =
            error.recoverable
            ?? extensions.lazy.compactMap { $0.isRecoverableByDefault(code: error.code) }.first
            ?? BridgeErrorCode(rawValue: error.code).defaultRecoverable
        return BridgeErrorPayload(code: BridgeErrorCode(rawValue: error.code), message: error.message, recoverable: recoverable)
    }
}
