import BridgeGenKit
import BridgeSpec

/// The maps from action and event names to their types, which the client's generic methods read,
/// and the typed errors of each action.
extension ProtocolModuleWriter {
    /// `BridgeRequestMap` (or an extension's `name`): every request action of `actions` with the
    /// form of its request the page writes, the typed form of its result, and the codes its errors
    /// may carry.
    mutating func printRequestMap(name: String = "BridgeRequestMap", actions: [ActionSpec], doc: String) {
        printer.print()
        JSDoc.print([doc], to: &printer)
        guard !actions.isEmpty else { return printer.print("export type \(name) = {};") }
        printer.print("export type \(name) = {")
        for action in actions {
            let request = spell(action.request, form: .initializer)
            let result = spell(action.result, form: .typed)
            printer.withIndentation { printer in
                JSDoc.print([action.description ?? ""], to: &printer)
                printer.print("\(TypeScriptSyntax.literal(action.id)): {")
            }
            printer.indent()
            printer.withIndentation { printer in
                printer.print("request: \(request);")
                printer.print("result: \(result);")
            }
            printer.indent()
            printer.printUnion("errors:", errorCodeTypes(of: action))
            printer.outdent()
            printer.print("};")
            printer.outdent()
        }
        printer.print("};")
    }

    /// The members of an action's error code type: the codes it lists beyond the standard ones, then
    /// `StandardErrorCode`; `KnownErrorCode` when it lists none. An extension's action adds
    /// `ExtensionErrorCode`, the code its method raises itself, and, when it lists none, the
    /// extension's own codes.
    private mutating func errorCodeTypes(of action: ActionSpec) -> [String] {
        let raised = raisedByExtensionMethods()
        guard !action.errors.isEmpty else { return [protocolType("KnownErrorCode")] + extensionOwnCodes() + raised }
        var listed: [String] = []
        for code in action.errors where !standardErrorCodes.contains(code) && !listed.contains(code) { listed.append(code) }
        return listed.map(TypeScriptSyntax.literal) + [protocolType("StandardErrorCode")] + raised
    }

    /// For an extension's action, the type of the code its method raises itself, `ExtensionErrorCode`.
    private mutating func raisedByExtensionMethods() -> [String] {
        guard base != nil else { return [] }
        imports.useType("ExtensionErrorCode", from: .extensions)
        return ["ExtensionErrorCode"]
    }

    /// For an extension's action, the type of its extension's own codes, when it declares any.
    private func extensionOwnCodes() -> [String] {
        guard base != nil, !own.errorCodes.isEmpty else { return [] }
        return [ExtensionModuleNames(own).errorCode]
    }

    /// `name`, a type `protocol.ts` declares: imported from the base client by an extension's module.
    mutating func protocolType(_ name: String) -> String {
        if base != nil { imports.useType(name, from: .protocol) }
        return name
    }

    /// `BridgeActionError` and `isBridgeError`: a caught error narrowed to an action's typed error.
    mutating func printActionErrors() {
        printActionErrorType("BridgeActionError", requestMap: "BridgeRequestMap")
        printer.print()
        JSDoc.print([
            "Whether `error` is a BridgeError, from a request for `action` when one is given. It narrows `error` so "
                + "that `knownCode` is typed: with the action's codes, or with every code this client knows.",
        ], to: &printer)
        printer.print("export function isBridgeError(error: unknown): error is TypedBridgeError<KnownErrorCode>;")
        printer.print("export function isBridgeError<Action extends keyof BridgeRequestMap>(")
        printer.withIndentation { printer in
            printer.print("error: unknown,")
            printer.print("action: Action,")
        }
        printer.print("): error is BridgeActionError<Action>;")
        printer.print("export function isBridgeError(error: unknown, action?: string): boolean {")
        printer.withIndentation { printer in
            printer.print("return error instanceof BridgeError && (action === undefined || error.action === action);")
        }
        printer.print("}")
    }

    /// An event map: the events of `events` flowing one way, with their data in `form`;
    /// `EmptyEventData` for none.
    mutating func printEventMap(
        name: String, events: [EventSpec], reaching: KeyPath<Direction, Bool>, form: TypeForm, doc: String
    ) {
        printer.print()
        JSDoc.print([doc], to: &printer)
        let flowing = events.filter { $0.direction[keyPath: reaching] }
        guard !flowing.isEmpty else { return printer.print("export type \(name) = {};") }
        printer.print("export type \(name) = {")
        for event in flowing {
            if event.data == nil { imports.useType("EmptyEventData", from: .runtime) }
            let data = event.data.map { spell($0, form: form) } ?? "EmptyEventData"
            printer.withIndentation { printer in
                JSDoc.print([event.description ?? ""], to: &printer)
                printer.print("\(TypeScriptSyntax.literal(event.name)): \(data);")
            }
        }
        printer.print("};")
    }
}

extension ProtocolModuleWriter {
    /// `name<Action>`: the typed error of the actions of `requestMap`, what their typed methods reject with.
    mutating func printActionErrorType(_ name: String, requestMap: String) {
        imports.use("BridgeError", from: .errors)
        imports.useType("TypedBridgeError", from: .errors)
        printer.print()
        JSDoc.print([
            "What the typed method of `Action` rejects with: a BridgeError whose `code` and `knownCode` are typed "
                + "with the codes of `\(requestMap)[Action][\"errors\"]`.",
        ], to: &printer)
        printer.print("export type \(name)<Action extends keyof \(requestMap)> = TypedBridgeError<")
        printer.withIndentation { printer in printer.print("\(requestMap)[Action][\"errors\"]") }
        printer.print(">;")
    }
}
