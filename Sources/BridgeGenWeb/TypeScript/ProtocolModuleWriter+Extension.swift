import BridgeGenKit
import BridgeSpec

/// An extension's module, `extension.ts`: what the extension adds to its base's client, in the
/// order `protocol.ts` reads (codes, capabilities, types, decoders and encoders, maps), then the
/// class a page constructs on its base client. Only the extension's own elements are written; the
/// base's come from the base client's package.
extension ProtocolModuleWriter {
    /// Prints the whole module but its imports.
    mutating func printExtensionBody() {
        let names = ExtensionModuleNames(own)
        let title = "The \(own.name) extension's"
        if !own.errorCodes.isEmpty {
            printSection("Error codes")
            printClosedValues(
                name: names.errorCode, doc: "\(title) error codes, which its host sends in a response's error.",
                values: own.errorCodes.map { code in
                    KnownValue(value: code.code, names: code.names, doc: [
                        code.description ?? "", code.recoverable ? "Recoverable by default." : "Not recoverable by default.",
                    ])
                })
        }
        let capabilities = own.capabilities
        if !capabilities.isEmpty {
            printSection("Capabilities")
            printClosedValues(
                name: names.capabilityID, doc: "\(title) capabilities, as capability discovery declares them.",
                values: capabilities.map { capability in
                    KnownValue(value: capability.id, names: capability.names,
                               doc: [capability.description ?? "", "Version \(capability.version)."])
                })
        }
        printSection("Data types")
        for type in own.types { printType(type) }
        printBaseInitForms()
        printSection("Decoding received data, encoding sent data")
        printDecoders()
        printEncoders()
        printBlobFields(for: own.actions)
        printSection("Actions and events")
        printRequestMap(
            name: names.requestMap, actions: own.actions,
            doc: "\(title) request actions, with the form of their request data the page writes, the typed form of their "
                + "result, and the codes a failure may carry: those the action documents (or, when it documents none, every "
                + "code the protocol and the extension declare), the standard ones, and ExtensionErrorCode.")
        printActionErrorType(names.actionError, requestMap: names.requestMap)
        printErrorGuard(names)
        printEventMap(name: names.nativeToWebEvents, events: own.events, reaching: \.reachesWeb, form: .typed,
                      doc: "\(title) events the host sends to the page, by name, with the typed form of their data.")
        printEventMap(name: names.webToNativeEvents, events: own.events, reaching: \.reachesNative, form: .initializer,
                      doc: "\(title) events the page sends to the host, by name, with the form of their data the page writes.")
        printSection("Extension")
        printExtensionInfo()
        printExtensionClass(names: names)
    }

    /// `is<Name>Error(error, action)`: a caught error narrowed to one of the extension's actions.
    private mutating func printErrorGuard(_ names: ExtensionModuleNames) {
        printer.print()
        JSDoc.print([
            "Whether `error` is a BridgeError from a request for `action`, one of the extension's actions. It narrows "
                + "`error` so that `knownCode` is typed with the action's codes.",
        ], to: &printer)
        printer.print("export function \(names.errorGuard)<Action extends keyof \(names.requestMap)>(")
        printer.withIndentation { printer in
            printer.print("error: unknown,")
            printer.print("action: Action,")
        }
        printer.print("): error is \(names.actionError)<Action> {")
        printer.withIndentation { printer in printer.print("return error instanceof BridgeError && error.action === action;") }
        printer.print("}")
    }

    /// `extensionInfo`: what the class installs on the client.
    private mutating func printExtensionInfo() {
        imports.useType("BridgeExtensionInfo", from: .extensions)
        let actions = own.actions
        let capabilityVersions = actions.compactMap { action in
            action.capability.flatMap(spec.capability).map { (action: action.id, capability: $0) }
        }
        printer.print()
        JSDoc.print([
            "What the extension tells the client it is installed on: its actions and codes, the capability each action "
                + "needs, and its events' decoders and encoders.",
        ], to: &printer)
        printer.print("const extensionInfo: BridgeExtensionInfo = {")
        printer.withIndentation { printer in
            printer.print("name: \(TypeScriptSyntax.literal(own.name)),")
            printer.print("version: \(TypeScriptSyntax.literal(own.version.description)),")
            printer.printList("actions: ", actions.map { TypeScriptSyntax.literal($0.id) }, ",", open: "[", close: "]")
        }
        printer.indent()
        printTable("recoverableByDefault", own.errorCodes.map { ($0.code, .name(String($0.recoverable))) })
        printTable("actionCapabilities", capabilityVersions.map { action, capability in
            let id = TypeScriptSyntax.literal(capability.id), version = TypeScriptSyntax.literal(capability.version)
            return (action, .name("{ capability: \(id), version: \(version) }"))
        })
        printActionAndEventTables(actions: actions, events: own.events)
        printer.outdent()
        printer.print("};")
    }
}
