import BridgeGenKit
import BridgeSpec

/// Translates a validated spec into `host.ts`, the generated half of the iframe host (the package's
/// `gbgbridge/host` export): what the host's runtime must know of the protocol (each action's
/// request reader and result checker, the codes it documents and its blob fields; each capability's
/// version, permission and slot; each event's direction and reader), the typed maps of actions and
/// incoming events, and the host class with a typed slot per slot capability, a typed `handle` per
/// action, typed events to the page (only those the host sends) and from it.
///
/// Types, readers and codes come from `protocol.ts`, whose decoders cover what either side receives.
struct HostTranslator {
    /// The spec being translated.
    let spec: ProtocolSpec
    /// The module's declarations so far.
    var declarations: [TypeScriptDeclaration] = []
    /// What the declarations take from other modules.
    var imports = TypeScriptImports()

    /// The host class's name, such as `GBGBridgeHost`.
    var hostName: String { "\(spec.name)Host" }

    /// The module, headed by `headerComment`.
    static func translate(_ spec: ProtocolSpec, headerComment: [String]) -> TypeScriptModule {
        var translator = HostTranslator(spec: spec)
        translator.translateProtocolInfo()
        translator.translateActionMap()
        translator.translateEventMaps()
        translator.translateHost()
        translator.declarations.append(.reexports(
            comment: ["What a host page imports besides: the runtime's host, options, problems, slots and failures."],
            modules: ["./host-runtime.js", "./host-options.js", "./host-slot.js", "./host-protocol.js", "./host-channel.js"]))
        return TypeScriptModule(headerComment: headerComment, imports: translator.imports.list, declarations: translator.declarations)
    }

    /// The actions an app handles: every action but the negotiation, which the host answers itself.
    var handledActions: [ActionSpec] { spec.actions.filter { $0.id != spec.negotiationAction } }

    /// `decodeX` of `protocol.ts`, imported.
    mutating func decoder(_ typeName: String) -> TypeScriptExpression {
        imports.use("decode\(typeName)", from: .protocol)
        return .identifier("decode\(typeName)")
    }

    /// A type of `protocol.ts`, imported.
    mutating func protocolType(_ name: String) -> TypeScriptType {
        imports.useType(name, from: .protocol)
        return .name(name)
    }

    // MARK: What the runtime knows

    private mutating func translateProtocolInfo() {
        imports.useType("HostProtocolInfo", from: .hostProtocol)
        imports.use("PROTOCOL_VERSION", from: .protocol)
        imports.use("recoverableByDefault", from: .protocol)
        var members: [TypeScriptObjectMember] = [
            .property(doc: [], key: .name("name"), value: .string(spec.name)),
            .property(doc: [], key: .name("version"), value: .identifier("PROTOCOL_VERSION")),
        ]
        if let negotiation = spec.negotiationAction {
            members.append(.property(doc: [], key: .name("negotiationAction"), value: .string(negotiation)))
        }
        members.append(table("capabilities", spec.capabilities.map { capability in
            var info: [TypeScriptObjectMember] = [
                .property(doc: [], key: .name("version"), value: .string(capability.version)),
                .property(doc: [], key: .name("reportsPermission"), value: .boolean(capability.reportsPermission)),
            ]
            if let slot = capability.slot { info.append(.property(doc: [], key: .name("slotAction"), value: .string(slot.action))) }
            return (capability.id, .object(info, expanded: false))
        }))
        members.append(table("actions", spec.actions.map { action in (action.id, actionInfo(action)) }))
        members.append(table("events", spec.events.map { event in
            var info: [TypeScriptObjectMember] = [.property(doc: [], key: .name("direction"), value: .string(event.direction.rawValue))]
            if let data = event.data { info.append(.property(doc: [], key: .name("read"), value: decoder(data))) }
            return (event.name, .object(info, expanded: false))
        }))
        members.append(.shorthand("recoverableByDefault"))
        declarations.append(.constant(TypeScriptConstant(
            doc: ["What the host's runtime knows of the protocol: how to check each request, result and event, and what each capability is."],
            isExported: false, name: "hostProtocolInfo", type: .name("HostProtocolInfo"), value: .object(members, expanded: true))))
    }

    private mutating func actionInfo(_ action: ActionSpec) -> TypeScriptExpression {
        var info: [TypeScriptObjectMember] = []
        if let capability = action.capability { info.append(.property(doc: [], key: .name("capability"), value: .string(capability))) }
        info.append(.property(doc: [], key: .name("readRequest"), value: decoder(action.request)))
        info.append(.property(doc: [], key: .name("readResult"), value: decoder(action.result)))
        info.append(.property(doc: [], key: .name("errors"), value: .array(action.errors.map(TypeScriptExpression.string))))
        let fields = spec.type(named: action.result)?.fields ?? []
        let blobs: [TypeScriptObjectMember] = fields.filter(\.travelsAsBlob).map { field in
            let mime = field.blobMimeTypeField.flatMap { name in fields.first { $0.name == name }?.wireName }
            return .property(doc: [], key: .string(field.wireName), value: mime.map(TypeScriptExpression.string) ?? .identifier("null"))
        }
        info.append(.property(doc: [], key: .name("blobFields"), value: .object(blobs, expanded: false)))
        return .object(info, expanded: true)
    }

    /// `name: { "key": value, … }`, an entry per line.
    private func table(_ name: String, _ entries: [(key: String, value: TypeScriptExpression)]) -> TypeScriptObjectMember {
        .property(doc: [], key: .name(name), value: .object(entries.map { .property(doc: [], key: .string($0.key), value: $0.value) }, expanded: true))
    }

    // MARK: Typed maps

    private mutating func translateActionMap() {
        var entries: [TypeScriptTypeMember] = []
        for action in handledActions {
            entries.append(.property(doc: [action.description ?? ""], key: .string(action.id), isOptional: false, type: .object([
                .property(doc: [], key: .name("request"), isOptional: false, type: protocolType(action.request)),
                .property(doc: [], key: .name("result"), isOptional: false, type: protocolType(action.result)),
            ], expanded: true)))
        }
        declarations.append(.typeAlias(TypeScriptTypeAlias(
            doc: ["Every action an app handles, with the typed form of its request (defaults filled in) and of its result (bytes as `Uint8Array`)."],
            name: "HostActionMap", type: .object(entries, expanded: true))))
    }

    private mutating func translateEventMaps() {
        var entries: [TypeScriptTypeMember] = []
        for event in spec.events where event.direction.reachesNative {
            let data: TypeScriptType
            if let name = event.data { data = protocolType(name) } else {
                imports.useType("EmptyEventData", from: .runtime)
                data = .name("EmptyEventData")
            }
            entries.append(.property(doc: [event.description ?? ""], key: .string(event.name), isOptional: false, type: data))
        }
        declarations.append(.typeAlias(TypeScriptTypeAlias(
            doc: ["Events the page sends to the host, by name, with the typed form of their data as the app receives it."],
            name: "HostIncomingEvents", type: .object(entries, expanded: true))))
    }
}
