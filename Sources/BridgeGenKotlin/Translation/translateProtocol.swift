import BridgeSpec

extension KotlinTranslator {
    /// The protocol definition the runtime needs: the version, the codes' defaults, and the
    /// checks of requests, results and events, each through the generated decoders. An
    /// extension's answers for its own declarations and asks its base for the rest.
    func translateProtocol() -> KotlinDeclaration {
        let own = spec.own
        let base = names.base.map { KotlinExpression.name($0 + "Protocol") }
        let code = KotlinExpression.name("code"), action = KotlinExpression.name("action"), name = KotlinExpression.name("name")
        func isOneOf(_ subject: KotlinExpression, _ values: [String], otherwise: KotlinExpression) -> KotlinExpression {
            values.isEmpty
                ? otherwise
                : .when(subject: subject, [KotlinWhenBranch(values.map { .string($0) }, .boolean(true))], fallback: otherwise)
        }
        func delegated(_ member: String, _ arguments: KotlinExpression...) -> KotlinExpression? {
            base.map { .call($0.dot(member), arguments, trailing: nil) }
        }
        let string = KotlinType.name("String")
        let standard = spec.errorCodes.map(\.code).filter { ErrorCodeSpec.requiredByRuntime.contains($0) }
        let declared = own.actions.map { action in
            KotlinWhenBranch(
                [.string(action.id)],
                isOneOf(code, action.errors + standard.filter { !action.errors.contains($0) }, otherwise: .boolean(false)))
        }
        let requests = own.actions.map { action in
            KotlinWhenBranch([.string(action.id)], problem(action.request, .name("data")))
        }
        let readers = own.actions.compactMap { action in
            mapping.read(.named(action.request)).map { KotlinWhenBranch([.string(action.id)], $0) }
        }
        let results = own.actions.map { action in
            KotlinWhenBranch([.string(action.id)], problem(action.result, .name("data")))
        }
        let outgoing = own.events.map { event -> KotlinWhenBranch in
            guard event.direction.reachesWeb else {
                return KotlinWhenBranch(
                    [.string(event.name)], .string("The app sent the event \(event.name), which only the page sends"))
            }
            guard let type = event.data else { return KotlinWhenBranch([.string(event.name)], .null) }
            return KotlinWhenBranch(
                [.string(event.name)],
                problem(type, .name("data")).safeDot("let").call(
                    [], [],
                    [.expression(.binary(.string("The \(event.name) event's data does not match its type: "), "+", .name("it")))])
            )
        }
        let incoming = own.events.map { event -> KotlinWhenBranch in
            guard event.direction.reachesNative else {
                return KotlinWhenBranch(
                    [.string(event.name)],
                    KotlinExpression.name("BridgeDecodedEvent").call(
                        .null, .string("The page sent the event \(event.name), which only the host sends")))
            }
            let incomingCase = KotlinExpression.name(names.incomingEvent).dot(
                KotlinNaming.capitalized(KotlinNaming.name(of: event)))
            let typed =
                event.data.map { incomingCase.call(KotlinExpression.name($0).dot("decode").call(.name("data"), .string(""))) }
                ?? incomingCase
            return KotlinWhenBranch(
                [.string(event.name)], KotlinExpression.decoding("event", .string(event.name)).call([], [], [.expression(typed)]))
        }
        let unknownEvent = KotlinExpression.binary(
            .binary(.string("The app sent the event "), "+", name), "+", .string(", which the spec does not declare"))
        let properties: [KotlinDeclaration] = [
            .property(
                KotlinProperty(
                    doc: [], visibility: nil, modifiers: ["override"], name: "version", type: string,
                    value: .initializer(
                        base.map { $0.dot("version") } ?? .string("\(spec.version.major).\(spec.version.minor)")))
            ),
            .property(
                KotlinProperty(
                    doc: [], visibility: nil, modifiers: ["override"], name: "negotiationAction", type: string.orNull,
                    value: .initializer(
                        base.map { $0.dot("negotiationAction") } ?? spec.negotiationAction.map { .string($0) } ?? .null))),
        ]
        let functions = [
            overriding(
                "isRecoverableByDefault", [("code", string)], .name("Boolean"),
                isOneOf(
                    code, own.errorCodes.filter(\.recoverable).map(\.code),
                    otherwise: delegated("isRecoverableByDefault", code) ?? .boolean(false))),
            overriding(
                "isStandardError", [("code", string)], .name("Boolean"),
                delegated("isStandardError", code) ?? isOneOf(code, standard, otherwise: .boolean(false))),
            overriding(
                "isDeclared", [("code", string), ("action", string)], .name("Boolean"),
                .when(subject: action, declared, fallback: delegated("isDeclared", code, action) ?? .boolean(true))),
            overriding(
                "checkRequest", [("action", string), ("data", KotlinType.name("JsonObject").orNull)], string.orNull,
                .when(subject: action, requests, fallback: delegated("checkRequest", action, .name("data")) ?? .null)),
            overriding(
                "readRequest", [("action", string), ("reader", .name("JsonBytesReader"))], .name("Any"),
                .when(
                    subject: action, readers,
                    fallback: delegated("readRequest", action, .name("reader"))
                        ?? KotlinExpression.name("reader").dot("giveUp").call())),
            overriding(
                "checkResult", [("action", string), ("data", .name("JsonValue"))], string.orNull,
                .when(subject: action, results, fallback: delegated("checkResult", action, .name("data")) ?? .null)),
            overriding(
                "checkOutgoingEvent", [("name", string), ("data", .name("JsonObject"))], string.orNull,
                .when(subject: name, outgoing, fallback: delegated("checkOutgoingEvent", name, .name("data")) ?? unknownEvent)
            ),
            overriding(
                "decodeIncomingEvent", [("name", string), ("data", KotlinType.name("JsonObject").orNull)],
                .name("BridgeDecodedEvent"),
                .when(
                    subject: name, incoming,
                    fallback: delegated("decodeIncomingEvent", name, .name("data"))
                        ?? KotlinExpression.name("BridgeDecodedEvent").call(.null, .null))),
        ]
        let members = properties + functions.flatMap { $0 } + translateRedactions(base: base) + updates(base: base)
        let summary =
            spec.extensionSpec == nil
            ? "What the runtime needs to know of the \(spec.name) protocol \(spec.version.major).\(spec.version.minor): its codes' defaults and the checks of its types."
            : "The \(names.prefix) extension on \(names.base ?? ""): its own declarations' codes and checks, and the base protocol's for the rest."
        return .type(
            KotlinClass(
                doc: [summary], visibility: visibility, kind: .object, name: names.protocolObject,
                supertypes: [KotlinSupertype(.name("BridgeProtocol"))], members: members))
    }

    /// `speaksUpdates` and `isStream`, for a protocol with the `update` and `cancel` message types;
    /// nothing for one without, whose runtime defaults say no. An extension asks its base about
    /// the actions it does not declare.
    private func updates(base: KotlinExpression?) -> [KotlinDeclaration] {
        guard spec.hasUpdates else { return [] }
        let streams = spec.own.actions.filter { $0.stream != nil }.map { KotlinExpression.string($0.id) }
        let action = KotlinExpression.name("action")
        let fallback: KotlinExpression = base.map { .call($0.dot("isStream"), [action], trailing: nil) } ?? .boolean(false)
        return [
            .property(
                KotlinProperty(
                    doc: [], visibility: nil, modifiers: ["override"], name: "speaksUpdates", type: .name("Boolean"),
                    value: .getter(.boolean(true))))
        ]
            + overriding(
                "isStream", [("action", .name("String"))], .name("Boolean"),
                streams.isEmpty
                    ? fallback : .when(subject: action, [KotlinWhenBranch(streams, .boolean(true))], fallback: fallback))
    }

    /// `override fun name(parameters): result = body`; a table over the spec's actions, events or
    /// codes, split into groups the JVM takes (`KotlinTable`).
    private func overriding(
        _ name: String, _ parameters: [(String, KotlinType)], _ result: KotlinType, _ body: KotlinExpression
    ) -> [KotlinDeclaration] {
        let parameters = parameters.map { KotlinParameter(name: $0.0, type: $0.1) }
        var first = body, rest: [KotlinFunction] = []
        if case .when(let subject?, let branches, let fallback?) = body {
            (first, rest) = KotlinTable(
                name: name, parameters: parameters, returnType: result, subject: subject, branches: branches, fallback: fallback
            )
            .split()
        }
        let function = KotlinFunction(
            doc: [], visibility: nil, modifiers: ["override"], name: name, parameters: parameters, returnType: result,
            body: .expression(first))
        return [.function(function)] + rest.map { .function($0) }
    }

    /// What is wrong with `data` as the type named `type`, or null.
    private func problem(_ type: String, _ data: KotlinExpression) -> KotlinExpression {
        KotlinExpression.decoding("problem").call(
            [], [], [.call(KotlinExpression.name(type).dot("decode").call(data, .string("")))])
    }
}
