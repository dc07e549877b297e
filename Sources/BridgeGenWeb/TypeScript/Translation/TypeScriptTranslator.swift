import BridgeGenKit
import BridgeSpec

/// Translates a validated spec into a generated module of the web client: `protocol.ts`, the
/// generated half of a protocol's client (its open value sets and typed error codes, its data types
/// with their decoders and encoders, the request and event maps, and the client class with a typed
/// method per action), or an extension's `extension.ts`, which adds the extension's own to a base
/// client installed beside it.
///
/// Each part lives in its own extension file; this one orders them. Parts append declarations in
/// spec order, so the output is deterministic, and record what they use from other modules, which
/// becomes the module's imports. `TypeScriptRenderer` turns the module into text.
struct TypeScriptTranslator {
    /// The spec being translated.
    let spec: ProtocolSpec
    /// What the spec declares itself, which this module defines: the protocol, or an extension's additions.
    let own: Declarations
    /// Which types the page receives and sends through this module's actions and events, and which
    /// typed pieces they need.
    let flow: TypeFlow
    /// The enum types the page may send only as their known values.
    let closedEnums: Set<String>
    /// For an extension's module, the base client's package it builds on; nil for `protocol.ts`.
    let base: BaseClientPackage?
    /// The module's declarations so far.
    var declarations: [TypeScriptDeclaration] = []
    /// What the declarations take from other modules.
    var imports: TypeScriptImports

    init(spec: ProtocolSpec) {
        self.spec = spec
        self.own = spec.own
        self.flow = TypeFlow(spec, actions: own.actions, events: own.events)
        self.closedEnums = TypeFlow.closedEnums(of: spec)
        self.base = spec.inherited.map { BaseClientPackage(of: spec, base: $0) }
        self.imports = TypeScriptImports(package: base?.name)
    }

    /// The module, headed by `headerComment`.
    static func translate(_ spec: ProtocolSpec, headerComment: [String]) -> TypeScriptModule {
        var translator = TypeScriptTranslator(spec: spec)
        if translator.base == nil {
            translator.translateProtocol()
        } else {
            translator.translateExtension()
        }
        return TypeScriptModule(
            headerComment: headerComment, imports: translator.imports.list, declarations: translator.declarations)
    }

    private mutating func translateProtocol() {
        declarations.append(
            .constant(
                TypeScriptConstant(
                    doc: ["The protocol version this client speaks, \"major.minor\"."], name: "PROTOCOL_VERSION",
                    value: .string(spec.version.description))))
        section("Statuses, error codes, environments, permission states")
        translateSectionValues()
        section("Error codes, typed")
        translateErrorCodeTypes()
        section("Capabilities")
        translateCapabilityIDs()
        translateCapabilityMap()
        section("Data types")
        for type in spec.types { translateType(type) }
        section("Decoding received data, encoding sent data")
        translateDecoders()
        translateEncoders()
        translateBlobFields(for: spec.actions)
        section("Actions and events")
        translateRequestMap(actions: spec.actions, doc: Self.requestMapDoc)
        translateActionErrors()
        translateEventMap(
            name: "NativeToWebEvents", events: spec.events, reaching: \.reachesWeb, form: .typed,
            doc: "Events the host sends to the page, by name, with the typed form of their data.")
        translateEventMap(
            name: "WebToNativeEvents", events: spec.events, reaching: \.reachesNative, form: .initializer,
            doc: "Events the page sends to the host, by name, with the form of their data the page writes.")
        section("Client")
        translateProtocolInfo()
        translateClient()
    }

    /// What the request map says of itself.
    static let requestMapDoc =
        "Every request action, with the form of its request data the page writes, the typed form of its "
        + "result, and the codes a failure may carry: those the action documents and the standard ones, or every known code "
        + "when the action documents none."

    /// A section of the module, named as the Swift output names its sections, so both read alike.
    mutating func section(_ title: String) {
        declarations.append(.mark(title))
    }
}
