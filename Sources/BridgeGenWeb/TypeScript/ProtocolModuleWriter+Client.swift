import BridgeGenKit
import BridgeSpec

/// The client class: the runtime's `BridgeClient` with the protocol's events and a typed method per
/// action, and what it tells the runtime about the protocol.
extension ProtocolModuleWriter {
    /// The class name, such as `GBGBridgeClient`.
    var clientName: String { "\(spec.name)Client" }

    /// Prints `protocolInfo`: the version, the discovery action, the error codes and the event data
    /// decoders and encoders.
    mutating func printProtocolInfo() {
        imports.useType("BridgeProtocolInfo", from: .runtime)
        printer.print()
        JSDoc.print(["What the client tells the runtime about the protocol, for its errors and events."], to: &printer)
        printer.print("const protocolInfo: BridgeProtocolInfo<WebToNativeEvents> = {")
        printer.indent()
        printer.print("version: PROTOCOL_VERSION,")
        if let discovery = spec.negotiationAction { printer.print("discoveryAction: \(TypeScriptSyntax.literal(discovery)),") }
        if spec.types.contains(where: { !$0.blobFields.isEmpty }) { printer.print("hasBlobFields: true,") }
        printer.print("recoverableByDefault,")
        printer.printList("standardErrorCodes: ", standardErrorCodes.map(TypeScriptSyntax.literal), ",", open: "[", close: "]")
        printActionAndEventTables(actions: spec.actions, events: spec.events)
        printer.outdent()
        printer.print("};")
    }

    /// Prints the tables a protocol and an extension both tell the runtime: the codes each of
    /// `actions` documents, how the data of each of `events` is decoded or encoded, and where each
    /// action's result may hold blob references.
    mutating func printActionAndEventTables(actions: [ActionSpec], events: [EventSpec]) {
        let listing = actions.filter { !$0.errors.isEmpty }
        let decoded = events.filter { $0.direction.reachesWeb && $0.data != nil }
        let encoded = events.filter { event in event.direction.reachesNative && event.data.map(flow.needsEncoder) == true }
        let decoders = decoded.map { ($0.name, TableValue.name(decoderReference($0.data ?? ""))) }
        let encoders = encoded.map { ($0.name, TableValue.name(encoderReference($0.data ?? ""))) }
        printTable("actionErrorCodes", listing.map { ($0.id, .array($0.errors.map(TypeScriptSyntax.literal))) })
        printTable("eventDecoders", decoders)
        printTable("eventEncoders", encoders)
        let blobResults = blobResults(of: actions)
        if !blobResults.isEmpty { printTable("resultBlobFields", blobResults.map { ($0.action, .name(blobFieldsName($0.type))) }) }
    }

    /// A value in a table of `protocolInfo`.
    enum TableValue {
        /// An expression: a function or constant by name, or a literal.
        case name(String)
        /// An array of these items, wrapped as prettier wraps it.
        case array([String])
    }

    /// Prints `name: { "key": value, … },`, one entry per line; `name: {},` when there are none.
    mutating func printTable(_ name: String, _ entries: [(key: String, value: TableValue)]) {
        guard !entries.isEmpty else { return printer.print("\(name): {},") }
        printer.print("\(name): {")
        printer.withIndentation { printer in
            for (key, value) in entries {
                let head = "\(key == "__proto__" ? TypeScriptSyntax.objectKey(key) : TypeScriptSyntax.literal(key)): "
                switch value {
                case .name(let name): printer.print(head + name + ",")
                case .array(let items): printer.printList(head, items, ",", open: "[", close: "]")
                }
            }
        }
        printer.print("},")
    }

    /// Prints the class.
    mutating func printClient() {
        imports.use("BridgeClient", from: .runtime)
        imports.useType("BridgeClientOptions", from: .runtime)
        printer.print()
        JSDoc.print([
            "The web end of the \(spec.name) bridge: finds the host, installs `window.GBGBridge.receive`, and offers "
                + "a typed method per request action and typed events in both directions.",
            "A typed method resolves with the typed result (bytes as `Uint8Array`, defaults filled in) when the "
                + "status is `success`. Otherwise it rejects with its action's `BridgeActionError` (see `isBridgeError`): "
                + "the response's error code or, when the response has a status and no error, the code its status means "
                + "(`cancelled`: CANCELLED, `unsupported`: UNSUPPORTED, `acknowledged`: ACKNOWLEDGED, with the response "
                + "in `error.response`). A result that does not match its type rejects with INVALID_REQUEST, naming the "
                + "path.",
        ], to: &printer)
        printer.print("export class \(clientName) extends BridgeClient<NativeToWebEvents, WebToNativeEvents> {")
        printer.withIndentation { printer in
            JSDoc.print(["Finds the host (iOS, Android, or the parent frame) and starts receiving its messages."], to: &printer)
            printer.print("constructor(options: BridgeClientOptions = {}) {")
            printer.withIndentation { printer in printer.print("super(protocolInfo, options);") }
            printer.print("}")
        }
        for action in spec.actions {
            printer.print()
            printActionMethod(action, doc: [])
        }
        printDiscoveryMethod()
        printer.print("}")
    }

    /// Whether a request of `action` may omit its data, because no field of it is required.
    func requestIsOptional(_ action: ActionSpec) -> Bool {
        spec.type(named: action.request)?.fields.allSatisfy { !$0.isRequiredOnWire } ?? true
    }

    /// One typed method: resolves with the typed result on `success`, rejects with a BridgeError
    /// otherwise. `client` is what sends it (`this`, or an extension's `this.client`), `errorType`
    /// the type its errors are narrowed to, and `doc` what else its documentation says.
    mutating func printActionMethod(
        _ action: ActionSpec, client: String = "this", errorType: String = "BridgeActionError", doc notes: [String]
    ) {
        imports.useType("RequestOptions", from: .runtime)
        let isDiscovery = action.id == spec.negotiationAction
        let id = TypeScriptSyntax.literal(action.id)
        var doc = [action.description ?? "Sends `\(action.id)`."]
        doc.append("Resolves with the typed result on `success`; otherwise rejects with a `\(errorType)<\(id)>`"
                   + (action.errors.isEmpty ? "." : " (codes this action documents: \(action.errors.joined(separator: ", ")))."))
        doc += notes
        doc.append(isDiscovery ? "Waits 5 s unless the client or `options` say otherwise: capability discovery."
                               : "Waits 30 s unless the client or `options` say otherwise.")
        let requestType = spell(action.request, form: .initializer)
        let resultType = spell(action.result, form: .typed)
        let request = requestIsOptional(action) ? "request: \(requestType) = {}" : "request: \(requestType)"
        let data = flow.needsEncoder(action.request) ? "\(encoderReference(action.request))(request)" : "request"
        let arguments = [id, data, decoderReference(action.result), "options"] + (isDiscovery ? ["this.discoveryTimeout"] : [])
        printer.indent()
        JSDoc.print(doc, to: &printer)
        var returnType = resultType
        let method = TypeScriptNaming.methodName(of: action)
        if flow.holdsBytes(action.result) {
            // Bytes as Uint8Array unless the call asks for Blobs: an overload for each, so that each
            // call's result is typed by what it asked for.
            imports.useType("BytesAsBlobs", from: .blobs)
            let blobType = "BytesAsBlobs<\(resultType)>"
            let optionalRequest = requestIsOptional(action) ? "request?: \(requestType)" : "request: \(requestType)"
            printer.printList(method, [optionalRequest, #"options?: RequestOptions & { bytes?: "uint8array" }"#], ": Promise<\(resultType)>;")
            printer.printList(method, ["request: \(requestType)", #"options: RequestOptions & { bytes: "blob" }"#], ": Promise<\(blobType)>;")
            returnType = "\(resultType) | \(blobType)"
            // For options whose form is not known where the call is written.
            printer.printList(method, [optionalRequest, "options?: RequestOptions"], ": Promise<\(returnType)>;")
        }
        printer.printList(method, [request, "options: RequestOptions = {}"], ": Promise<\(returnType)> {")
        printer.withIndentation { printer in printer.printList("return \(client).requestResult", arguments, ";") }
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
            printer.withIndentation { printer in printer.print("return this.\(TypeScriptNaming.methodName(of: action))({}, options);") }
            printer.print("}")
        }
    }
}
