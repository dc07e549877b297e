/// The whole protocol, loaded from `bridge.yaml` and validated: the single input of every generator
/// and of `bridgegen diff`.
///
/// Every list keeps the order of the spec file, so that output is deterministic and reads in the order
/// the author chose. Every element keeps the location it was declared at, for diagnostics and diffs.
package struct ProtocolSpec: Equatable, Sendable {
    /// The protocol's name, such as "GBGBridge".
    package var name: String
    /// The protocol version, "major.minor".
    package var version: ProtocolVersion
    package var description: String?
    /// The action the host answers itself with its capabilities (`capability.query`), if any.
    package var negotiationAction: String?
    package var envelope: EnvelopeSpec
    package var messageTypes: [MessageTypeSpec]
    package var statuses: [EnumCaseSpec]
    package var environments: [EnumCaseSpec]
    package var permissionStates: [EnumCaseSpec]
    package var errorCodes: [ErrorCodeSpec]
    package var capabilities: [CapabilitySpec]
    package var actions: [ActionSpec] {
        didSet { actionPositions = Self.firstPositions(of: actions.lazy.map(\.id)) }
    }
    package var events: [EventSpec]
    package var types: [TypeSpec] {
        didSet { typePositions = Self.firstPositions(of: types.lazy.map(\.name)) }
    }
    /// Where the `protocol` section starts.
    package var location: SourceLocation
    /// For an extension spec, what it extends and what it declares itself; nil for a base spec.
    package var extensionSpec: ExtensionSpec?
    /// Where in `actions` and `types` each ID and name is first declared. Generators and rules look
    /// them up for every field and reference; searching the lists made that quadratic in the spec.
    private var actionPositions: [String: Int]
    private var typePositions: [String: Int]

    package init(
        name: String, version: ProtocolVersion, description: String?, negotiationAction: String?,
        envelope: EnvelopeSpec, messageTypes: [MessageTypeSpec], statuses: [EnumCaseSpec],
        environments: [EnumCaseSpec], permissionStates: [EnumCaseSpec], errorCodes: [ErrorCodeSpec],
        capabilities: [CapabilitySpec], actions: [ActionSpec], events: [EventSpec], types: [TypeSpec],
        location: SourceLocation, extensionSpec: ExtensionSpec? = nil
    ) {
        self.name = name
        self.version = version
        self.description = description
        self.negotiationAction = negotiationAction
        self.envelope = envelope
        self.messageTypes = messageTypes
        self.statuses = statuses
        self.environments = environments
        self.permissionStates = permissionStates
        self.errorCodes = errorCodes
        self.capabilities = capabilities
        self.actions = actions
        self.events = events
        self.types = types
        self.location = location
        self.extensionSpec = extensionSpec
        self.actionPositions = Self.firstPositions(of: actions.lazy.map(\.id))
        self.typePositions = Self.firstPositions(of: types.lazy.map(\.name))
    }

    /// Each key's first position, as a search from the start finds it.
    private static func firstPositions(of keys: some Collection<String>) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() where positions[key] == nil { positions[key] = position }
        return positions
    }

    /// The named type called `name`, if the spec declares one.
    package func type(named name: String) -> TypeSpec? { typePositions[name].map { types[$0] } }
    /// The position in `types` of the type called `name`, if the spec declares one.
    package func typePosition(named name: String) -> Int? { typePositions[name] }
    /// The action with this ID, if the spec declares one.
    package func action(_ id: String) -> ActionSpec? { actionPositions[id].map { actions[$0] } }
    /// The capability with this ID, if the spec declares one.
    package func capability(_ id: String) -> CapabilitySpec? { capabilities.first { $0.id == id } }
    /// Whether this spec declares the element itself: every element of a protocol's spec, and only
    /// its own of an extension's (the rest is its base's, generated with the base).
    package func emits(type name: String) -> Bool { extensionSpec?.declared.types.contains(name) ?? true }
    package func emits(action id: String) -> Bool { extensionSpec?.declared.actions.contains(id) ?? true }
    package func emits(event name: String) -> Bool { extensionSpec?.declared.events.contains(name) ?? true }
    package func emits(capability id: String) -> Bool { extensionSpec?.declared.capabilities.contains(id) ?? true }
    package func emits(errorCode code: String) -> Bool { extensionSpec?.declared.errorCodes.contains(code) ?? true }

    /// Whether the spec declares the negotiated `update` and `cancel` message types (both: the
    /// validator reports one without the other).
    package var hasUpdates: Bool {
        MessageTypeSpec.updates.allSatisfy { name in messageTypes.contains { $0.name == name } }
    }

    /// The capabilities that are typed slots on the host, in spec order.
    package var slotCapabilities: [CapabilitySpec] { capabilities.filter { $0.slot != nil } }
}
