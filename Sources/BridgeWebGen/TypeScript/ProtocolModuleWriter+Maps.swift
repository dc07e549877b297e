import BridgeGenCore
import BridgeSpec

/// The maps from action and event names to their types, which the client's generic methods read.
extension ProtocolModuleWriter {
    /// `BridgeRequestMap`: every request action with its request and result types.
    mutating func printRequestMap() {
        printer.print()
        JSDoc.print(["Every request action, with the type of its request data and of its result."], to: &printer)
        printer.print("export type BridgeRequestMap = {")
        printer.withIndentation { printer in
            for action in spec.actions {
                JSDoc.print([action.description ?? ""], to: &printer)
                printer.print("\(TypeScriptSyntax.literal(action.id)): { request: \(action.request); result: \(action.result) };")
            }
        }
        printer.print("};")
    }

    /// An event map: the events flowing one way, with their data types; `EmptyEventData` for none.
    mutating func printEventMap(name: String, reaching: KeyPath<Direction, Bool>, doc: String) {
        printer.print()
        JSDoc.print([doc], to: &printer)
        printer.print("export type \(name) = {")
        printer.withIndentation { printer in
            for event in spec.events where event.direction[keyPath: reaching] {
                JSDoc.print([event.description ?? ""], to: &printer)
                printer.print("\(TypeScriptSyntax.literal(event.name)): \(event.data ?? "EmptyEventData");")
            }
        }
        printer.print("};")
    }
}
