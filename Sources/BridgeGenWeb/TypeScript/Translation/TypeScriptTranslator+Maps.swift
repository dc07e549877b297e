import BridgeGenKit
import BridgeSpec

/// The maps from action and event names to their types, which the client's generic methods read,
/// and the typed errors of each action.
extension TypeScriptTranslator {
    /// `BridgeRequestMap` (or an extension's `name`): every request action of `actions` with the
    /// form of its request the page writes, the typed form of its result, and the codes its errors
    /// may carry.
    mutating func translateRequestMap(name: String = "BridgeRequestMap", actions: [ActionSpec], doc: String) {
        var entries: [TypeScriptTypeMember] = []
        for action in actions {
            let request = spell(action.request, form: .initializer)
            let result = spell(action.result, form: .typed)
            entries.append(
                .property(
                    doc: [action.description ?? ""], key: .string(action.id), isOptional: false,
                    type: .object(
                        [
                            .property(doc: [], key: .name("request"), isOptional: false, type: .name(request)),
                            .property(doc: [], key: .name("result"), isOptional: false, type: .name(result)),
                            .property(
                                doc: [], key: .name("errors"), isOptional: false, type: .union(of: errorCodeTypes(of: action))),
                        ], expanded: true)))
        }
        declarations.append(.typeAlias(TypeScriptTypeAlias(doc: [doc], name: name, type: .object(entries, expanded: true))))
    }

    /// The members of an action's error code type: the codes it lists beyond the standard ones, then
    /// `StandardErrorCode`; `KnownErrorCode` when it lists none. An extension's action adds
    /// `ExtensionErrorCode`, the code its method raises itself, and, when it lists none, the
    /// extension's own codes.
    private mutating func errorCodeTypes(of action: ActionSpec) -> [TypeScriptType] {
        let raised = raisedByExtensionMethods()
        guard !action.errors.isEmpty else { return [protocolType("KnownErrorCode")] + extensionOwnCodes() + raised }
        var listed: [String] = []
        for code in action.errors where !standardErrorCodes.contains(code) && !listed.contains(code) { listed.append(code) }
        return listed.map(TypeScriptType.stringLiteral) + [protocolType("StandardErrorCode")] + raised
    }

    /// For an extension's action, the type of the code its method raises itself, `ExtensionErrorCode`.
    private mutating func raisedByExtensionMethods() -> [TypeScriptType] {
        guard base != nil else { return [] }
        imports.useType("ExtensionErrorCode", from: .extensions)
        return [.name("ExtensionErrorCode")]
    }

    /// For an extension's action, the type of its extension's own codes, when it declares any.
    private func extensionOwnCodes() -> [TypeScriptType] {
        guard base != nil, !own.errorCodes.isEmpty else { return [] }
        return [.name(ExtensionModuleNames(own).errorCode)]
    }

    /// `name`, a type `protocol.ts` declares: imported from the base client by an extension's module.
    mutating func protocolType(_ name: String) -> TypeScriptType {
        if base != nil { imports.useType(name, from: .protocol) }
        return .name(name)
    }

    /// `BridgeActionError` and `isBridgeError`: a caught error narrowed to an action's typed error.
    mutating func translateActionErrors() {
        translateActionErrorType("BridgeActionError", requestMap: "BridgeRequestMap")
        let error = TypeScriptParameter(name: "error", type: .name("unknown"))
        let action = TypeScriptExpression.identifier("action")
        let isError = TypeScriptExpression.binary(.identifier("error"), .instanceOf, .identifier("BridgeError"))
        let isForAction = TypeScriptExpression.binary(
            .binary(action, .strictEqual, .identifier("undefined")), .or,
            .binary(.member(.identifier("error"), "action"), .strictEqual, action))
        declarations.append(
            .function(
                TypeScriptFunction(
                    doc: [
                        "Whether `error` is a BridgeError, from a request for `action` when one is given. It narrows `error` so "
                            + "that `knownCode` is typed: with the action's codes, or with every code this client knows."
                    ],
                    name: "isBridgeError",
                    overloads: [
                        TypeScriptSignature(
                            parameters: [error],
                            returnType: .predicate("error", .generic("TypedBridgeError", [.name("KnownErrorCode")]))),
                        TypeScriptSignature(
                            genericParameters: [
                                TypeScriptGenericParameter(name: "Action", constraint: .keyOf(.name("BridgeRequestMap")))
                            ],
                            parameters: [error, TypeScriptParameter(name: "action", type: .name("Action"))],
                            returnType: .predicate("error", .generic("BridgeActionError", [.name("Action")]))),
                    ],
                    signature: TypeScriptSignature(
                        parameters: [error, TypeScriptParameter(name: "action", type: .name("string"), isOptional: true)],
                        returnType: .name("boolean")),
                    body: [.return(.binary(isError, .and, isForAction))])))
    }

    /// An event map: the events of `events` flowing one way, with their data in `form`;
    /// `EmptyEventData` for none.
    mutating func translateEventMap(
        name: String, events: [EventSpec], reaching: KeyPath<Direction, Bool>, form: TypeForm, doc: String
    ) {
        var entries: [TypeScriptTypeMember] = []
        for event in events where event.direction[keyPath: reaching] {
            if event.data == nil { imports.useType("EmptyEventData", from: .runtime) }
            let data = event.data.map { spell($0, form: form) } ?? "EmptyEventData"
            entries.append(
                .property(doc: [event.description ?? ""], key: .string(event.name), isOptional: false, type: .name(data)))
        }
        declarations.append(.typeAlias(TypeScriptTypeAlias(doc: [doc], name: name, type: .object(entries, expanded: true))))
    }

    /// `name<Action>`: the typed error of the actions of `requestMap`, what their typed methods reject with.
    mutating func translateActionErrorType(_ name: String, requestMap: String) {
        imports.use("BridgeError", from: .errors)
        imports.useType("TypedBridgeError", from: .errors)
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: [
                        "What the typed method of `Action` rejects with: a BridgeError whose `code` and `knownCode` are typed "
                            + "with the codes of `\(requestMap)[Action][\"errors\"]`."
                    ],
                    name: name,
                    genericParameters: [TypeScriptGenericParameter(name: "Action", constraint: .keyOf(.name(requestMap)))],
                    type: .generic(
                        "TypedBridgeError",
                        [.indexedAccess(.indexedAccess(.name(requestMap), .name("Action")), .stringLiteral("errors"))]))))
    }
}
