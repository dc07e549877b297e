import BridgeSpec

/// What every family of generated scenarios needs to know of the spec: its actions and slots, the
/// samples of its types, and the host the scenarios start with.
struct ConformanceContext {
    let spec: ProtocolSpec
    let samples: SampleValues
    /// The protocol version the messages carry.
    let version: String
    /// What scenario names start with: nothing for a protocol, `<Extension>/` for an extension, so
    /// that its scenarios never take a name of the base's.
    let prefix: String
    /// The header's `host`: for an extension, a host that serves it.
    let host: ScenarioValue?

    init(spec: ProtocolSpec) {
        self.spec = spec
        samples = SampleValues(spec: spec)
        version = spec.version.description
        let own = spec.own
        let isExtension = spec.inherited != nil
        prefix = isExtension ? "\(own.name)/" : ""
        host = isExtension ? ["extensions": [.string(own.name)]] : nil
    }

    /// The actions the scenarios cover: the spec's own, but the negotiation, which has its own family.
    var actions: [ActionSpec] {
        spec.own.actions.filter { $0.id != spec.negotiationAction }
    }

    /// Starts a scenario, named with the prefix; `options` go into the host's header.
    func script(_ name: String, _ description: String, options: ScenarioValue? = nil) -> ScenarioScript {
        var host = host
        if let options { host = (host ?? [:]).setting("options", to: options) }
        return ScenarioScript(prefix + name, description, host: host, version: version)
    }

    /// The capability whose slot handles `action`, if a slot does.
    func slot(of action: ActionSpec) -> CapabilitySpec? {
        spec.slotCapabilities.first { $0.slot?.action == action.id }
    }

    /// Whether errors with `code` are recoverable when the sender does not say.
    func isRecoverable(_ code: String) -> Bool {
        spec.errorCodes.first { $0.code == code }?.recoverable ?? false
    }

    /// The capabilities `capability.query` reports on a host that handles `handled` through its typed
    /// API (slots, typed handlers) and whose slots have `permissions` set: every slot, supported when
    /// handled, and each handled action's capability. `named` holds the states of slots' named
    /// permissions, by capability.
    func declarations(
        handling handled: Set<String>, permissions: [String: String] = [:], named: [String: ScenarioValue] = [:]
    ) -> ScenarioValue {
        var declared: [ScenarioValue.Member] = []
        for action in spec.actions where handled.contains(action.id) && slot(of: action) == nil {
            guard let id = action.capability, let capability = spec.capability(id), !declared.contains(where: { $0.key == id })
            else { continue }
            declared.append(ScenarioValue.Member(key: id, value: ["supported": true, "version": .string(capability.version)]))
        }
        for capability in spec.slotCapabilities {
            let isHandled = capability.slot.map { handled.contains($0.action) } ?? false
            declared.append(
                ScenarioValue.Member(
                    key: capability.id,
                    value: .members([
                        "supported": .bool(isHandled), "version": .string(capability.version),
                        "permissionState": permissions[capability.id].map(ScenarioValue.literal),
                        "permissions": named[capability.id],
                    ])))
        }
        return .object(declared)
    }

    /// A successful `capability.query` answer as the page must receive it.
    func negotiationResult(_ capabilities: ScenarioValue) -> ScenarioValue {
        ["environment": "$environment", "hostVersion": "1.0.0", "capabilities": capabilities]
    }
}
