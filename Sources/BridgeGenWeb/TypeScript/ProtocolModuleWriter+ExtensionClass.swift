import BridgeGenKit
import BridgeSpec

/// The class a page constructs on its base client, `<Name>Extension`: it installs the extension on
/// the client and offers the extension's typed methods and events, sent and received through the
/// client, so one transport serves the base protocol and every extension.
extension ProtocolModuleWriter {
    /// Prints the class.
    mutating func printExtensionClass(names: ExtensionModuleNames) {
        let client = TypeScriptNames.clientName(of: spec)
        imports.useType(client, from: .protocol)
        printer.print()
        JSDoc.print([
            "The \(own.name) extension of \(spec.name), version \(own.version), on a `\(client)`: construct "
                + "it with the page's client, which then serves the extension's actions and events over its own transport.",
            own.description ?? "",
            "A typed method resolves and rejects as the client's own do; narrow its errors with `\(names.errorGuard)`. "
                + "It does not send, and rejects at once, when the host's last capability discovery did not declare the "
                + "capability it needs (CAPABILITY_UNAVAILABLE) or declared another major version of it "
                + "(VERSION_MISMATCH); before any discovery it sends, and the host answers.",
        ], to: &printer)
        printer.print("export class \(names.extensionClass) {")
        printer.withIndentation { printer in
            JSDoc.print(["The extension's name."], to: &printer)
            printer.print("static readonly extensionName = \(TypeScriptSyntax.literal(own.name));")
            JSDoc.print(["The extension's version, \"major.minor\"."], to: &printer)
            printer.print("static readonly version = \(TypeScriptSyntax.literal(own.version.description));")
            JSDoc.print(["The client the extension is installed on: its transport, timeouts and listeners serve it too."], to: &printer)
            printer.print("readonly client: \(client);")
            printer.print()
            JSDoc.print(["Installs the extension on `client`, which from then on knows its codes and events."], to: &printer)
            printer.print("constructor(client: \(client)) {")
            printer.withIndentation { printer in
                printer.print("this.client = client;")
                printer.print("client.installExtension(extensionInfo);")
            }
            printer.print("}")
        }
        for action in own.actions {
            printer.print()
            printActionMethod(action, client: "this.client", errorType: names.actionError, doc: capabilityNote(action))
        }
        printListener(names)
        printEmitter(names)
        printer.print("}")
    }

    /// What a method's documentation says of the capability it needs.
    private func capabilityNote(_ action: ActionSpec) -> [String] {
        guard let capability = action.capability.flatMap(spec.capability) else { return [] }
        return ["Needs `\(capability.id)` \(capability.version): rejects at once, without sending, when the host's last "
                + "capability discovery did not declare it, or declared another major version."]
    }

    /// `on(event, listener)`, when the host sends any of the extension's events.
    private mutating func printListener(_ names: ExtensionModuleNames) {
        guard own.events.contains(where: \.direction.reachesWeb) else { return }
        imports.useType("BridgeEnvelope", from: .runtime)
        let events = names.nativeToWebEvents
        printer.print()
        printer.withIndentation { printer in
            JSDoc.print([
                "Calls `listener` with each `event` of the extension from the host, its data checked and decoded (bytes "
                    + "as `Uint8Array`, defaults filled in); returns a function that unsubscribes. Data that does not match "
                    + "its type goes to the client's `onProblem` instead.",
            ], to: &printer)
            printer.print("on<Name extends keyof \(events) & string>(")
            printer.withIndentation { printer in
                printer.print("event: Name,")
                printer.print("listener: (data: \(events)[Name], message: BridgeEnvelope) => void,")
            }
            printer.print("): () => void {")
            printer.withIndentation { printer in
                printer.print("return this.client.onEvent(event, listener as (data: unknown, message: BridgeEnvelope) => void);")
            }
            printer.print("}")
        }
    }

    /// `emit(event, data)`, when the page sends any of the extension's events.
    private mutating func printEmitter(_ names: ExtensionModuleNames) {
        guard own.events.contains(where: \.direction.reachesNative) else { return }
        let events = names.webToNativeEvents
        printer.print()
        printer.withIndentation { printer in
            JSDoc.print(["Sends an event of the extension to the host, bytes encoded as base64; events without data may omit it."],
                        to: &printer)
            printer.print("emit<Name extends keyof \(events) & string>(")
            printer.withIndentation { printer in
                printer.print("event: Name,")
                let data = "...data: {} extends \(events)[Name] ? [data?: \(events)[Name]] : [data: \(events)[Name]]"
                guard printer.indentationWidth + data.count > JSDoc.lineLength else { return printer.print(data) }
                // As prettier breaks a conditional type that does not fit.
                printer.print("...data: {} extends \(events)[Name]")
                printer.withIndentation { printer in
                    printer.print("? [data?: \(events)[Name]]")
                    printer.print(": [data: \(events)[Name]]")
                }
            }
            printer.print("): void {")
            printer.withIndentation { printer in printer.print("this.client.emitEvent(event, data[0]);") }
            printer.print("}")
        }
    }
}
