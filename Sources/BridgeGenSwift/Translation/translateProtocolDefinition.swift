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
        let notPlain = SwiftType.member(.named(RuntimeNames.bytesReader), "NotPlain")
        let read = SwiftExpression.name("check").dot("read").call(SwiftArgument("payloadData", .prefix(.inout, .name("reader"))))
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
            name: name, conformances: [.named(RuntimeNames.definition)],
            members: typeAliases.map { alias, type in
                .typealias(
                    TypeAliasDeclaration(docComment: "The protocol's `\(alias)` type.", name: alias, existingType: .named(type)))
            } + [
                .property(
                    PropertyDeclaration(
                        docComment: "The protocol version this code speaks.", isStatic: true, name: "version", type: "String",
                        value: .stored(.let, initialValue: .name(GeneratedNames.protocolVersion).dot("current")))),
                .property(
                    PropertyDeclaration(
                        docComment: "The action the host answers itself with its capabilities.", attributes: [.generatedSPI],
                        isStatic: true,
                        name: "negotiationAction", type: .optional("String"),
                        value: .stored(.let, initialValue: spec.negotiationAction.map(SwiftExpression.string) ?? .nilValue))),
                .function(
                    FunctionDeclaration(
                        docComment: "Whether an error with `code` is recoverable when nobody says otherwise.",
                        attributes: [.generatedSPI], isStatic: true,
                        name: "isRecoverableByDefault", parameters: [Parameter("code", type: "String")], returnType: "Bool",
                        body: [
                            .expression(
                                .name(GeneratedNames.errorCode).call(SwiftArgument("rawValue", .name("code"))).dot(
                                    "defaultRecoverable"))
                        ])),
                translateSchemaChecks(name: "requestChecks", schema: \.request, of: "request"),
                translateSchemaChecks(name: "resultChecks", schema: \.result, of: "successful response"),
                .property(
                    PropertyDeclaration(
                        docComment:
                            "The request checks by the bytes of each action's ID, so that the host reads a request without making a string of its action.",
                        access: .fixed(.private), isStatic: true, name: "requestTable", type: .named(RuntimeNames.requestTable),
                        value: .stored(
                            .let, initialValue: .name(RuntimeNames.requestTable).call(SwiftArgument(.name("requestChecks")))))),
                translateDataValidation(
                    name: "validateRequestData", table: "requestChecks",
                    doc:
                        "Checks a request's data against its action's request schema; nil for valid data and for actions the spec does not know."
                ),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Decodes a request's data as its action's request type and keeps the value for the handler; nothing for actions the spec does not know.",
                        attributes: [.generatedSPI], isStatic: true, name: "decodeRequestData",
                        parameters: [
                            Parameter("action", type: "String"),
                            Parameter("data", type: .optional(.dictionary("String", "JSONValue"))),
                        ],
                        throwsClause: .typed("BridgeDecodingError"), returnType: .named(RuntimeNames.decodedData),
                        body: [
                            .guard(
                                [.optionalBinding(["check"], .name("requestChecks").subscripted(SwiftArgument(.name("action"))))],
                                else: [.return(.name(RuntimeNames.decodedData).call())]),
                            .return(.try(.name("check").dot("decode").call(SwiftArgument("payloadData", .name("data"))))),
                        ])),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Decodes a request's data straight from its text as its action's request type; gives up on anything the other `decodeRequestData` must decide, and on actions the spec does not know.",
                        attributes: [.generatedSPI], isStatic: true, name: "decodeRequestData",
                        parameters: [
                            Parameter("action", type: "String"),
                            Parameter(label: "reading", "reader", type: .inout(.named(RuntimeNames.bytesReader))),
                        ],
                        throwsClause: .typed(notPlain), returnType: .named(RuntimeNames.decodedData),
                        body: [
                            .guard(
                                [.optionalBinding(["check"], .name("requestChecks").subscripted(SwiftArgument(.name("action"))))],
                                else: [.throw(.type(notPlain).call())]),
                            .return(.try(read)),
                        ])),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Decodes a request's data straight from its text, finding its action by the bytes the page sent, and names the action; gives up as `decodeRequestData(action:reading:)` does.",
                        attributes: [.generatedSPI], isStatic: true, name: "readRequest",
                        parameters: [
                            Parameter("action", type: .named(RuntimeNames.key)),
                            Parameter(label: "reading", "reader", type: .inout(.named(RuntimeNames.bytesReader))),
                        ],
                        throwsClause: .typed(notPlain),
                        returnType: .tuple([
                            SwiftTupleTypeElement(label: "action", "String"),
                            SwiftTupleTypeElement(label: "data", .named(RuntimeNames.decodedData)),
                        ]),
                        body: [
                            .guard(
                                [
                                    .optionalBinding(
                                        ["name", "check"],
                                        .name("requestTable").dot("entry").call(SwiftArgument("for", .name("action"))))
                                ],
                                else: [.throw(.type(notPlain).call())]),
                            .return(.tuple([SwiftArgument(.name("name")), SwiftArgument(.try(read))])),
                        ])),
                translateDataValidation(
                    name: "validateResultData", table: "resultChecks",
                    doc:
                        "Checks a successful response's data against its action's result schema; nil for valid data and for actions the spec does not know."
                ),
            ] + translateDeclaredErrors() + translateEventTable() + translateRedactions() + translateUpdates() + [
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Writes the answer to the negotiation action, with the host's blob terms if the page offered blobs.",
                        attributes: [.generatedSPI], isStatic: true, name: "writeCapabilityQueryResult",
                        parameters: [
                            Parameter("environment", type: .named(GeneratedNames.environment)),
                            Parameter("hostVersion", type: "String"),
                            Parameter("capabilities", type: .dictionary("String", .named(infoType))),
                            Parameter("blobs", type: .optional("BridgeBlobTerms")),
                            Parameter("messageTypes", type: .optional(.array("String"))),
                            Parameter(label: "to", "writer", type: .inout("JSONWriter")),
                        ],
                        body: [
                            negotiation.map { action in
                                var arguments: [SwiftArgument] = [
                                    .passing("environment"), .passing("hostVersion"), .passing("capabilities"),
                                ]
                                if let termsType = blobTermsType(of: action) {
                                    let terms = SwiftExpression.name(termsType).call(
                                        SwiftArgument("kind", .name("$0").dot("kind")),
                                        SwiftArgument("minimumBytes", .name("$0").dot("minimumBytes")))
                                    arguments.append(
                                        SwiftArgument(
                                            "blobs",
                                            .call(
                                                .name("blobs").dot("map"), [],
                                                trailingClosure: SwiftClosure(body: [.expression(terms)]))))
                                }
                                if hasMessageTypes(negotiation: action) { arguments.append(.passing("messageTypes")) }
                                // An argument per line, as the hand-made layout of this call always had them.
                                return .expression(
                                    .name(action.result).call(lines: arguments.map { [$0] }).dot("encode").call(
                                        SwiftArgument("to", .prefix(.inout, .name("writer")))))
                            }
                                ?? .assignment(
                                    .wildcard,
                                    .tuple(
                                        ["environment", "hostVersion", "capabilities", "blobs", "messageTypes", "writer"].map {
                                            SwiftArgument(.name($0))
                                        }))
                        ]))
            ])
    }

    /// A table of the schema every action's data must match, by the bytes of the action ID: a
    /// lookup rather than a switch with a case per action, which large protocols compile slowly.
    func translateSchemaChecks(name: String, schema: KeyPath<ActionSpec, String>, of what: String) -> Declaration {
        let actions = own.actions
        return .property(
            PropertyDeclaration(
                docComment: "The schema of each action's \(what) data, by action ID.", access: .fixed(.private),
                isStatic: true, name: name, type: .generic(.named(RuntimeNames.nameTable), ["BridgeSchemaCheck"]),
                value: .stored(
                    .let,
                    initialValue: Self.table(
                        actions.map { action in
                            SwiftDictionaryEntry(.string(action.id), Self.schemaCheck(action[keyPath: schema]))
                        }))))
    }

    /// `BridgeNameTable([` an entry per line `])`, or `BridgeNameTable([:])`.
    static func table(_ entries: [SwiftDictionaryEntry], type: String = RuntimeNames.nameTable) -> SwiftExpression {
        .name(type).call(SwiftArgument(.dictionary(entries, expanded: true)))
    }

    /// `BridgeSchemaCheck(Type.self)`: the check of data against `type`.
    static func schemaCheck(_ type: String) -> SwiftExpression {
        .name("BridgeSchemaCheck").call(SwiftArgument(.metatype(.named(type))))
    }

    /// The error codes each action lists, and the check of an answer's code against them.
    func translateDeclaredErrors() -> [Declaration] {
        let listing = own.actions.filter { !$0.errors.isEmpty }
        return [
            .property(
                PropertyDeclaration(
                    docComment: "The error codes each action lists in the spec, by action ID; actions that list none are absent.",
                    access: .fixed(.private), isStatic: true, name: "declaredErrors",
                    type: .generic(.named(RuntimeNames.nameTable), [.named(RuntimeNames.nameSet)]),
                    value: .stored(
                        .let,
                        initialValue: Self.table(
                            listing.map { action in
                                SwiftDictionaryEntry(
                                    .string(action.id), .array(action.errors.map(SwiftExpression.string), expanded: false))
                            })))),
            .function(
                FunctionDeclaration(
                    docComment:
                        "Whether the spec lets `action` answer with `errorCode`: true when the action lists it, lists none, or is unknown.",
                    attributes: [.generatedSPI], isStatic: true, name: "isDeclared",
                    parameters: [
                        Parameter("errorCode", type: "String"), Parameter(label: "forAction", "action", type: "String"),
                    ],
                    returnType: "Bool",
                    body: [
                        .expression(
                            .binary(
                                .name("declaredErrors").subscripted(SwiftArgument(.name("action"))).optional.dot("contains").call(
                                    SwiftArgument(.name("errorCode"))),
                                .nilCoalescing, .boolean(true)))
                    ])),
        ]
    }

    /// The table of the spec's events: which way each flows, and the type of its data.
    func translateEventTable() -> [Declaration] {
        let table = RuntimeNames.eventTable
        let events = own.events
        return [
            .property(
                PropertyDeclaration(
                    docComment: "Each event by name: which way it flows, and the type of its data.",
                    attributes: [.generatedSPI], isStatic: true, name: "eventTable", type: .named(table),
                    value: .stored(
                        .let,
                        initialValue: Self.table(
                            events.map { event in
                                SwiftDictionaryEntry(
                                    .string(event.name),
                                    .implicitInitializer.call(
                                        SwiftArgument(.implicitMember(event.direction.rawValue)),
                                        SwiftArgument(.metatype(.named(event.data ?? RuntimeNames.noData)))))
                            }, type: table))))
        ]
    }

    /// A requirement of the protocol definition that checks data against one of the tables.
    func translateDataValidation(name: String, table: String, doc: String) -> Declaration {
        .function(
            FunctionDeclaration(
                docComment: doc, attributes: [.generatedSPI], isStatic: true, name: name,
                parameters: [
                    Parameter("action", type: "String"), Parameter("data", type: .optional(.dictionary("String", "JSONValue"))),
                ],
                returnType: .optional("BridgeDecodingError"),
                body: [
                    .expression(
                        .name(table).subscripted(SwiftArgument(.name("action"))).optional.dot("check")
                            .call(SwiftArgument("payloadData", .name("data"))))
                ]))
    }

    /// The type of the negotiation result's `blobs` field, the host's blob terms; nil when the spec
    /// has none, so its host never sends blobs.
    /// Whether the negotiation result has the `messageTypes` field the host fills in.
    private func hasMessageTypes(negotiation: ActionSpec) -> Bool {
        spec.type(named: negotiation.result)?.fields.contains { $0.name == "messageTypes" } ?? false
    }

    /// `speaksUpdates` and `isStream(action:)`, for a protocol with the `update` and `cancel` message
    /// types; nothing for one without, whose runtime defaults say no.
    private func translateUpdates() -> [Declaration] {
        guard spec.hasUpdates else { return [] }
        let streams = own.actions.filter { $0.stream != nil }
        return [
            .property(
                PropertyDeclaration(
                    docComment: "The protocol declares the `update` and `cancel` message types.", attributes: [.generatedSPI],
                    isStatic: true, name: "speaksUpdates", type: "Bool", value: .stored(.let, initialValue: .boolean(true)))),
            .function(Self.isStreamFunction(streams)),
        ]
    }

    /// `isStream(action:)`: whether `action` is one of `streams`, the protocol's or an extension's.
    static func isStreamFunction(_ streams: [ActionSpec]) -> FunctionDeclaration {
        FunctionDeclaration(
            docComment: "Whether `action` is a stream: items in updates until either side ends it.",
            attributes: [.generatedSPI], isStatic: true, name: "isStream",
            parameters: [Parameter("action", type: "String")], returnType: "Bool",
            body: [
                .return(
                    streams.isEmpty
                        ? .boolean(false)
                        : .array(streams.map { .string($0.id) }, expanded: false).dot("contains").call(
                            SwiftArgument(.name("action"))))
            ])
    }

    private func blobTermsType(of negotiation: ActionSpec) -> String? {
        guard let field = spec.type(named: negotiation.result)?.fields.first(where: { $0.name == "blobs" }),
            case .named(let name) = field.type
        else { return nil }
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
        let known = ["supported", "version", "constraints", "permissionState", "permissions"]
        let arguments = info.fields.filter { known.contains($0.name) }.map { SwiftArgument.passing($0.name) }
        return [
            .extension(
                ExtensionDeclaration(
                    extendedType: .named(infoName), conformances: [.named(RuntimeNames.capabilityInfo)],
                    members: [
                        .function(
                            FunctionDeclaration(
                                docComment: "Builds the declaration the host reports for one capability.",
                                attributes: [.generatedSPI], isStatic: true,
                                name: "declaration",
                                parameters: [
                                    Parameter("supported", type: "Bool"), Parameter("version", type: "String"),
                                    Parameter("constraints", type: .optional(.dictionary("String", "JSONValue"))),
                                    Parameter("permissionState", type: .optional(.named(GeneratedNames.permissionState))),
                                    Parameter(
                                        "permissions",
                                        type: .optional(.dictionary("String", .named(GeneratedNames.permissionState)))),
                                ],
                                returnType: .named(infoName),
                                body: [.expression(.name(infoName).call(arguments))]))
                    ]))
        ]
    }

    private func translateProtocolVersion() -> EnumDeclaration {
        EnumDeclaration(
            docComment: DocComment.make(
                "The protocol version this code was generated for.", fallback: "",
                source: "protocol.version"),
            name: GeneratedNames.protocolVersion,
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: "\"major.minor\", as envelopes carry it.", isStatic: true, name: "current",
                        type: "String", value: .stored(.let, initialValue: .string(spec.version.description)))),
                .property(
                    PropertyDeclaration(
                        docComment: "The major version: peers with another major version are refused.", isStatic: true,
                        name: "major", type: "Int", value: .stored(.let, initialValue: .integer(spec.version.major)))),
                .property(
                    PropertyDeclaration(
                        docComment: "The minor version.", isStatic: true,
                        name: "minor", type: "Int", value: .stored(.let, initialValue: .integer(spec.version.minor)))),
            ])
    }

    /// Fails to compile when the runtime no longer offers the API this code was generated for.
    func translateRuntimeCheck() -> StructDeclaration {
        StructDeclaration(
            docComment:
                "Refers to the runtime API version this code was generated for: if the runtime drops it, this stops compiling, naming the mismatch.",
            access: .fixed(.private), name: GeneratedNames.runtimeCheck, conformances: [.named(RuntimeNames.versionCheck)],
            members: [
                .typealias(
                    TypeAliasDeclaration(
                        docComment: "The runtime API version marker.", access: .implicit, name: "Version",
                        existingType: .named(RuntimeNames.apiVersionMarker)))
            ])
    }
}
