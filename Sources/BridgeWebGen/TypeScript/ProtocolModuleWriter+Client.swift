import BridgeGenCore
import BridgeSpec

/// The client class: the runtime's `BridgeClient` with the protocol's events and a method per action.
extension ProtocolModuleWriter {
    /// The class name, such as `GBGBridgeClient`.
    var clientName: String { "\(spec.name)Client" }

    /// Prints the class.
    mutating func printClient() {
        printer.print()
        JSDoc.print([
            "The web end of the \(spec.name) bridge: finds the host, installs `window.GBGBridge.receive`, and offers "
                + "a typed method per request action and typed events in both directions.",
        ], to: &printer)
        printer.print("export class \(clientName) extends BridgeClient<NativeToWebEvents, WebToNativeEvents> {")
        printer.withIndentation { printer in
            JSDoc.print(["Finds the host (iOS, Android, or the parent frame) and starts receiving its messages."], to: &printer)
            printer.print("constructor(options: BridgeClientOptions = {}) {")
            printer.withIndentation { printer in
                printer.print("super({ version: PROTOCOL_VERSION, recoverableByDefault }, options);")
            }
            printer.print("}")
        }
        for action in spec.actions { printActionMethod(action) }
        printDiscoveryMethod()
        printer.print("}")
    }

    /// Whether a request of `action` may omit its data, because no field of it is required.
    func requestIsOptional(_ action: ActionSpec) -> Bool {
        spec.type(named: action.request)?.fields.allSatisfy { !$0.isRequiredOnWire } ?? true
    }

    /// One typed method: resolves with the result on `success`, rejects with a BridgeError otherwise.
    private mutating func printActionMethod(_ action: ActionSpec) {
        let isDiscovery = action.id == spec.negotiationAction
        var doc = [action.description ?? "Sends `\(action.id)`."]
        doc.append("Resolves with the result when the status is `success`; otherwise rejects with a `BridgeError`"
                   + (action.errors.isEmpty ? "." : " (codes this action documents: \(action.errors.joined(separator: ", ")))."))
        doc.append(isDiscovery ? "Waits 5 s unless the client or `options` say otherwise: capability discovery."
                               : "Waits 30 s unless the client or `options` say otherwise.")
        let request = requestIsOptional(action) ? "request: \(action.request) = {}" : "request: \(action.request)"
        let arguments = [TypeScriptSyntax.literal(action.id), "request", "options"] + (isDiscovery ? ["this.discoveryTimeout"] : [])
        printer.print()
        printer.indent()
        JSDoc.print(doc, to: &printer)
        printList(action.swiftName, [request, "options: RequestOptions = {}"], ": Promise<\(action.result)> {")
        printer.indent()
        printList("return this.requestResult<\(action.result)>", arguments, ";")
        printer.outdent()
        printer.print("}")
        printer.outdent()
    }

    /// `discoverCapabilities()`: the negotiation action by its purpose, when its request needs no data.
    private mutating func printDiscoveryMethod() {
        guard let id = spec.negotiationAction, let action = spec.action(id), requestIsOptional(action) else { return }
        printer.print()
        printer.withIndentation { printer in
            JSDoc.print([
                "Capability discovery: which capabilities the host declares, with their versions and permission states.",
                "Sends `\(id)`; waits 5 s unless the client or `options` say otherwise.",
            ], to: &printer)
            printer.print("discoverCapabilities(options: RequestOptions = {}): Promise<\(action.result)> {")
            printer.withIndentation { printer in printer.print("return this.\(action.swiftName)({}, options);") }
            printer.print("}")
        }
    }
}
