import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// A typed action per action that neither a slot nor the host itself answers, for
    /// `host.handle(.nfcRead) { request in … }`; `BridgeFailure`, what typed handlers throw to answer
    /// otherwise than with a result; and `BridgeRequest`, what they receive.
    func translateActions() -> [Declaration] {
        // An extension's handlers receive and throw its base's types.
        let shared: [Declaration] = inherited == nil ? [.typealias(translateTypedRequestAlias()), .struct(translateFailure())] : []
        return shared + typedActions.map { .extension(translateTypedAction($0)) }
    }

    /// The actions that get a typed handler: every one but the slots' (their slots are typed) and
    /// the negotiation action (the host answers it).
    var typedActions: [ActionSpec] {
        let slotActions = Set(slotPairs.map(\.1.action))
        return own.actions.filter { !slotActions.contains($0.id) && $0.id != spec.negotiationAction }
    }

    private func translateTypedAction(_ action: ActionSpec) -> ExtensionDeclaration {
        let capability = action.capability.flatMap { id in spec.capabilities.first { $0.id == id } }
        let capabilityLiteral = capability.map {
            "(id: \(SwiftLiteral.string($0.id)), version: \(SwiftLiteral.string($0.version)))"
        } ?? "nil"
        let declares = capability.map { "It declares `\($0.id)` (version \($0.version)) in `capability.query` while a handler is set." }
            ?? "It belongs to no capability, so a handler declares none."
        let errors = action.errors.isEmpty ? [] : ["It may fail with " + action.errors.map { "`\($0)`" }.joined(separator: ", ") + "."]
        // A host installs an extension when it handles one of its actions.
        let extensionArgument = inherited == nil ? "" : ", extension: \(GeneratedNames.extensionDefinition(of: own)).self"
        return ExtensionDeclaration(
            extendedType: RuntimeNames.typedAction,
            whereClause: ["Request == \(action.request)", "Result == \(action.result)"],
            members: [.property(PropertyDeclaration(
                docComment: DocComment.make(
                    action.description, fallback: "The `\(action.id)` action.",
                    details: ["Handle it with `host.handle(.\(SwiftNaming.name(of: action))) { request in … }`: `request.data` is a ``\(action.request)``, and the handler returns a ``\(action.result)``. " + declares] + errors,
                    source: "actions.\(action.id)"),
                isStatic: true, name: SwiftNaming.name(of: action), type: "Self",
                value: .computed([.line("Self(id: \(SwiftLiteral.string(action.id)), capability: \(capabilityLiteral)\(extensionArgument))")])))])
    }

    private func translateTypedRequestAlias() -> TypeAliasDeclaration {
        TypeAliasDeclaration(
            docComment: "A request as a typed handler receives it: `data` is the action's request type, already decoded.",
            name: GeneratedNames.typedRequest, genericParameters: [GenericParameter("Data", constraint: "Sendable")],
            existingType: "\(RuntimeNames.typedRequest)<\(GeneratedNames.message), Data>")
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
            name: failure, conformances: [RuntimeNames.answerableError, "Hashable"],
            members: [
                .property(PropertyDeclaration(docComment: "The response's status.", name: "status",
                                              type: GeneratedNames.status, value: .stored(.var))),
                .property(PropertyDeclaration(docComment: "The error code.", name: "code", type: code, value: .stored(.var))),
                .property(PropertyDeclaration(docComment: "What went wrong, for logs.", name: "message", type: "String", value: .stored(.var))),
                .property(PropertyDeclaration(
                    docComment: "Whether retrying may succeed; nil for the code's declared default, which the host knows for its protocol's codes and for those of the extensions it has installed.",
                    name: "recoverable", type: "Bool?", value: .stored(.var))),
                .initializer(InitializerDeclaration(
                    docComment: "Answers with `status` and an error with `code`.",
                    parameters: [Parameter("status", type: GeneratedNames.status), Parameter("code", type: code),
                                 Parameter("message", type: "String"), Parameter("recoverable", type: "Bool?", defaultValue: "nil")],
                    body: [.line("self.status = status"), .line("self.code = code"), .line("self.message = message"),
                           .line("self.recoverable = recoverable")])),
                .initializer(InitializerDeclaration(
                    docComment: "Answers `error` with `code`; `recoverable` defaults to the code's declared default.",
                    parameters: [Parameter(label: "_", "code", type: code), Parameter(label: "_", "message", type: "String"),
                                 Parameter("recoverable", type: "Bool?", defaultValue: "nil")],
                    body: [.line("self.init(status: \(statusConstant("error")), code: code, message: message, recoverable: recoverable)")])),
                .function(FunctionDeclaration(
                    docComment: "Answers `cancelled`, with `reason` in a `CANCELLED` error: the user or the app gave up.",
                    isStatic: true, name: "cancelled", parameters: [Parameter(label: "_", "reason", type: "String")],
                    returnType: failure,
                    body: [.line("\(failure)(status: \(statusConstant("cancelled")), code: \(errorCodeConstant("CANCELLED")), message: reason)")])),
                .function(FunctionDeclaration(
                    docComment: "Answers `unsupported` with `code`, such as `UNSUPPORTED_ACTION` or `CAPABILITY_UNAVAILABLE`: this host or device cannot do it now.",
                    isStatic: true, name: "unsupported",
                    parameters: [Parameter(label: "_", "code", type: code), Parameter(label: "_", "message", type: "String")],
                    returnType: failure,
                    body: [.line("\(failure)(status: \(statusConstant("unsupported")), code: code, message: message)")])),
                .property(PropertyDeclaration(
                    docComment: "The error the response carries, with the code's default recoverability as this protocol declares it.",
                    name: "error", type: payload,
                    value: .computed([.line("\(payload)(code: code, message: message, recoverable: recoverable ?? code.defaultRecoverable)")]))),
                .property(PropertyDeclaration(docComment: "The status on the wire.", attributes: [.generatedSPI], name: "answerStatus", type: "String",
                                              value: .computed([.line("status.rawValue")]))),
                .property(PropertyDeclaration(docComment: "The code on the wire.", attributes: [.generatedSPI], name: "answerCode", type: "String",
                                              value: .computed([.line("code.rawValue")]))),
                .property(PropertyDeclaration(docComment: "The message on the wire.", attributes: [.generatedSPI], name: "answerMessage", type: "String",
                                              value: .computed([.line("message")]))),
                .property(PropertyDeclaration(docComment: "Whether retrying may succeed, if the handler said.", attributes: [.generatedSPI], name: "answerRecoverable",
                                              type: "Bool?", value: .computed([.line("recoverable")]))),
            ])
    }
}
