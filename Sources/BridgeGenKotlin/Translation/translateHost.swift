import BridgeSpec

extension KotlinTranslator {
    /// The host apps make: the runtime's host with a typed slot per slot of the spec, a typed
    /// handler per other action (a `suspend` function), and a typed sender per event the host sends.
    /// An extension's host is its base's host with the extension's own added.
    func translateHost() -> KotlinDeclaration {
        let own = spec.own
        let slotActions = Set(spec.slotCapabilities.compactMap { $0.slot?.action })
        var members: [KotlinDeclaration] = own.capabilities.compactMap { capability in
            capability.slot.flatMap { slot in spec.action(slot.action).map { slotProperty(capability, slot, $0) } }
        }
        members += own.actions.filter { !slotActions.contains($0.id) && $0.id != spec.negotiationAction }.map(handler)
        members += own.events.filter(\.direction.reachesWeb).map(sender)

        let parameters = [
            KotlinParameter(
                doc: [], name: "options", type: .name("BridgeHostOptions"),
                defaultValue: KotlinExpression.name("BridgeHostOptions").call()),
            KotlinParameter(doc: [], name: "hostVersion", type: .name("String"), defaultValue: .string("1.0.0")),
            KotlinParameter(
                doc: [], name: "configuration",
                type: KotlinType.named("Map", [.name("String"), .name(KotlinNaming.runtimePackage + ".BridgeCapabilityInfo")])
                    .orNull,
                defaultValue: .null),
            KotlinParameter(doc: [], name: "protocol", type: .name("BridgeProtocol"), defaultValue: .name(names.protocolObject)),
        ]
        let superclass = names.base.map { $0 + "Host" } ?? "BridgeHostBase"
        let arguments: [KotlinExpression] =
            names.base == nil
            ? [.name("protocol"), .name("options"), .name("hostVersion"), .name("configuration")]
            : [.name("options"), .name("hostVersion"), .name("configuration"), .name("protocol")]
        let summary =
            spec.extensionSpec == nil
            ? "The host of a web journey speaking \(spec.name): the runtime's host with the spec's typed slots, handlers and events."
            : "The host of a web journey speaking \(names.base ?? "") with the \(names.prefix) extension: the base's host with the extension's typed handlers and events."
        return .type(
            KotlinClass(
                doc: [
                    summary,
                    "[options] sets its limits, timeouts, clock and thread; [hostVersion] is what `capability.query` reports; "
                        + "[configuration] makes it a configuration-based host; [protocol] is for generated hosts that extend it.",
                ],
                visibility: visibility, modifiers: ["open"], kind: .class, name: names.host, constructor: parameters,
                supertypes: [KotlinSupertype(.name(superclass), arguments: arguments)], members: members))
    }

    private func slotProperty(_ capability: CapabilitySpec, _ slot: SlotSpec, _ action: ActionSpec) -> KotlinDeclaration {
        let writer = KotlinExpression.name("writer"), result = KotlinExpression.name("result")
        // The request as the host read it straight from the text, else decoded from its data.
        let decoded = KotlinExpression.name("message").dot("typedData").call(
            [], [], [.expression(KotlinExpression.name(action.request).dot("decode").call(.name("it"), .string("")))])
        let make = KotlinExpression.generic("BridgeSlot", [.name(action.request), .name(action.result)]).call(
            .string(capability.id), .string(action.id), .string(capability.version),
            .lambda(KotlinLambda(["message"], [.expression(decoded)])),
            .lambda(KotlinLambda(["result", "writer"], [.call(result.dot("encode").call(writer))])))
        return .property(
            KotlinProperty(
                doc: doc(capability.description, "capabilities.\(capability.id).slot")
                    + [
                        "Setting its handler declares `\(capability.id)` and handles `\(action.id)`; while a request is active, another is answered `BUSY`."
                    ],
                visibility: visibility, name: slot.property,
                type: .named("BridgeSlot", [.name(action.request), .name(action.result)]),
                value: .initializer(make.dot("also").call([], [], [.call(KotlinExpression.name("adopt").call(.name("it")))]))))
    }

    /// `handleX(handler)`: a `suspend` handler of the typed request that returns the result; one of
    /// a [BridgeProgressRequest] for an action with progress; for a stream, a function that returns
    /// the `Flow` of its items, which the host collects into updates (`answerStream`).
    private func handler(_ action: ActionSpec) -> KotlinDeclaration {
        let capability = action.capability.flatMap { spec.capability($0) }
        let handler = KotlinExpression.name("handler"), message = KotlinExpression.name("message")
        let responder = KotlinExpression.name("responder")
        // The request as the host read it straight from the text, else decoded from its data.
        let decoded = message.dot("typedData").call(
            [], [], [.expression(KotlinExpression.name(action.request).dot("decode").call(.name("it"), .string("")))])
        let handlerType: KotlinType
        let answer: [KotlinStatement]
        let returns: String
        if let item = action.stream {
            handlerType = .function(
                isSuspend: false, parameters: [.named("BridgeTypedRequest", [.name(action.request)])],
                result: .named("kotlinx.coroutines.flow.Flow", [.name(item)]))
            answer = [
                .call(
                    responder.dot("answerStream").call(
                        [handler.call(KotlinExpression.name("BridgeTypedRequest").call(message, decoded))], ["item", "writer"],
                        [.call(KotlinExpression.name("item").dot("encode").call(.name("writer")))]))
            ]
            returns =
                "returns the `Flow` of its items: each is sent as an update, the flow's end answers success, "
                + "and the page's cancel cancels the collection"
        } else {
            let request: KotlinExpression
            if let progress = action.progress {
                handlerType = .function(
                    isSuspend: true, parameters: [.named("BridgeProgressRequest", [.name(action.request), .name(progress)])],
                    result: .name(action.result))
                request = KotlinExpression.name("BridgeProgressRequest").call(
                    [message, decoded, responder], ["value", "writer"],
                    [.call(KotlinExpression.name("value").dot("encode").call(.name("writer")))])
                returns = "sends progress through the request's `progress` and returns the result"
            } else {
                handlerType = .function(
                    isSuspend: true, parameters: [.named("BridgeTypedRequest", [.name(action.request)])],
                    result: .name(action.result))
                request = KotlinExpression.name("BridgeTypedRequest").call(message, decoded)
                returns = "returns the result"
            }
            answer = [
                .value("result", nil, handler.call(request)),
                .call(
                    responder.dot("respond").call(
                        KotlinExpression.name("BridgeReply").dot("encoded").call(
                            [], [], [.call(KotlinExpression.name("result").dot("encode").call(.name("it")))]))),
            ]
        }
        let head: [KotlinExpression] = [
            .string(action.id), capability.map { .string($0.id) } ?? .null, .string(capability?.version ?? "\(spec.version)"),
        ]
        let body: [KotlinStatement] = [
            .ifThen(
                .binary(handler, "==", .null), [.call(.call(.name("handle"), head + [.null], trailing: nil)), .returning(nil)]),
            .call(.call(.name("handle"), head, trailing: KotlinLambda(["message", "responder"], answer))),
        ]
        return .function(
            KotlinFunction(
                doc: doc(action.description, "actions.\(action.id)")
                    + [
                        "Handles `\(action.id)` with [handler], which \(returns) or throws a `BridgeAnswerableException`"
                            + (capability.map { ", and declares `\($0.id)`" } ?? "") + "; null removes it."
                    ],
                visibility: visibility, name: "handle" + KotlinNaming.capitalized(KotlinNaming.name(of: action)),
                parameters: [KotlinParameter(name: "handler", type: handlerType.orNull)], returnType: nil, body: .block(body)))
    }

    private func sender(_ event: EventSpec) -> KotlinDeclaration {
        let writer = KotlinExpression.name("it")
        let write: [KotlinStatement] =
            event.data == nil
            ? [.call(writer.dot("beginObject").call()), .call(writer.dot("endObject").call())]
            : [.call(KotlinExpression.name("data").dot("encode").call(writer))]
        return .function(
            KotlinFunction(
                doc: doc(event.description, "events.\(event.name)") + ["Sends `\(event.name)` to the page."],
                visibility: visibility, name: "send" + KotlinNaming.capitalized(KotlinNaming.name(of: event)),
                parameters: event.data.map { [KotlinParameter(name: "data", type: .name($0))] } ?? [], returnType: nil,
                body: .expression(KotlinExpression.name("sendEvent").call([.string(event.name)], [], write))))
    }
}
