import BridgeGenKit
import BridgeSpec

/// An extension's module, `extension.ts`: what the extension adds to its base's client, in the
/// order `protocol.ts` reads (codes, capabilities, types, decoders and encoders, maps), then the
/// class a page constructs on its base client. Only the extension's own elements are written; the
/// base's come from the base client's package.
extension ProtocolModuleWriter {
    /// The extension's own actions, in spec order.
    var extensionActions: [ActionSpec] { spec.actions.filter { spec.emits(action: $0.id) } }
    /// The extension's own events, in spec order.
    var extensionEvents: [EventSpec] { spec.events.filter { spec.emits(event: $0.name) } }
    /// The extension's own error codes, in spec order.
    var extensionErrorCodes: [ErrorCodeSpec] { spec.errorCodes.filter { spec.emits(errorCode: $0.code) } }

    /// Prints the whole module but its imports.
    mutating func printExtensionBody(_ extensionSpec: ExtensionSpec) {
        let names = ExtensionModuleNames(extensionSpec)
        let title = "The \(extensionSpec.name) extension's"
        if !extensionErrorCodes.isEmpty {
            printSection("Error codes")
            printClosedValues(
                name: names.errorCode, doc: "\(title) error codes, which its host sends in a response's error.",
                values: extensionErrorCodes.map { code in
                    KnownValue(value: code.code, swiftName: code.swiftName, doc: [
                        code.description ?? "", code.recoverable ? "Recoverable by default." : "Not recoverable by default.",
                    ])
                })
        }
        let capabilities = spec.capabilities.filter { spec.emits(capability: $0.id) }
        if !capabilities.isEmpty {
            printSection("Capabilities")
            printClosedValues(
                name: names.capabilityID, doc: "\(title) capabilities, as capability discovery declares them.",
                values: capabilities.map { capability in
                    KnownValue(value: capability.id, swiftName: capability.swiftName,
                               doc: [capability.description ?? "", "Version \(capability.version)."])
                })
        }
        printSection("Data types")
        for type in spec.types where spec.emits(type: type.name) { printType(type) }
        printBaseInitForms()
        printSection("Decoding received data, encoding sent data")
        printDecoders()
        printEncoders()
        printBlobFields(for: extensionActions)
        printSection("Actions and events")
        printRequestMap(
            name: names.requestMap, actions: extensionActions,
            doc: "\(title) request actions, with the form of their request data the page writes, the typed form of their "
                + "result, and the codes a failure may carry: those the action documents (or, when it documents none, every "
                + "code the protocol and the extension declare), the standard ones, and ExtensionErrorCode.")
        printActionErrorType(names.actionError, requestMap: names.requestMap)
        printErrorGuard(names)
        printEventMap(name: names.nativeToWebEvents, events: extensionEvents, reaching: \.reachesWeb, form: .typed,
                      doc: "\(title) events the host sends to the page, by name, with the typed form of their data.")
        printEventMap(name: names.webToNativeEvents, events: extensionEvents, reaching: \.reachesNative, form: .initializer,
                      doc: "\(title) events the page sends to the host, by name, with the form of their data the page writes.")
        printSection("Extension")
        printExtensionInfo(extensionSpec)
        printExtensionClass(extensionSpec, names: names)
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
    private mutating func printExtensionInfo(_ extensionSpec: ExtensionSpec) {
        imports.useType("BridgeExtensionInfo", from: .extensions)
        let actions = extensionActions
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
            printer.print("name: \(TypeScriptSyntax.literal(extensionSpec.name)),")
            printer.print("version: \(TypeScriptSyntax.literal(extensionSpec.version.description)),")
            printer.printList("actions: ", actions.map { TypeScriptSyntax.literal($0.id) }, ",", open: "[", close: "]")
        }
        printer.indent()
        printTable("recoverableByDefault", extensionErrorCodes.map { ($0.code, .name(String($0.recoverable))) })
        printTable("actionCapabilities", capabilityVersions.map { action, capability in
            let id = TypeScriptSyntax.literal(capability.id), version = TypeScriptSyntax.literal(capability.version)
            return (action, .name("{ capability: \(id), version: \(version) }"))
        })
        printActionAndEventTables(actions: actions, events: extensionEvents)
        printer.outdent()
        printer.print("};")
    }
}
