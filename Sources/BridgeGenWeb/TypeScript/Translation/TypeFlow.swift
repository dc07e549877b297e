import BridgeSpec

/// Which object and union types of a spec the page receives and which it sends, and so which of the client's
/// typed pieces each one needs:
///
/// - every type the page receives gets a decoder, which checks it and fills in its defaults;
/// - a type the page sends with a default inside it (in its fields or their types) gets an `…Init`
///   form, in which those fields may be left out, as a sender may;
/// - a type the page sends with bytes inside it gets an encoder, which turns them into base64.
struct TypeFlow: Sendable {
    /// Object types inside action results and the data of events that reach the page.
    let received: Set<String>
    /// Object types inside action requests and the data of events that reach the host.
    let sent: Set<String>
    /// Object types with a field that has a default, directly or inside a field's type.
    private let holdingDefaults: Set<String>
    /// Object types with a `bytes` field, directly or inside a field's type.
    private let holdingBytes: Set<String>

    /// The flow of every action and event of `spec`.
    init(_ spec: ProtocolSpec) {
        self.init(spec, actions: spec.actions, events: spec.events)
    }

    /// The flow of `actions` and `events` of `spec`, through any of its types: an extension's own
    /// (which may use its base's types), or its base's.
    init(_ spec: ProtocolSpec, actions: [ActionSpec], events: [EventSpec]) {
        let objects = Set(spec.types.filter(\.isObjectOrUnion).map(\.name))
        received = Self.objectTypes(
            reachedFrom: actions.map(\.result) + actions.compactMap(\.update)
                + events.filter(\.direction.reachesWeb).compactMap(\.data),
            in: spec, objects: objects)
        sent = Self.objectTypes(
            reachedFrom: actions.map(\.request) + events.filter(\.direction.reachesNative).compactMap(\.data),
            in: spec, objects: objects)
        holdingDefaults = Self.objectTypes(in: spec, objects: objects) { $0.defaultValue != nil }
        holdingBytes = Self.objectTypes(in: spec, objects: objects) { $0.type.contains(.bytes) }
    }

    /// The enum and union types the page writes and never reads that the spec does not open: the
    /// page's types for them are the union of their values (cases), so a misspelt value (tag) does
    /// not compile, and the schema admits only those values (tags). An enum the page also receives stays open there, as a newer host
    /// may send a value this client does not know (the host still refuses an unknown value the page
    /// sends).
    ///
    /// Each is decided in the layer that declares it (the base's, for a base type an extension
    /// uses), as that layer's client spells it.
    static func closedEnums(of spec: ProtocolSpec) -> Set<String> {
        let own = spec.own
        let ownFlow = TypeFlow(spec, actions: own.actions, events: own.events)
        let baseFlow = spec.inherited.map { TypeFlow(spec, actions: $0.actions, events: $0.events) }
        // The named types the fields of `objects` (and the cases of unions among them) use.
        let used = { (objects: Set<String>) in
            Set(spec.types.filter { objects.contains($0.name) }.flatMap(\.referencedTypeNames))
        }
        let (ownSent, ownReceived) = (used(ownFlow.sent), used(ownFlow.received))
        let (baseSent, baseReceived) = baseFlow.map { (used($0.sent), used($0.received)) } ?? (ownSent, ownReceived)
        return Set(
            spec.types.filter { type in
                guard !type.isOpen, !type.isObject else { return false }
                let (sent, received) = spec.emits(type: type.name) ? (ownSent, ownReceived) : (baseSent, baseReceived)
                return sent.contains(type.name) && !received.contains(type.name)
            }.map(\.name))
    }

    /// Whether the page writes `name` in a form of its own, `…Init`, whose defaulted fields are optional.
    func hasInitForm(_ name: String) -> Bool {
        sent.contains(name) && holdingDefaults.contains(name)
    }

    /// Whether values of `name` hold bytes, in their fields or their fields' types.
    func holdsBytes(_ name: String) -> Bool {
        holdingBytes.contains(name)
    }

    /// Whether the page's values of `name` need encoding before they are sent.
    func needsEncoder(_ name: String) -> Bool {
        sent.contains(name) && holdingBytes.contains(name)
    }

    /// The object types `roots` name, and those their fields name, all the way down.
    private static func objectTypes(reachedFrom roots: [String], in spec: ProtocolSpec, objects: Set<String>) -> Set<String> {
        var reached: Set<String> = []
        var pending = roots
        while let name = pending.popLast() {
            guard objects.contains(name), reached.insert(name).inserted, let type = spec.type(named: name) else { continue }
            pending += type.referencedTypeNames
        }
        return reached
    }

    /// The object types with a field for which `holds` is true, or with a field whose type names
    /// such a type: repeated until nothing changes, so recursive types are settled too.
    private static func objectTypes(in spec: ProtocolSpec, objects: Set<String>, where holds: (FieldSpec) -> Bool) -> Set<String>
    {
        var found = Set(spec.types.filter { $0.fields.contains(where: holds) }.map(\.name))
        var changed = true
        while changed {
            changed = false
            for type in spec.types
            where objects.contains(type.name) && !found.contains(type.name)
                && !found.isDisjoint(with: type.referencedTypeNames)
            {
                found.insert(type.name)
                changed = true
            }
        }
        return found
    }
}

extension TypeSpec {
    /// Whether the type is an object (with or without fields) rather than an enum or a union.
    var isObject: Bool {
        if case .object = kind { return true }
        return false
    }

    /// Whether values of the type are JSON objects, which decoders check and encoders may rewrite:
    /// an object type or a union.
    var isObjectOrUnion: Bool {
        if case .enumeration = kind { return false }
        return true
    }
}

extension TypeReference {
    /// Whether `part` is this type or inside it, such as `bytes` in `array<map<bytes>>`.
    func contains(_ part: TypeReference) -> Bool {
        switch self {
        case part: true
        case .array(let inner), .map(let inner): inner.contains(part)
        default: false
        }
    }
}
