import BridgeGenKit
import BridgeSpec

/// An extension's module, `extension.ts`: what the extension adds to its base's client, in the
/// order `protocol.ts` reads (codes, capabilities, types, decoders and encoders, maps), then the
/// class a page constructs on its base client. Only the extension's own elements are translated;
/// the base's come from the base client's package.
extension TypeScriptTranslator {
    /// The whole module but its imports.
    mutating func translateExtension() {
        let names = ExtensionModuleNames(own)
        let title = "The \(own.name) extension's"
        if !own.errorCodes.isEmpty {
            section("Error codes")
            translateClosedValues(
                name: names.errorCode, doc: "\(title) error codes, which its host sends in a response's error.",
                values: Self.knownValues(own.errorCodes))
        }
        if !own.capabilities.isEmpty {
            section("Capabilities")
            translateClosedValues(
                name: names.capabilityID, doc: "\(title) capabilities, as capability discovery declares them.",
                values: Self.knownValues(own.capabilities))
        }
        section("Data types")
        for type in own.types { translateType(type) }
        translateBaseInitForms()
        section("Decoding received data, encoding sent data")
        translateDecoders()
        translateEncoders()
        translateBlobFields(for: own.actions)
        section("Actions and events")
        translateRequestMap(
            name: names.requestMap, actions: own.actions,
            doc: "\(title) request actions, with the form of their request data the page writes, the typed form of their "
                + "result, and the codes a failure may carry: those the action documents (or, when it documents none, every "
                + "code the protocol and the extension declare), the standard ones, and ExtensionErrorCode.")
        translateActionErrorType(names.actionError, requestMap: names.requestMap)
        translateErrorGuard(names)
        translateEventMap(
            name: names.nativeToWebEvents, events: own.events, reaching: \.reachesWeb, form: .typed,
            doc: "\(title) events the host sends to the page, by name, with the typed form of their data.")
        translateEventMap(
            name: names.webToNativeEvents, events: own.events, reaching: \.reachesNative, form: .initializer,
            doc: "\(title) events the page sends to the host, by name, with the form of their data the page writes.")
        section("Extension")
        translateExtensionInfo()
        translateExtensionClass(names: names)
    }

    /// `is<Name>Error(error, action)`: a caught error narrowed to one of the extension's actions.
    private mutating func translateErrorGuard(_ names: ExtensionModuleNames) {
        let action = TypeScriptExpression.identifier("action")
        declarations.append(
            .function(
                TypeScriptFunction(
                    doc: [
                        "Whether `error` is a BridgeError from a request for `action`, one of the extension's actions. It narrows "
                            + "`error` so that `knownCode` is typed with the action's codes."
                    ],
                    name: names.errorGuard,
                    signature: TypeScriptSignature(
                        genericParameters: [
                            TypeScriptGenericParameter(name: "Action", constraint: .keyOf(.name(names.requestMap)))
                        ],
                        parameters: [
                            TypeScriptParameter(name: "error", type: .name("unknown")),
                            TypeScriptParameter(name: "action", type: .name("Action")),
                        ],
                        returnType: .predicate("error", .generic(names.actionError, [.name("Action")]))),
                    body: [
                        .return(
                            .binary(
                                .binary(.identifier("error"), .instanceOf, .identifier("BridgeError")), .and,
                                .binary(.member(.identifier("error"), "action"), .strictEqual, action)))
                    ])))
    }

    /// `extensionInfo`: what the class installs on the client.
    private mutating func translateExtensionInfo() {
        imports.useType("BridgeExtensionInfo", from: .extensions)
        let actions = own.actions
        let capabilityVersions = actions.compactMap { action in
            action.capability.flatMap(spec.capability).map { (action: action.id, capability: $0) }
        }
        var members: [TypeScriptObjectMember] = [
            .property(doc: [], key: .name("name"), value: .string(own.name)),
            .property(doc: [], key: .name("version"), value: .string(own.version.description)),
            .property(doc: [], key: .name("actions"), value: .array(actions.map { .string($0.id) })),
            table("recoverableByDefault", own.errorCodes.map { ($0.code, .boolean($0.recoverable)) }),
            table(
                "actionCapabilities",
                capabilityVersions.map { action, capability in
                    (
                        action,
                        .object(
                            [
                                .property(doc: [], key: .name("capability"), value: .string(capability.id)),
                                .property(doc: [], key: .name("version"), value: .string(capability.version)),
                            ], expanded: false)
                    )
                }),
        ]
        members += actionAndEventTables(actions: actions, events: own.events)
        declarations.append(
            .constant(
                TypeScriptConstant(
                    doc: [
                        "What the extension tells the client it is installed on: its actions and codes, the capability each action "
                            + "needs, and its events' decoders and encoders."
                    ],
                    isExported: false, name: "extensionInfo", type: .name("BridgeExtensionInfo"),
                    value: .object(members, expanded: true))))
    }
}
