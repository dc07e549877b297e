import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// A typed action per action that neither a slot nor the host itself answers, for
    /// `host.handle(.nfcRead) { request in … }`; `BridgeFailure`, what typed handlers throw to answer
    /// otherwise than with a result; and `BridgeRequest`, what they receive.
    func translateActions() -> [Declaration] {
        // An extension's handlers receive and throw its base's types.
        let shared: [Declaration] =
            inherited == nil ? [.typealias(translateTypedRequestAlias()), .struct(translateFailure())] : []
        return shared + typedActions.map { .extension(translateTypedAction($0)) } + translateProgress()
    }

    /// `request.progress(_:)` on the typed request of each action with progress, typed with its
    /// progress type; once per request and progress type, where actions share both.
    private func translateProgress() -> [Declaration] {
        var seen: Set<[String]> = []
        return typedActions.compactMap { action in
            guard let progress = action.progress, seen.insert([action.request, progress]).inserted else { return nil }
            return .extension(
                ExtensionDeclaration(
                    extendedType: .named(RuntimeNames.typedRequest),
                    whereClause: [.sameType("Data", .named(action.request))],
                    members: [
                        .function(
                            FunctionDeclaration(
                                docComment: DocComment.make(
                                    "Tells the page how the `\(action.id)` request is going, while it is open.", fallback: "",
                                    details: [
                                        "Sent as an `update` message before the one response; dropped once the request is answered, and when the page did not agree to updates in the negotiation."
                                    ], source: "actions.\(action.id).progress"),
                                name: "progress", parameters: [Parameter(label: "_", "value", type: .named(progress))],
                                body: [.expression(.name("sendUpdate").call(SwiftArgument(.name("value"))))]))
                    ]))
        }
    }

    /// The actions that get a typed handler: every one but the slots' (their slots are typed), the
    /// negotiation action (the host answers it) and those whose `platforms` leave out `ios`.
    var typedActions: [ActionSpec] {
        let slotActions = Set(slotPairs.map(\.1.action))
        return own.actions.filter {
            !slotActions.contains($0.id) && $0.id != spec.negotiationAction && Self.isOffered(onIOS: $0.platforms)
        }
    }

    private func translateTypedAction(_ action: ActionSpec) -> ExtensionDeclaration {
        let capability = action.capability.flatMap { id in spec.capabilities.first { $0.id == id } }
        let capabilityValue: SwiftExpression =
            capability.map {
                .tuple([SwiftArgument("id", .string($0.id)), SwiftArgument("version", .string($0.version))])
            } ?? .nilValue
        let declares =
            capability.map { "It declares `\($0.id)` (version \($0.version)) in `capability.query` while a handler is set." }
            ?? "It belongs to no capability, so a handler declares none."
        let errors =
            action.errors.isEmpty ? [] : ["It may fail with " + action.errors.map { "`\($0)`" }.joined(separator: ", ") + "."]
        // A host installs an extension when it handles one of its actions.
        let extensionArgument =
            inherited == nil ? [] : [SwiftArgument("extension", .metatype(.named(GeneratedNames.extensionDefinition(of: own))))]
        let handling =
            action.stream.map { item in
                "Handle it with `host.handle(.\(SwiftNaming.name(of: action))) { request in … }`: `request.data` is a ``\(action.request)``, and the handler returns an `AsyncSequence` of ``\(item)``, each sent to the page as an update until the sequence ends (answered `success`) or the page cancels (its task is cancelled). "
            }
            ?? "Handle it with `host.handle(.\(SwiftNaming.name(of: action))) { request in … }`: `request.data` is a ``\(action.request)``, and the handler returns a ``\(action.result)``. "
        let progress =
            action.progress.map { ["While it is open, `request.progress(_:)` tells the page how it goes with a ``\($0)``."] }
            ?? []
        return ExtensionDeclaration(
            extendedType: .named(action.stream == nil ? RuntimeNames.typedAction : RuntimeNames.streamAction),
            whereClause: [.sameType("Request", .named(action.request))]
                + (action.stream.map { [.sameType("Item", .named($0))] } ?? [])
                + [.sameType("Result", .named(action.result))],
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: DocComment.make(
                            action.description, fallback: "The `\(action.id)` action.",
                            details: [handling + declares] + progress + errors
                                + availabilityDetails(action.availability, platforms: action.platforms),
                            source: "actions.\(action.id)"),
                        attributes: availabilityAttributes(action.availability), isStatic: true,
                        name: SwiftNaming.name(of: action), type: "Self",
                        value: .computed([
                            .expression(
                                .selfType.call(
                                    [SwiftArgument("id", .string(action.id)), SwiftArgument("capability", capabilityValue)]
                                        + extensionArgument))
                        ])))
            ])
    }

    private func translateTypedRequestAlias() -> TypeAliasDeclaration {
        TypeAliasDeclaration(
            docComment: "A request as a typed handler receives it: `data` is the action's request type, already decoded.",
            name: GeneratedNames.typedRequest, genericParameters: [GenericParameter("Data", constraint: "Sendable")],
            existingType: .generic(.named(RuntimeNames.typedRequest), [.named(GeneratedNames.message), "Data"]))
    }

    private func translateFailure() -> StructDeclaration {
        let failure = GeneratedNames.failure
        let code = GeneratedNames.errorCode
        let payload = GeneratedNames.errorPayload
        return StructDeclaration(
            docComment: DocComment.make(
                "What a handler throws to answer its request with a status other than success.", fallback: "",
                details: [
                    "`throw \(failure)(code, \"What went wrong\")` answers `error` with that code; `\(failure).cancelled(_:)` and `\(failure).unsupported(_:_:)` answer with those statuses. Typed slots, typed action handlers, custom capabilities and capability handlers all answer with it; any other error answers `INTERNAL_ERROR`.",
                    "A code the spec does not list for the action is sent all the same, and reported in `lastError` and to the delegate.",
                ],
                source: nil),
            name: failure, conformances: [.named(RuntimeNames.answerableError), "Hashable"],
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: "The response's status.", name: "status",
                        type: .named(GeneratedNames.status), value: .stored(.var))),
                .property(
                    PropertyDeclaration(docComment: "The error code.", name: "code", type: .named(code), value: .stored(.var))),
                .property(
                    PropertyDeclaration(
                        docComment: "What went wrong, for logs.", name: "message", type: "String", value: .stored(.var))),
                .property(
                    PropertyDeclaration(
                        docComment:
                            "Whether retrying may succeed; nil for the code's declared default, which the host knows for its protocol's codes and for those of the extensions it has installed.",
                        name: "recoverable", type: .optional("Bool"), value: .stored(.var))),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Answers with `status` and an error with `code`.",
                        parameters: [
                            Parameter("status", type: .named(GeneratedNames.status)), Parameter("code", type: .named(code)),
                            Parameter("message", type: "String"),
                            Parameter("recoverable", type: .optional("Bool"), defaultValue: .nilValue),
                        ],
                        body: ["status", "code", "message", "recoverable"].map { .setSelf($0, .name($0)) })),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Answers `error` with `code`; `recoverable` defaults to the code's declared default.",
                        parameters: [
                            Parameter(label: "_", "code", type: .named(code)), Parameter(label: "_", "message", type: "String"),
                            Parameter("recoverable", type: .optional("Bool"), defaultValue: .nilValue),
                        ],
                        body: [
                            .expression(
                                .selfValue.dotInit.call(
                                    SwiftArgument("status", statusConstant("error")), .passing("code"), .passing("message"),
                                    .passing("recoverable")))
                        ])),
                .function(
                    FunctionDeclaration(
                        docComment: "Answers `cancelled`, with `reason` in a `CANCELLED` error: the user or the app gave up.",
                        isStatic: true, name: "cancelled", parameters: [Parameter(label: "_", "reason", type: "String")],
                        returnType: .named(failure),
                        body: [
                            .expression(
                                .name(failure).call(
                                    SwiftArgument("status", statusConstant("cancelled")),
                                    SwiftArgument("code", errorCodeConstant("CANCELLED")),
                                    SwiftArgument("message", .name("reason"))))
                        ])),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Answers `unsupported` with `code`, such as `UNSUPPORTED_ACTION` or `CAPABILITY_UNAVAILABLE`: this host or device cannot do it now.",
                        isStatic: true, name: "unsupported",
                        parameters: [
                            Parameter(label: "_", "code", type: .named(code)), Parameter(label: "_", "message", type: "String"),
                        ],
                        returnType: .named(failure),
                        body: [
                            .expression(
                                .name(failure).call(
                                    SwiftArgument("status", statusConstant("unsupported")), .passing("code"), .passing("message"))
                            )
                        ])),
                .property(
                    PropertyDeclaration(
                        docComment:
                            "The error the response carries, with the code's default recoverability as this protocol declares it.",
                        name: "error", type: .named(payload),
                        value: .computed([
                            .expression(
                                .name(payload).call(
                                    .passing("code"), .passing("message"),
                                    SwiftArgument(
                                        "recoverable",
                                        .binary(.name("recoverable"), .nilCoalescing, .name("code").dot("defaultRecoverable")))))
                        ]))),
                .property(
                    PropertyDeclaration(
                        docComment: "The status on the wire.", attributes: [.generatedSPI], name: "answerStatus", type: "String",
                        value: .computed([.expression(.name("status").dot("rawValue"))]))),
                .property(
                    PropertyDeclaration(
                        docComment: "The code on the wire.", attributes: [.generatedSPI], name: "answerCode", type: "String",
                        value: .computed([.expression(.name("code").dot("rawValue"))]))),
                .property(
                    PropertyDeclaration(
                        docComment: "The message on the wire.", attributes: [.generatedSPI], name: "answerMessage",
                        type: "String",
                        value: .computed([.expression(.name("message"))]))),
                .property(
                    PropertyDeclaration(
                        docComment: "Whether retrying may succeed, if the handler said.", attributes: [.generatedSPI],
                        name: "answerRecoverable",
                        type: .optional("Bool"), value: .computed([.expression(.name("recoverable"))]))),
            ])
    }
}
