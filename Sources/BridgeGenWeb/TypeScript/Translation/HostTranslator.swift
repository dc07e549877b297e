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
///
/// For an extension spec it translates the extension package's `host.ts` instead: the same for the
/// extension's own actions, events and capabilities, and a class that installs them on a base host
/// (`SignaturePadHost`), importing the base's from its package (`gbgbridge`, `gbgbridge/host`).
struct HostTranslator {
    /// The spec being translated.
    let spec: ProtocolSpec
    /// What this module declares: the protocol, or an extension's own layer.
    let own: Declarations
    /// Whether the spec is an extension's, whose host module builds on the base's package.
    let isExtension: Bool
    /// The module's declarations so far.
    var declarations: [TypeScriptDeclaration] = []
    /// What the declarations take from other modules.
    var imports: TypeScriptImports

    init(spec: ProtocolSpec) {
        self.spec = spec
        self.own = spec.own
        self.isExtension = spec.inherited != nil
        self.imports = TypeScriptImports(package: spec.inherited.map { PackageManifest.packageName($0.name) })
    }

    /// The host class's name: `GBGBridgeHost`, or an extension's `SignaturePadHost`.
    var hostName: String { "\(own.name)Host" }
    /// The map of handled actions: `HostActionMap`, or an extension's `SignaturePadHostActionMap`.
    var actionMapName: String { isExtension ? ExtensionModuleNames(own).hostActionMap : "HostActionMap" }
    /// The map of incoming events: `HostIncomingEvents`, or an extension's `SignaturePadHostIncomingEvents`.
    var incomingEventsName: String { isExtension ? ExtensionModuleNames(own).hostIncomingEvents : "HostIncomingEvents" }

    /// The module, headed by `headerComment`.
    static func translate(_ spec: ProtocolSpec, headerComment: [String]) -> TypeScriptModule {
        var translator = HostTranslator(spec: spec)
        translator.translateProtocolInfo()
        translator.translateActionMap()
        translator.translateEventMaps()
        if translator.isExtension {
            translator.translateExtensionHost()
        } else {
            translator.translateHost()
            translator.declarations.append(
                .reexports(
                    comment: ["What a host page imports besides: the runtime's host, options, problems, slots and failures."],
                    modules: [
                        "./host-runtime.js", "./host-options.js", "./host-slot.js", "./host-protocol.js", "./host-channel.js",
                    ]))
        }
        return TypeScriptModule(
            headerComment: headerComment, imports: translator.imports.list, declarations: translator.declarations)
    }

    /// The actions an app handles: every action of this module but the negotiation, which the host answers itself.
    var handledActions: [ActionSpec] { own.actions.filter { $0.id != spec.negotiationAction } }

    /// Where the generated pieces of the type `name` are: the extension's own module, or the protocol's.
    private func module(of name: String) -> TypeScriptImports.Module {
        isExtension && spec.emits(type: name) ? .extensionModule : .protocol
    }

    /// `decodeX` of `protocol.ts` (or the extension's module), imported.
    mutating func decoder(_ typeName: String) -> TypeScriptExpression {
        imports.use("decode\(typeName)", from: module(of: typeName))
        return .identifier("decode\(typeName)")
    }

    /// A type of `protocol.ts` (or the extension's module), imported.
    mutating func protocolType(_ name: String) -> TypeScriptType {
        imports.useType(name, from: module(of: name))
        return .name(name)
    }

    // MARK: What the runtime knows

    private mutating func translateProtocolInfo() {
        imports.useType("HostProtocolInfo", from: .hostProtocol)
        var members: [TypeScriptObjectMember] = [.property(doc: [], key: .name("name"), value: .string(own.name))]
        if isExtension {
            members.append(.property(doc: [], key: .name("version"), value: .string(own.version.description)))
        } else {
            imports.use("PROTOCOL_VERSION", from: .protocol)
            members.append(.property(doc: [], key: .name("version"), value: .identifier("PROTOCOL_VERSION")))
        }
        if !isExtension, let negotiation = spec.negotiationAction {
            members.append(.property(doc: [], key: .name("negotiationAction"), value: .string(negotiation)))
        }
        if !isExtension, spec.hasUpdates {
            members.append(.property(doc: [], key: .name("speaksUpdates"), value: .boolean(true)))
        }
        members.append(
            table(
                "capabilities",
                own.capabilities.map { capability in
                    var info: [TypeScriptObjectMember] = [
                        .property(doc: [], key: .name("version"), value: .string(capability.version)),
                        .property(doc: [], key: .name("reportsPermission"), value: .boolean(capability.reportsPermission)),
                    ]
                    if let slot = capability.slot {
                        info.append(.property(doc: [], key: .name("slotAction"), value: .string(slot.action)))
                    }
                    return (capability.id, .object(info, expanded: false))
                }))
        members.append(table("actions", own.actions.map { action in (action.id, actionInfo(action)) }))
        members.append(
            table(
                "events",
                own.events.map { event in
                    var info: [TypeScriptObjectMember] = [
                        .property(doc: [], key: .name("direction"), value: .string(event.direction.rawValue))
                    ]
                    if let data = event.data { info.append(.property(doc: [], key: .name("read"), value: decoder(data))) }
                    return (event.name, .object(info, expanded: false))
                }))
        if isExtension {
            members.append(table("recoverableByDefault", own.errorCodes.map { ($0.code, .boolean($0.recoverable)) }))
        } else {
            imports.use("recoverableByDefault", from: .protocol)
            members.append(.shorthand("recoverableByDefault"))
        }
        declarations.append(
            .constant(
                TypeScriptConstant(
                    doc: [
                        "What the host's runtime knows of the protocol: how to check each request, result and event, and what each capability is."
                    ],
                    isExported: false, name: "hostProtocolInfo", type: .name("HostProtocolInfo"),
                    value: .object(members, expanded: true))))
    }

    private mutating func actionInfo(_ action: ActionSpec) -> TypeScriptExpression {
        var info: [TypeScriptObjectMember] = []
        if let capability = action.capability {
            info.append(.property(doc: [], key: .name("capability"), value: .string(capability)))
        }
        info.append(.property(doc: [], key: .name("readRequest"), value: decoder(action.request)))
        info.append(.property(doc: [], key: .name("readResult"), value: decoder(action.result)))
        info.append(.property(doc: [], key: .name("errors"), value: .array(action.errors.map(TypeScriptExpression.string))))
        let fields = spec.type(named: action.result)?.fields ?? []
        let blobs: [TypeScriptObjectMember] = fields.filter(\.travelsAsBlob).map { field in
            let mime = field.blobMimeTypeField.flatMap { name in fields.first { $0.name == name }?.wireName }
            return .property(
                doc: [], key: .string(field.wireName), value: mime.map(TypeScriptExpression.string) ?? .identifier("null"))
        }
        info.append(.property(doc: [], key: .name("blobFields"), value: .object(blobs, expanded: false)))
        if let update = action.update {
            let kind = action.stream == nil ? "progress" : "stream"
            info.append(.property(doc: [], key: .name("updates"), value: .string(kind)))
            info.append(.property(doc: [], key: .name("readUpdate"), value: decoder(update)))
        }
        return .object(info, expanded: true)
    }

    /// `name: { "key": value, … }`, an entry per line.
    private func table(_ name: String, _ entries: [(key: String, value: TypeScriptExpression)]) -> TypeScriptObjectMember {
        .property(
            doc: [], key: .name(name),
            value: .object(entries.map { .property(doc: [], key: .string($0.key), value: $0.value) }, expanded: true))
    }

    // MARK: Typed maps

    private mutating func translateActionMap() {
        var entries: [TypeScriptTypeMember] = []
        for action in handledActions {
            var members: [TypeScriptTypeMember] = [
                .property(doc: [], key: .name("request"), isOptional: false, type: protocolType(action.request)),
                .property(doc: [], key: .name("result"), isOptional: false, type: protocolType(action.result)),
            ]
            // What its updates carry: `handle` then takes a handler with typed progress, or one giving items.
            if let progress = action.progress {
                members.append(.property(doc: [], key: .name("progress"), isOptional: false, type: protocolType(progress)))
            }
            if let item = action.stream {
                members.append(.property(doc: [], key: .name("item"), isOptional: false, type: protocolType(item)))
            }
            entries.append(
                .property(
                    doc: [action.description ?? ""], key: .string(action.id), isOptional: false,
                    type: .object(members, expanded: true)))
        }
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: [
                        "Every action an app handles, with the typed form of its request (defaults filled in) and of its result (bytes as `Uint8Array`); "
                            + "and of its progress values or stream items, when it has them."
                    ],
                    name: actionMapName, type: .object(entries, expanded: true))))
    }

    private mutating func translateEventMaps() {
        var entries: [TypeScriptTypeMember] = []
        for event in own.events where event.direction.reachesNative {
            let data: TypeScriptType
            if let name = event.data {
                data = protocolType(name)
            } else {
                imports.useType("EmptyEventData", from: .runtime)
                data = .name("EmptyEventData")
            }
            entries.append(.property(doc: [event.description ?? ""], key: .string(event.name), isOptional: false, type: data))
        }
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: [
                        "Events the page sends to the host, by name, with the typed form of their data as the app receives it."
                    ],
                    name: incomingEventsName, type: .object(entries, expanded: true))))
    }
}
