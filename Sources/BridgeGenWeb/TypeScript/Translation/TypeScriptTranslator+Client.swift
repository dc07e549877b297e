import BridgeGenKit
import BridgeSpec

/// The client class: the runtime's `BridgeClient` with the protocol's events and a typed method per
/// action, and what it tells the runtime about the protocol.
extension TypeScriptTranslator {
    /// The class name, such as `GBGBridgeClient`.
    var clientName: String { "\(spec.name)Client" }

    /// `protocolInfo`: the version, the discovery action, the error codes and the event data decoders
    /// and encoders.
    mutating func translateProtocolInfo() {
        imports.useType("BridgeProtocolInfo", from: .runtime)
        var members: [TypeScriptObjectMember] = [
            .property(doc: [], key: .name("version"), value: .identifier("PROTOCOL_VERSION"))
        ]
        if let discovery = spec.negotiationAction {
            members.append(.property(doc: [], key: .name("discoveryAction"), value: .string(discovery)))
        }
        if spec.types.contains(where: { !$0.blobFields.isEmpty }) {
            members.append(.property(doc: [], key: .name("hasBlobFields"), value: .boolean(true)))
        }
        if spec.hasUpdates {
            members.append(.property(doc: [], key: .name("hasUpdates"), value: .boolean(true)))
            let updating = spec.actions.compactMap { action in action.update.map { (action.id, $0) } }
            members.append(
                table("updateDecoders", updating.map { ($0.0, TypeScriptExpression.identifier(decoderReference($0.1))) }))
        }
        members.append(.shorthand("recoverableByDefault"))
        members.append(
            .property(
                doc: [], key: .name("standardErrorCodes"), value: .array(standardErrorCodes.map(TypeScriptExpression.string))))
        members += actionAndEventTables(actions: spec.actions, events: spec.events)
        declarations.append(
            .constant(
                TypeScriptConstant(
                    doc: ["What the client tells the runtime about the protocol, for its errors and events."], isExported: false,
                    name: "protocolInfo", type: .generic("BridgeProtocolInfo", [.name("WebToNativeEvents")]),
                    value: .object(members, expanded: true))))
    }

    /// The tables a protocol and an extension both tell the runtime: the codes each of `actions`
    /// documents, how the data of each of `events` is decoded or encoded, and where each action's
    /// result may hold blob references.
    mutating func actionAndEventTables(actions: [ActionSpec], events: [EventSpec]) -> [TypeScriptObjectMember] {
        let listing = actions.filter { !$0.errors.isEmpty }
        let decoded = events.filter { $0.direction.reachesWeb && $0.data != nil }
        let encoded = events.filter { event in event.direction.reachesNative && event.data.map(flow.needsEncoder) == true }
        let decoders = decoded.map { ($0.name, TypeScriptExpression.identifier(decoderReference($0.data ?? ""))) }
        let encoders = encoded.map { ($0.name, TypeScriptExpression.identifier(encoderReference($0.data ?? ""))) }
        let blobResults = blobResults(of: actions)
        return [
            table("actionErrorCodes", listing.map { ($0.id, .array($0.errors.map(TypeScriptExpression.string))) }),
            table("eventDecoders", decoders),
            table("eventEncoders", encoders),
        ]
            + (blobResults.isEmpty
                ? [] : [table("resultBlobFields", blobResults.map { ($0.action, .identifier(blobFieldsName($0.type))) })])
    }

    /// `name: { "key": value, … }`, an entry per line; `name: {}` when there are none.
    func table(_ name: String, _ entries: [(key: String, value: TypeScriptExpression)]) -> TypeScriptObjectMember {
        .property(
            doc: [], key: .name(name),
            value: .object(entries.map { .property(doc: [], key: .string($0.key), value: $0.value) }, expanded: true))
    }

    /// The class.
    mutating func translateClient() {
        imports.use("BridgeClient", from: .runtime)
        imports.useType("BridgeClientOptions", from: .runtime)
        var members: [TypeScriptClassMember] = [
            .constructor(
                doc: ["Finds the host (iOS, Android, or the parent frame) and starts receiving its messages."],
                parameters: [
                    TypeScriptParameter(
                        name: "options", type: .name("BridgeClientOptions"), defaultValue: .object([], expanded: false))
                ],
                body: [.expression(.call(.identifier("super"), [.identifier("protocolInfo"), .identifier("options")]))])
        ]
        for action in spec.actions { members.append(.method(actionMethod(action, doc: []))) }
        if let discovery = discoveryMethod() { members.append(.method(discovery)) }
        declarations.append(
            .class(
                TypeScriptClass(
                    doc: [
                        "The web end of the \(spec.name) bridge: finds the host, installs `window.GBGBridge.receive`, and offers "
                            + "a typed method per request action and typed events in both directions.",
                        "A typed method resolves with the typed result (bytes as `Uint8Array`, defaults filled in) when the "
                            + "status is `success`. Otherwise it rejects with its action's `BridgeActionError` (see `isBridgeError`): "
                            + "the response's error code or, when the response has a status and no error, the code its status means "
                            + "(`cancelled`: CANCELLED, `unsupported`: UNSUPPORTED, `acknowledged`: ACKNOWLEDGED, with the response "
                            + "in `error.response`). A result that does not match its type rejects with INVALID_REQUEST, naming the "
                            + "path.",
                    ],
                    name: clientName,
                    superclass: .generic("BridgeClient", [.name("NativeToWebEvents"), .name("WebToNativeEvents")]),
                    members: members)))
    }

    /// Whether a request of `action` may omit its data, because no field of it is required.
    func requestIsOptional(_ action: ActionSpec) -> Bool {
        spec.type(named: action.request)?.fields.allSatisfy { !$0.isRequiredOnWire } ?? true
    }

    /// One typed method: resolves with the typed result on `success`, rejects with a BridgeError
    /// otherwise. `client` is what sends it (`this`, or an extension's `this.client`), `errorType`
    /// the type its errors are narrowed to, and `doc` what else its documentation says.
    mutating func actionMethod(
        _ action: ActionSpec, client: TypeScriptExpression = .identifier("this"), errorType: String = "BridgeActionError",
        doc notes: [String]
    ) -> TypeScriptFunction {
        imports.useType("RequestOptions", from: .runtime)
        if let item = action.stream { return streamMethod(action, item: item, client: client, errorType: errorType, doc: notes) }
        let isDiscovery = action.id == spec.negotiationAction
        let id = TypeScriptSyntax.literal(action.id)
        var doc = [action.description ?? "Sends `\(action.id)`."]
        doc.append(
            "Resolves with the typed result on `success`; otherwise rejects with a `\(errorType)<\(id)>`"
                + (action.errors.isEmpty ? "." : " (codes this action documents: \(action.errors.joined(separator: ", ")))."))
        doc += notes + Self.availabilityDoc(action.availability, platforms: action.platforms)
        doc.append(
            isDiscovery
                ? "Waits 5 s unless the client or `options` say otherwise: capability discovery."
                : "Waits 30 s unless the client or `options` say otherwise.")
        // An action with progress takes `onProgress`, typed with its progress type.
        var optionsType = TypeScriptType.name("RequestOptions")
        if let progress = action.progress {
            imports.useType("ProgressOptions", from: .runtime)
            optionsType = .intersection([optionsType, .generic("ProgressOptions", [.name(spell(progress, form: .typed))])])
            doc.append(
                "`options.onProgress` receives each `\(progress)` the host sends while the request is open, once the host "
                    + "agreed to updates in capability discovery.")
        }
        let requestType = TypeScriptType.name(spell(action.request, form: .initializer))
        let resultType = TypeScriptType.name(spell(action.result, form: .typed))
        let isOptional = requestIsOptional(action)
        let request = TypeScriptParameter(
            name: "request", type: requestType, defaultValue: isOptional ? .object([], expanded: false) : nil)
        let data: TypeScriptExpression =
            flow.needsEncoder(action.request)
            ? .call(.identifier(encoderReference(action.request)), [.identifier("request")]) : .identifier("request")
        let arguments =
            [.string(action.id), data, .identifier(decoderReference(action.result)), .identifier("options")]
            + (isDiscovery ? [TypeScriptExpression.member(.identifier("this"), "discoveryTimeout")] : [])
        var returnType = resultType
        var overloads: [TypeScriptSignature] = []
        if flow.holdsBytes(action.result) {
            // Bytes as Uint8Array unless the call asks for Blobs: an overload for each, so that each
            // call's result is typed by what it asked for.
            imports.useType("BytesAsBlobs", from: .blobs)
            let blobType = TypeScriptType.generic("BytesAsBlobs", [resultType])
            let optionalRequest = TypeScriptParameter(name: "request", type: requestType, isOptional: isOptional)
            let options = { (bytes: String, isOptional: Bool) in
                TypeScriptParameter(
                    name: "options",
                    type: .intersection([
                        optionsType,
                        .object(
                            [.property(doc: [], key: .name("bytes"), isOptional: isOptional, type: .stringLiteral(bytes))],
                            expanded: false),
                    ]), isOptional: isOptional)
            }
            returnType = .union([resultType, blobType])
            overloads = [
                TypeScriptSignature(
                    parameters: [optionalRequest, options("uint8array", true)], returnType: .generic("Promise", [resultType])),
                TypeScriptSignature(
                    parameters: [TypeScriptParameter(name: "request", type: requestType), options("blob", false)],
                    returnType: .generic("Promise", [blobType])),
                // For options whose form is not known where the call is written.
                TypeScriptSignature(
                    parameters: [
                        optionalRequest, TypeScriptParameter(name: "options", type: optionsType, isOptional: true),
                    ],
                    returnType: .generic("Promise", [returnType])),
            ]
        }
        return TypeScriptFunction(
            doc: doc, isExported: false, name: TypeScriptNaming.methodName(of: action), overloads: overloads,
            signature: TypeScriptSignature(
                parameters: [
                    request,
                    TypeScriptParameter(name: "options", type: optionsType, defaultValue: .object([], expanded: false)),
                ],
                returnType: .generic("Promise", [returnType])),
            body: [.return(.call(.member(client, "requestResult"), arguments))])
    }

    /// A stream action's method: returns its items as an async iterable (`BridgeStream`), which a
    /// `break` ends, telling the host.
    private mutating func streamMethod(
        _ action: ActionSpec, item: String, client: TypeScriptExpression, errorType: String, doc notes: [String]
    ) -> TypeScriptFunction {
        imports.useType("BridgeStream", from: .runtime)
        let id = TypeScriptSyntax.literal(action.id)
        let doc =
            [
                action.description ?? "Sends `\(action.id)`.",
                "Returns the stream's items as they come: `for await (const item of client.\(TypeScriptNaming.methodName(of: action))(request)) …`. "
                    + "Iteration ends when the host ends the stream, and throws a `\(errorType)<\(id)>` when it ends otherwise"
                    + (action.errors.isEmpty ? "" : " (codes this action documents: \(action.errors.joined(separator: ", ")))")
                    + "; a `break` ends the request, telling the host.",
            ] + notes + Self.availabilityDoc(action.availability, platforms: action.platforms) + [
                "Needs the host's agreement to updates in capability discovery: before it, the host answers `unsupported`. The "
                    + "30 s timeout applies until the first item."
            ]
        let requestType = TypeScriptType.name(spell(action.request, form: .initializer))
        let data: TypeScriptExpression =
            flow.needsEncoder(action.request)
            ? .call(.identifier(encoderReference(action.request)), [.identifier("request")]) : .identifier("request")
        return TypeScriptFunction(
            doc: doc, isExported: false, name: TypeScriptNaming.methodName(of: action),
            signature: TypeScriptSignature(
                parameters: [
                    TypeScriptParameter(
                        name: "request", type: requestType,
                        defaultValue: requestIsOptional(action) ? .object([], expanded: false) : nil),
                    TypeScriptParameter(
                        name: "options", type: .name("RequestOptions"), defaultValue: .object([], expanded: false)),
                ],
                returnType: .generic("BridgeStream", [.name(spell(item, form: .typed))])),
            body: [
                .return(
                    .call(
                        .member(client, "requestStream"),
                        [.string(action.id), data, .identifier(decoderReference(item)), .identifier("options")]))
            ])
    }

    /// `discoverCapabilities()`: the negotiation action by its purpose, when its request needs no data.
    private func discoveryMethod() -> TypeScriptFunction? {
        guard let id = spec.negotiationAction, let action = spec.action(id), requestIsOptional(action) else { return nil }
        return TypeScriptFunction(
            doc: [
                "Capability discovery: which capabilities the host declares, with their versions and permission states.",
                "Sends `\(id)`; waits 5 s unless the client or `options` say otherwise.",
            ],
            isExported: false, name: "discoverCapabilities",
            signature: TypeScriptSignature(
                parameters: [
                    TypeScriptParameter(
                        name: "options", type: .name("RequestOptions"), defaultValue: .object([], expanded: false))
                ],
                returnType: .generic("Promise", [.name(action.result)])),
            body: [
                .return(
                    .call(
                        .member(.identifier("this"), TypeScriptNaming.methodName(of: action)),
                        [.object([], expanded: false), .identifier("options")]))
            ])
    }
}
