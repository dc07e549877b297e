import BridgeGenKit
import BridgeSpec

/// The class a page constructs on its base client, `<Name>Extension`: it installs the extension on
/// the client and offers the extension's typed methods and events, sent and received through the
/// client, so one transport serves the base protocol and every extension.
extension TypeScriptTranslator {
    /// The class.
    mutating func translateExtensionClass(names: ExtensionModuleNames) {
        let client = TypeScriptNames.clientName(of: spec)
        imports.useType(client, from: .protocol)
        let this = TypeScriptExpression.identifier("this")
        var members: [TypeScriptClassMember] = [
            .property(
                TypeScriptProperty(
                    doc: ["The extension's name."], isStatic: true, isReadonly: true, name: "extensionName",
                    value: .string(own.name))),
            .property(
                TypeScriptProperty(
                    doc: ["The extension's version, \"major.minor\"."], isStatic: true, isReadonly: true,
                    name: "version", value: .string(own.version.description))),
            .property(
                TypeScriptProperty(
                    doc: ["The client the extension is installed on: its transport, timeouts and listeners serve it too."],
                    isReadonly: true, name: "client", type: .name(client))),
            .constructor(
                doc: ["Installs the extension on `client`, which from then on knows its codes and events."],
                parameters: [TypeScriptParameter(name: "client", type: .name(client))],
                body: [
                    .assignment(.member(this, "client"), .identifier("client")),
                    .expression(.call(.member(.identifier("client"), "installExtension"), [.identifier("extensionInfo")])),
                ]),
        ]
        for action in own.actions {
            members.append(
                .method(
                    actionMethod(
                        action, client: .member(this, "client"), errorType: names.actionError, doc: capabilityNote(action))))
        }
        if let listener = listener(names) { members.append(.method(listener)) }
        if let emitter = emitter(names) { members.append(.method(emitter)) }
        declarations.append(
            .class(
                TypeScriptClass(
                    doc: [
                        "The \(own.name) extension of \(spec.name), version \(own.version), on a `\(client)`: construct "
                            + "it with the page's client, which then serves the extension's actions and events over its own transport.",
                        own.description ?? "",
                        "A typed method resolves and rejects as the client's own do; narrow its errors with `\(names.errorGuard)`. "
                            + "It does not send, and rejects at once, when the host's last capability discovery did not declare the "
                            + "capability it needs (CAPABILITY_UNAVAILABLE) or declared another major version of it "
                            + "(VERSION_MISMATCH); before any discovery it sends, and the host answers.",
                    ],
                    name: names.extensionClass, members: members)))
    }

    /// What a method's documentation says of the capability it needs.
    private func capabilityNote(_ action: ActionSpec) -> [String] {
        guard let capability = action.capability.flatMap(spec.capability) else { return [] }
        return [
            "Needs `\(capability.id)` \(capability.version): rejects at once, without sending, when the host's last "
                + "capability discovery did not declare it, or declared another major version."
        ]
    }

    /// `<Name extends keyof events & string>`: the name of one of the events of a map.
    private func eventName(in events: String) -> TypeScriptGenericParameter {
        TypeScriptGenericParameter(name: "Name", constraint: .intersection([.keyOf(.name(events)), .name("string")]))
    }

    /// `on(event, listener)`, when the host sends any of the extension's events.
    private mutating func listener(_ names: ExtensionModuleNames) -> TypeScriptFunction? {
        guard own.events.contains(where: \.direction.reachesWeb) else { return nil }
        imports.useType("BridgeEnvelope", from: .runtime)
        let events = names.nativeToWebEvents
        let listener = { (data: TypeScriptType) in
            TypeScriptType.function(
                [
                    TypeScriptParameter(name: "data", type: data),
                    TypeScriptParameter(name: "message", type: .name("BridgeEnvelope")),
                ],
                returns: .name("void"))
        }
        return TypeScriptFunction(
            doc: [
                "Calls `listener` with each `event` of the extension from the host, its data checked and decoded (bytes "
                    + "as `Uint8Array`, defaults filled in); returns a function that unsubscribes. Data that does not match "
                    + "its type goes to the client's `onProblem` instead."
            ],
            isExported: false, name: "on",
            signature: TypeScriptSignature(
                genericParameters: [eventName(in: events)],
                parameters: [
                    TypeScriptParameter(name: "event", type: .name("Name")),
                    TypeScriptParameter(name: "listener", type: listener(.indexedAccess(.name(events), .name("Name")))),
                ],
                returnType: .function([], returns: .name("void"))),
            body: [
                .return(
                    .call(
                        .member(.member(.identifier("this"), "client"), "onEvent"),
                        [.identifier("event"), .cast(.identifier("listener"), listener(.name("unknown")))]))
            ])
    }

    /// `emit(event, data)`, when the page sends any of the extension's events.
    private func emitter(_ names: ExtensionModuleNames) -> TypeScriptFunction? {
        guard own.events.contains(where: \.direction.reachesNative) else { return nil }
        let data = TypeScriptType.indexedAccess(.name(names.webToNativeEvents), .name("Name"))
        return TypeScriptFunction(
            doc: ["Sends an event of the extension to the host, bytes encoded as base64; events without data may omit it."],
            isExported: false, name: "emit",
            signature: TypeScriptSignature(
                genericParameters: [eventName(in: names.webToNativeEvents)],
                parameters: [
                    TypeScriptParameter(name: "event", type: .name("Name")),
                    TypeScriptParameter(
                        name: "data",
                        type: .conditional(
                            check: .object([], expanded: false), extends: data,
                            then: .tuple([TypeScriptTupleElement(name: "data", isOptional: true, type: data)]),
                            else: .tuple([TypeScriptTupleElement(name: "data", type: data)])), isRest: true),
                ],
                returnType: .name("void")),
            body: [
                .expression(
                    .call(
                        .member(.member(.identifier("this"), "client"), "emitEvent"),
                        [.identifier("event"), .element(.identifier("data"), .integer(0))]))
            ])
    }
}
