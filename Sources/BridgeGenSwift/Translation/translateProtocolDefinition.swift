import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The type that describes the protocol to the runtime, the protocol version, the runtime version
    /// check, and the re-export of the runtime so apps import one module.
    func translateProtocolDefinition() -> [Declaration] {
        [.enum(translateDefinition()), .enum(translateProtocolVersion()), .struct(translateRuntimeCheck())]
            + translateCapabilityInfoConformance()
    }

    private func translateDefinition() -> EnumDeclaration {
        let name = GeneratedNames.definition(of: spec)
        let negotiation = spec.negotiationAction.flatMap { spec.action($0) }
        let infoType = negotiation.flatMap { capabilityInfoType(of: $0) } ?? "Never"
        let typeAliases: [(String, String)] = [
            ("Message", GeneratedNames.message), ("Action", GeneratedNames.action), ("Status", GeneratedNames.status),
            ("ErrorPayload", GeneratedNames.errorPayload), ("Environment", GeneratedNames.environment),
            ("CapabilityInfo", infoType), ("SlotResult", GeneratedNames.slotResult),
            ("IncomingEvent", GeneratedNames.incomingEvent),
        ]
        return EnumDeclaration(
            docComment: DocComment.make(
                "The \(spec.name) protocol, version \(spec.version), as the runtime needs to know it.", fallback: "",
                details: spec.description.map { [$0] } ?? [], source: "protocol"),
            name: name, conformances: [RuntimeNames.definition],
            members: typeAliases.map { alias, type in
                .typealias(TypeAliasDeclaration(docComment: "The protocol's `\(alias)` type.", name: alias, existingType: type))
            } + [
                .property(PropertyDeclaration(
                    docComment: "The protocol version this code speaks.", isStatic: true, name: "version", type: "String",
                    value: .stored(.let, initialValue: "\(GeneratedNames.protocolVersion).current"))),
                .property(PropertyDeclaration(
                    docComment: "The action the host answers itself with its capabilities.", attributes: [.generatedSPI], isStatic: true,
                    name: "negotiationAction", type: "String?",
                    value: .stored(.let, initialValue: spec.negotiationAction.map(SwiftLiteral.string) ?? "nil"))),
                .function(FunctionDeclaration(
                    docComment: "Whether an error with `code` is recoverable when nobody says otherwise.", attributes: [.generatedSPI], isStatic: true,
                    name: "isRecoverableByDefault", parameters: [Parameter("code", type: "String")], returnType: "Bool",
                    body: [.line("\(GeneratedNames.errorCode)(rawValue: code).defaultRecoverable")])),
                translateSchemaChecks(name: "requestChecks", schema: \.request, of: "request"),
                translateSchemaChecks(name: "resultChecks", schema: \.result, of: "successful response"),
                .property(PropertyDeclaration(
                    docComment: "The request checks by the bytes of each action's ID, so that the host reads a request without making a string of its action.",
                    access: .fixed(.private), isStatic: true, name: "requestTable", type: RuntimeNames.requestTable,
                    value: .stored(.let, initialValue: "\(RuntimeNames.requestTable)(requestChecks)"))),
                translateDataValidation(
                    name: "validateRequestData", table: "requestChecks",
                    doc: "Checks a request's data against its action's request schema; nil for valid data and for actions the spec does not know."),
                .function(FunctionDeclaration(
                    docComment: "Decodes a request's data as its action's request type and keeps the value for the handler; nothing for actions the spec does not know.",
                    attributes: [.generatedSPI], isStatic: true, name: "decodeRequestData",
                    parameters: [Parameter("action", type: "String"), Parameter("data", type: "[String: JSONValue]?")],
                    throwsClause: .typed("BridgeDecodingError"), returnType: RuntimeNames.decodedData,
                    body: [
                        .line("guard let check = requestChecks[action] else { return \(RuntimeNames.decodedData)() }"),
                        .line("return try check.decode(payloadData: data)"),
                    ])),
                .function(FunctionDeclaration(
                    docComment: "Decodes a request's data straight from its text as its action's request type; gives up on anything the other `decodeRequestData` must decide, and on actions the spec does not know.",
                    attributes: [.generatedSPI], isStatic: true, name: "decodeRequestData",
                    parameters: [Parameter("action", type: "String"),
                                 Parameter(label: "reading", "reader", type: "inout \(RuntimeNames.bytesReader)")],
                    throwsClause: .typed("\(RuntimeNames.bytesReader).NotPlain"), returnType: RuntimeNames.decodedData,
                    body: [
                        .line("guard let check = requestChecks[action] else { throw \(RuntimeNames.bytesReader).NotPlain() }"),
                        .line("return try check.read(payloadData: &reader)"),
                    ])),
                .function(FunctionDeclaration(
                    docComment: "Decodes a request's data straight from its text, finding its action by the bytes the page sent, and names the action; gives up as `decodeRequestData(action:reading:)` does.",
                    attributes: [.generatedSPI], isStatic: true, name: "readRequest",
                    parameters: [Parameter("action", type: RuntimeNames.key),
                                 Parameter(label: "reading", "reader", type: "inout \(RuntimeNames.bytesReader)")],
                    throwsClause: .typed("\(RuntimeNames.bytesReader).NotPlain"),
                    returnType: "(action: String, data: \(RuntimeNames.decodedData))",
                    body: [
                        .line("guard let (name, check) = requestTable.entry(for: action) else { throw \(RuntimeNames.bytesReader).NotPlain() }"),
                        .line("return (name, try check.read(payloadData: &reader))"),
                    ])),
                translateDataValidation(
                    name: "validateResultData", table: "resultChecks",
                    doc: "Checks a successful response's data against its action's result schema; nil for valid data and for actions the spec does not know."),
            ] + translateDeclaredErrors() + translateEventTable() + [
                .function(FunctionDeclaration(
                    docComment: "Writes the answer to the negotiation action, with the host's blob terms if the page offered blobs.",
                    attributes: [.generatedSPI], isStatic: true, name: "writeCapabilityQueryResult",
                    parameters: [
                        Parameter("environment", type: GeneratedNames.environment),
                        Parameter("hostVersion", type: "String"),
                        Parameter("capabilities", type: "[String: \(infoType)]"),
                        Parameter("blobs", type: "BridgeBlobTerms?"),
                        Parameter(label: "to", "writer", type: "inout JSONWriter"),
                    ],
                    body: [negotiation.map { action in
                        let arguments = ["environment: environment", "hostVersion: hostVersion", "capabilities: capabilities"]
                        guard let termsType = blobTermsType(of: action) else {
                            return .line(SourceLayout.call(action.result, arguments) + ".encode(to: &writer)")
                        }
                        return .line(SourceLayout.call(action.result, arguments + [
                            "blobs: blobs.map { \(termsType)(kind: $0.kind, minimumBytes: $0.minimumBytes) }",
                        ]) + ".encode(to: &writer)")
                    } ?? .line("_ = (environment, hostVersion, capabilities, blobs, writer)")])),
            ])
    }

    /// A table of the schema every action's data must match, by the bytes of the action ID: a
    /// lookup rather than a switch with a case per action, which large protocols compile slowly.
    func translateSchemaChecks(name: String, schema: KeyPath<ActionSpec, String>, of what: String) -> Declaration {
        let actions = own.actions
        return .property(PropertyDeclaration(
            docComment: "The schema of each action's \(what) data, by action ID.", access: .fixed(.private),
            isStatic: true, name: name, type: "\(RuntimeNames.nameTable)<BridgeSchemaCheck>",
            value: .stored(.let, initialValue: actions.isEmpty ? "\(RuntimeNames.nameTable)([:])" : "\(RuntimeNames.nameTable)([\n" + actions.map { action in
                "    \(SwiftLiteral.string(action.id)): BridgeSchemaCheck(\(action[keyPath: schema]).self),"
            }.joined(separator: "\n") + "\n])")))
    }

    /// The error codes each action lists, and the check of an answer's code against them.
    func translateDeclaredErrors() -> [Declaration] {
        let listing = own.actions.filter { !$0.errors.isEmpty }
        return [
            .property(PropertyDeclaration(
                docComment: "The error codes each action lists in the spec, by action ID; actions that list none are absent.",
                access: .fixed(.private), isStatic: true, name: "declaredErrors",
                type: "\(RuntimeNames.nameTable)<\(RuntimeNames.nameSet)>",
                value: .stored(.let, initialValue: listing.isEmpty ? "\(RuntimeNames.nameTable)([:])" : "\(RuntimeNames.nameTable)([\n" + listing.map { action in
                    "    \(SwiftLiteral.string(action.id)): \(SourceLayout.arrayLiteral(action.errors.map(SwiftLiteral.string)))"
                        .replacingOccurrences(of: "\n", with: "\n    ") + ","
                }.joined(separator: "\n") + "\n])"))),
            .function(FunctionDeclaration(
                docComment: "Whether the spec lets `action` answer with `errorCode`: true when the action lists it, lists none, or is unknown.",
                attributes: [.generatedSPI], isStatic: true, name: "isDeclared",
                parameters: [Parameter("errorCode", type: "String"), Parameter(label: "forAction", "action", type: "String")],
                returnType: "Bool",
                body: [.line("declaredErrors[action]?.contains(errorCode) ?? true")])),
        ]
    }

    /// The table of the spec's events: which way each flows, and the type of its data.
    func translateEventTable() -> [Declaration] {
        let table = RuntimeNames.eventTable
        let events = own.events
        return [
            .property(PropertyDeclaration(
                docComment: "Each event by name: which way it flows, and the type of its data.",
                attributes: [.generatedSPI], isStatic: true, name: "eventTable", type: table,
                value: .stored(.let, initialValue: events.isEmpty ? "\(table)([:])" : "\(table)([\n" + events.map { event in
                    "    \(SwiftLiteral.string(event.name)): .init(.\(event.direction.rawValue), \(event.data ?? RuntimeNames.noData).self),"
                }.joined(separator: "\n") + "\n])"))),
        ]
    }


    /// A requirement of the protocol definition that checks data against one of the tables.
    func translateDataValidation(name: String, table: String, doc: String) -> Declaration {
        .function(FunctionDeclaration(
            docComment: doc, attributes: [.generatedSPI], isStatic: true, name: name,
            parameters: [Parameter("action", type: "String"), Parameter("data", type: "[String: JSONValue]?")],
            returnType: "BridgeDecodingError?",
            body: [.line("\(table)[action]?.check(payloadData: data)")]))
    }

    /// The type of the negotiation result's `blobs` field, the host's blob terms; nil when the spec
    /// has none, so its host never sends blobs.
    private func blobTermsType(of negotiation: ActionSpec) -> String? {
        guard let field = spec.type(named: negotiation.result)?.fields.first(where: { $0.name == "blobs" }),
              case .named(let name) = field.type else { return nil }
        return name
    }

    /// The value type of the negotiation result's `capabilities` map.
    private func capabilityInfoType(of negotiation: ActionSpec) -> String? {
        let field = spec.type(named: negotiation.result)?.fields.first { $0.name == "capabilities" }
        if case .map(.named(let name)) = field?.type { return name }
        return nil
    }

    private func translateCapabilityInfoConformance() -> [Declaration] {
        guard let negotiation = spec.negotiationAction.flatMap({ spec.action($0) }),
              let infoName = capabilityInfoType(of: negotiation), let info = spec.type(named: infoName)
        else { return [] }
        let known = ["supported", "version", "constraints", "permissionState"]
        let arguments = info.fields.filter { known.contains($0.name) }.map { "\($0.name): \($0.name)" }
        return [.extension(ExtensionDeclaration(
            extendedType: infoName, conformances: [RuntimeNames.capabilityInfo],
            members: [
                .function(FunctionDeclaration(
                    docComment: "Builds the declaration the host reports for one capability.", attributes: [.generatedSPI], isStatic: true,
                    name: "declaration",
                    parameters: [
                        Parameter("supported", type: "Bool"), Parameter("version", type: "String"),
                        Parameter("constraints", type: "[String: JSONValue]?"),
                        Parameter("permissionState", type: "\(GeneratedNames.permissionState)?"),
                    ],
                    returnType: infoName,
                    body: [.line(SourceLayout.call(infoName, arguments))])),
            ]))]
    }

    private func translateProtocolVersion() -> EnumDeclaration {
        EnumDeclaration(
            docComment: DocComment.make("The protocol version this code was generated for.", fallback: "",
                                        source: "protocol.version"),
            name: GeneratedNames.protocolVersion,
            members: [
                .property(PropertyDeclaration(
                    docComment: "\"major.minor\", as envelopes carry it.", isStatic: true, name: "current",
                    type: "String", value: .stored(.let, initialValue: SwiftLiteral.string(spec.version.description)))),
                .property(PropertyDeclaration(
                    docComment: "The major version: peers with another major version are refused.", isStatic: true,
                    name: "major", type: "Int", value: .stored(.let, initialValue: String(spec.version.major)))),
                .property(PropertyDeclaration(
                    docComment: "The minor version.", isStatic: true,
                    name: "minor", type: "Int", value: .stored(.let, initialValue: String(spec.version.minor)))),
            ])
    }

    /// Fails to compile when the runtime no longer offers the API this code was generated for.
    func translateRuntimeCheck() -> StructDeclaration {
        StructDeclaration(
            docComment: "Refers to the runtime API version this code was generated for: if the runtime drops it, this stops compiling, naming the mismatch.",
            access: .fixed(.private), name: GeneratedNames.runtimeCheck, conformances: [RuntimeNames.versionCheck],
            members: [.typealias(TypeAliasDeclaration(
                docComment: "The runtime API version marker.", access: .implicit, name: "Version",
                existingType: RuntimeNames.apiVersionMarker))])
    }
}
