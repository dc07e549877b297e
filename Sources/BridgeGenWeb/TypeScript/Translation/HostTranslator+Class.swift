import BridgeGenKit
import BridgeSpec

/// The host class: the runtime's `BridgeIframeHost` with the protocol's slots, a typed `handle`,
/// typed events to the page and typed events from it.
extension HostTranslator {
    mutating func translateHost() {
        imports.use("BridgeIframeHost", from: .hostRuntime)
        imports.useType("BridgeHostInit", from: .hostRuntime)
        imports.useType("HostSlot", from: .hostSlot)
        imports.useType("HostHandler", from: .hostSlot)
        let this = TypeScriptExpression.identifier("this")
        var members: [TypeScriptClassMember] = []
        var body: [TypeScriptStatement] = [.expression(.call(.identifier("super"), [.identifier("hostProtocolInfo"), .identifier("init")]))]
        for capability in spec.slotCapabilities {
            guard let slot = capability.slot, let action = spec.action(slot.action) else { continue }
            let type = TypeScriptType.generic("HostSlot", [protocolType(action.request), protocolType(action.result)])
            members.append(.property(TypeScriptProperty(
                doc: ["The `\(capability.id)` slot, which answers `\(action.id)` one request at a time: set its `handler`, "
                      + "complete its `activeRequest` from your UI, turn it off with `isEnabled`, report its `permissionState`."],
                isReadonly: true, name: slot.property, type: type)))
            body.append(.assignment(.member(this, slot.property), .call(.member(this, "typedSlot"), [.string(capability.id)])))
        }
        members.insert(.constructor(
            doc: ["A host for the journey in `init.frame`, from `init.allowedOrigins` only; it answers the frame's hello with a private channel."],
            parameters: [TypeScriptParameter(name: "init", type: .name("BridgeHostInit"))], body: body), at: 0)
        members.append(.method(handleMethod()))
        members.append(.method(sendMethod()))
        members.append(.method(onMethod()))
        declarations.append(.class(TypeScriptClass(
            doc: [
                "The iframe host of the \(spec.name) bridge: the page that frames a journey answers it as a native app would, "
                    + "with a typed handler per action, typed slots, and typed events both ways.",
                "Secure by default: it takes the journey frame's hello only from the frame's window and an allowed origin, then "
                    + "talks on a private MessageChannel. Every request gets exactly one answer: the handler's, BUSY, TIMEOUT, "
                    + "INVALID_REQUEST or unsupported.",
            ],
            name: hostName, superclass: .name("BridgeIframeHost"), members: members)))
    }

    /// `handle(action, handler)`: typed by `HostActionMap`; `undefined` removes the handler.
    private func handleMethod() -> TypeScriptFunction {
        let action = TypeScriptType.indexedAccess(.name("HostActionMap"), .name("Action"))
        let handler = TypeScriptType.union([
            .generic("HostHandler", [.indexedAccess(action, .stringLiteral("request")), .indexedAccess(action, .stringLiteral("result"))]),
            .name("undefined"),
        ])
        return TypeScriptFunction(
            doc: [
                "Answers `action` with `handler`, which gets the typed request and returns the typed result or throws a "
                    + "`BridgeFailure`; its capability is declared in `capability.query`. A slot's action sets the slot's handler. "
                    + "`undefined` removes it.",
            ],
            isExported: false, name: "handle",
            signature: TypeScriptSignature(
                genericParameters: [TypeScriptGenericParameter(name: "Action", constraint: .intersection([.keyOf(.name("HostActionMap")), .name("string")]))],
                parameters: [TypeScriptParameter(name: "action", type: .name("Action")), TypeScriptParameter(name: "handler", type: handler)],
                returnType: .name("void")),
            body: [.expression(.call(.member(.identifier("this"), "setHandler"), [
                .identifier("action"), .cast(.identifier("handler"), .union([.generic("HostHandler", [.name("unknown"), .name("unknown")]), .name("undefined")])),
            ]))])
    }

    /// `send(event, data)`: only the events the host sends, with data of their type.
    private mutating func sendMethod() -> TypeScriptFunction {
        let events = protocolType("NativeToWebEvents")
        let data = TypeScriptType.indexedAccess(events, .name("Name"))
        let rest = TypeScriptType.conditional(
            check: .object([], expanded: false), extends: data,
            then: .tuple([TypeScriptTupleElement(name: "data", isOptional: true, type: data)]),
            else: .tuple([TypeScriptTupleElement(name: "data", type: data)]))
        return TypeScriptFunction(
            doc: ["Sends `event` to the page with its typed data (bytes as `Uint8Array`); events without data may omit it."],
            isExported: false, name: "send",
            signature: TypeScriptSignature(
                genericParameters: [TypeScriptGenericParameter(name: "Name", constraint: .intersection([.keyOf(events), .name("string")]))],
                parameters: [TypeScriptParameter(name: "event", type: .name("Name")), TypeScriptParameter(name: "data", type: rest, isRest: true)],
                returnType: .name("void")),
            body: [.expression(.call(.member(.identifier("this"), "sendEvent"), [.identifier("event"), .element(.identifier("data"), .integer(0))]))])
    }

    /// `on(event, listener)`: the events the page sends, with their typed data.
    private func onMethod() -> TypeScriptFunction {
        let data = TypeScriptType.indexedAccess(.name("HostIncomingEvents"), .name("Name"))
        return TypeScriptFunction(
            doc: [
                "Calls `listener` with the typed data of each `event` from the page; returns a function that unsubscribes. "
                    + "Data that does not match its type goes to the observer as a problem instead.",
            ],
            isExported: false, name: "on",
            signature: TypeScriptSignature(
                genericParameters: [TypeScriptGenericParameter(name: "Name", constraint: .intersection([.keyOf(.name("HostIncomingEvents")), .name("string")]))],
                parameters: [
                    TypeScriptParameter(name: "event", type: .name("Name")),
                    TypeScriptParameter(name: "listener", type: .function([TypeScriptParameter(name: "data", type: data)], returns: .name("void"))),
                ],
                returnType: .function([], returns: .name("void"))),
            body: [.return(.call(.member(.identifier("this"), "onEventName"), [
                .identifier("event"), .cast(.identifier("listener"), .function([TypeScriptParameter(name: "data", type: .name("unknown"))], returns: .name("void"))),
            ]))])
    }
}
