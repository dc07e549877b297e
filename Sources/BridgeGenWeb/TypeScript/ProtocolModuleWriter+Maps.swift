import BridgeGenKit
import BridgeSpec

/// The maps from action and event names to their types, which the client's generic methods read,
/// and the typed errors of each action.
extension ProtocolModuleWriter {
    /// `BridgeRequestMap`: every request action with the form of its request the page writes, the
    /// typed form of its result, and the codes its errors may carry.
    mutating func printRequestMap() {
        printer.print()
        JSDoc.print([
            "Every request action, with the form of its request data the page writes, the typed form of its result, "
                + "and the codes a failure may carry: those the action documents and the standard ones, or every known "
                + "code when the action documents none.",
        ], to: &printer)
        printer.print("export type BridgeRequestMap = {")
        for action in spec.actions {
            let request = interfaceName(action.request, form: .initializer)
            printer.withIndentation { printer in
                JSDoc.print([action.description ?? ""], to: &printer)
                printer.print("\(TypeScriptSyntax.literal(action.id)): {")
            }
            printer.indent()
            printer.withIndentation { printer in
                printer.print("request: \(request);")
                printer.print("result: \(action.result);")
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
    /// `StandardErrorCode`; `KnownErrorCode` when it lists none.
    private func errorCodeTypes(of action: ActionSpec) -> [String] {
        guard !action.errors.isEmpty else { return ["KnownErrorCode"] }
        var listed: [String] = []
        for code in action.errors where !standardErrorCodes.contains(code) && !listed.contains(code) { listed.append(code) }
        return listed.map(TypeScriptSyntax.literal) + ["StandardErrorCode"]
    }

    /// `BridgeActionError` and `isBridgeError`: a caught error narrowed to an action's typed error.
    mutating func printActionErrors() {
        imports.use("BridgeError", from: .errors)
        imports.useType("TypedBridgeError", from: .errors)
        printer.print()
        JSDoc.print([
            "What the typed method of `Action` rejects with: a BridgeError whose `code` and `knownCode` are typed "
                + "with the codes of `BridgeRequestMap[Action][\"errors\"]`.",
        ], to: &printer)
        printer.print("export type BridgeActionError<Action extends keyof BridgeRequestMap> = TypedBridgeError<")
        printer.withIndentation { printer in printer.print("BridgeRequestMap[Action][\"errors\"]") }
        printer.print(">;")
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

    /// An event map: the events flowing one way, with their data in `form`; `EmptyEventData` for none.
    mutating func printEventMap(name: String, reaching: KeyPath<Direction, Bool>, form: TypeForm, doc: String) {
        printer.print()
        JSDoc.print([doc], to: &printer)
        printer.print("export type \(name) = {")
        for event in spec.events where event.direction[keyPath: reaching] {
            if event.data == nil { imports.useType("EmptyEventData", from: .runtime) }
            let data = event.data.map { interfaceName($0, form: form) } ?? "EmptyEventData"
            printer.withIndentation { printer in
                JSDoc.print([event.description ?? ""], to: &printer)
                printer.print("\(TypeScriptSyntax.literal(event.name)): \(data);")
            }
        }
        printer.print("};")
    }
}
