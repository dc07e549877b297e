import BridgeGenKit
import BridgeSpec

/// The host class: the runtime's `BridgeIframeHost` with the protocol's slots, a typed `handle`,
/// typed events to the page and typed events from it.
extension HostTranslator {
    mutating func translateHost() {
        imports.use("BridgeIframeHost", from: .hostRuntime)
        imports.useType("BridgeHostInit", from: .hostRuntime)
        imports.useType("HostHandler", from: .hostSlot)
        imports.useType("HostActionHandler", from: .hostSlot)
        let this = TypeScriptExpression.identifier("this")
        var members: [TypeScriptClassMember] = []
        var body: [TypeScriptStatement] = [
            .expression(.call(.identifier("super"), [.identifier("hostProtocolInfo"), .identifier("init")]))
        ]
        members += slotProperties()
        for (capability, property, _) in slots() {
            body.append(.assignment(.member(this, property), .call(.member(this, "typedSlot"), [.string(capability)])))
        }
        members.insert(
            .constructor(
                doc: [
                    "A host for the journey in `init.frame`, from `init.allowedOrigins` only; it answers the frame's hello with a private channel."
                ],
                parameters: [TypeScriptParameter(name: "init", type: .name("BridgeHostInit"))], body: body), at: 0)
        members.append(.method(handleMethod(receiver: this)))
        members.append(.method(sendMethod(receiver: this)))
        members.append(.method(onMethod(receiver: this)))
        declarations.append(
            .class(
                TypeScriptClass(
                    doc: [
                        "The iframe host of the \(spec.name) bridge: the page that frames a journey answers it as a native app would, "
                            + "with a typed handler per action, typed slots, and typed events both ways.",
                        "Secure by default: it takes the journey frame's hello only from the frame's window and an allowed origin, then "
                            + "talks on a private MessageChannel. Every request gets exactly one answer: the handler's, BUSY, TIMEOUT, "
                            + "INVALID_REQUEST or unsupported.",
                    ],
                    name: hostName, superclass: .name("BridgeIframeHost"), members: members)))
    }

    /// An extension's class: it installs the extension on a base host and offers its typed API.
    mutating func translateExtensionHost() {
        imports.useType("BridgeIframeHost", from: .hostRuntime)
        imports.useType("HostHandler", from: .hostSlot)
        imports.useType("HostActionHandler", from: .hostSlot)
        let this = TypeScriptExpression.identifier("this")
        let host = TypeScriptExpression.member(this, "host")
        var body: [TypeScriptStatement] = [
            .assignment(host, .identifier("host")),
            .expression(.call(.member(.identifier("host"), "installExtension"), [.identifier("hostProtocolInfo")])),
        ]
        for (capability, property, type) in slots() {
            let slot = TypeScriptExpression.call(.member(.identifier("host"), "slot"), [.string(capability)])
            body.append(.assignment(.member(this, property), .cast(.cast(slot, .name("unknown")), type)))
        }
        var members: [TypeScriptClassMember] = [
            .constructor(
                doc: ["Serves the \(own.name) extension on `host`, beside the protocol and any other extension it serves."],
                parameters: [TypeScriptParameter(name: "host", type: .name("BridgeIframeHost"))], body: body),
            .property(
                TypeScriptProperty(
                    doc: ["The host the extension is served on."], isReadonly: true, name: "host",
                    type: .name("BridgeIframeHost"))),
        ]
        members += slotProperties()
        members.append(.method(handleMethod(receiver: host)))
        members.append(.method(sendMethod(receiver: host)))
        members.append(.method(onMethod(receiver: host)))
        declarations.append(
            .class(
                TypeScriptClass(
                    doc: [
                        "The \(own.name) extension on an iframe host: its actions, checked as the protocol's, with a typed handler "
                            + "each, its capabilities declared when handled, its codes and its events both ways."
                    ],
                    name: hostName, superclass: nil, members: members)))
    }

    /// Each slot of this module: its capability, its property and its type.
    private mutating func slots() -> [(capability: String, property: String, type: TypeScriptType)] {
        own.capabilities.compactMap { capability in
            guard let slot = capability.slot, let action = spec.action(slot.action) else { return nil }
            imports.useType("HostSlot", from: .hostSlot)
            let progress = action.progress.map { [protocolType($0)] } ?? []
            return (
                capability.id, slot.property,
                .generic("HostSlot", [protocolType(action.request), protocolType(action.result)] + progress)
            )
        }
    }

    /// A property per slot.
    private mutating func slotProperties() -> [TypeScriptClassMember] {
        slots().map { capability, property, type in
            let action = own.capabilities.first { $0.id == capability }?.slot?.action ?? ""
            return .property(
                TypeScriptProperty(
                    doc: [
                        "The `\(capability)` slot, which answers `\(action)` one request at a time: set its `handler`, "
                            + "complete its `activeRequest` from your UI, turn it off with `isEnabled`, report its `permissionState`."
                    ],
                    isReadonly: true, name: property, type: type))
        }
    }

    /// `handle(action, handler)`: typed by the action map; `undefined` removes the handler.
    private func handleMethod(receiver: TypeScriptExpression) -> TypeScriptFunction {
        let action = TypeScriptType.indexedAccess(.name(actionMapName), .name("Action"))
        let handler = TypeScriptType.union([.generic("HostActionHandler", [action]), .name("undefined")])
        return TypeScriptFunction(
            doc: [
                "Answers `action` with `handler`, which gets the typed request and returns the typed result or throws a "
                    + "`BridgeFailure` (an action with progress sends it with `request.progress`; a stream action's handler "
                    + "returns an async iterable of its items instead); its capability is declared in `capability.query`. "
                    + "A slot's action sets the slot's handler. `undefined` removes it."
            ],
            isExported: false, name: "handle",
            signature: TypeScriptSignature(
                genericParameters: [
                    TypeScriptGenericParameter(
                        name: "Action", constraint: .intersection([.keyOf(.name(actionMapName)), .name("string")]))
                ],
                parameters: [
                    TypeScriptParameter(name: "action", type: .name("Action")),
                    TypeScriptParameter(name: "handler", type: handler),
                ],
                returnType: .name("void")),
            body: [
                .expression(
                    .call(
                        .member(receiver, "setHandler"),
                        [
                            .identifier("action"),
                            .cast(
                                .cast(.identifier("handler"), .name("unknown")),
                                .union([.generic("HostHandler", [.name("unknown"), .name("unknown")]), .name("undefined")])),
                        ]))
            ])
    }

    /// `send(event, data)`: only the events the host sends, with data of their type.
    private mutating func sendMethod(receiver: TypeScriptExpression) -> TypeScriptFunction {
        let events =
            isExtension ? protocolTypeOfExtension(ExtensionModuleNames(own).nativeToWebEvents) : protocolType("NativeToWebEvents")
        let data = TypeScriptType.indexedAccess(events, .name("Name"))
        let rest = TypeScriptType.conditional(
            check: .object([], expanded: false), extends: data,
            then: .tuple([TypeScriptTupleElement(name: "data", isOptional: true, type: data)]),
            else: .tuple([TypeScriptTupleElement(name: "data", type: data)]))
        return TypeScriptFunction(
            doc: ["Sends `event` to the page with its typed data (bytes as `Uint8Array`); events without data may omit it."],
            isExported: false, name: "send",
            signature: TypeScriptSignature(
                genericParameters: [
                    TypeScriptGenericParameter(name: "Name", constraint: .intersection([.keyOf(events), .name("string")]))
                ],
                parameters: [
                    TypeScriptParameter(name: "event", type: .name("Name")),
                    TypeScriptParameter(name: "data", type: rest, isRest: true),
                ],
                returnType: .name("void")),
            body: [
                .expression(
                    .call(.member(receiver, "sendEvent"), [.identifier("event"), .element(.identifier("data"), .integer(0))]))
            ])
    }

    /// `on(event, listener)`: the events the page sends, with their typed data.
    private func onMethod(receiver: TypeScriptExpression) -> TypeScriptFunction {
        let data = TypeScriptType.indexedAccess(.name(incomingEventsName), .name("Name"))
        return TypeScriptFunction(
            doc: [
                "Calls `listener` with the typed data of each `event` from the page; returns a function that unsubscribes. "
                    + "Data that does not match its type goes to the observer as a problem instead."
            ],
            isExported: false, name: "on",
            signature: TypeScriptSignature(
                genericParameters: [
                    TypeScriptGenericParameter(
                        name: "Name", constraint: .intersection([.keyOf(.name(incomingEventsName)), .name("string")]))
                ],
                parameters: [
                    TypeScriptParameter(name: "event", type: .name("Name")),
                    TypeScriptParameter(
                        name: "listener", type: .function([TypeScriptParameter(name: "data", type: data)], returns: .name("void"))
                    ),
                ],
                returnType: .function([], returns: .name("void"))),
            body: [
                .return(
                    .call(
                        .member(receiver, "onEventName"),
                        [
                            .identifier("event"),
                            .cast(
                                .identifier("listener"),
                                .function([TypeScriptParameter(name: "data", type: .name("unknown"))], returns: .name("void"))),
                        ]))
            ])
    }
}

extension HostTranslator {
    /// A type the extension's own module declares (not one of its spec's types), imported from it.
    mutating func protocolTypeOfExtension(_ name: String) -> TypeScriptType {
        imports.useType(name, from: .extensionModule)
        return .name(name)
    }
}
