import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The envelope: `BridgeMessage`, `BridgePayload`, `BridgeErrorPayload` and `BridgeMessageType`,
    /// typed views over the runtime's `BridgeRawMessage`, documented from the spec's `envelope` section.
    func translateEnvelope() -> [Declaration] {
        [.struct(translateMessage()), .struct(translatePayload()), .struct(translateErrorPayload())]
            + translateMessageTypes()
    }

    /// A documented field of an envelope part; `value` says how it is stored.
    func envelopeField(
        _ part: EnvelopePartSpec, _ section: String, _ name: String, type: SwiftType,
        attributes: [Attribute] = [], value: PropertyDeclaration.Value = .stored(.var)
    ) -> Declaration {
        .property(
            PropertyDeclaration(
                docComment: DocComment.make(
                    part.description(of: name), fallback: "The `\(name)` field.",
                    source: "\(section).\(name)"),
                attributes: attributes, name: name, type: type, value: value))
    }

    private func translatePayload() -> StructDeclaration {
        let part = spec.envelope.payload
        let fields: [(String, SwiftType)] = [
            ("action", .named(GeneratedNames.action)), ("data", .optional(.dictionary("String", "JSONValue"))),
            ("status", .optional(.named(GeneratedNames.status))), ("error", .optional(.named(GeneratedNames.errorPayload))),
        ]
        return StructDeclaration(
            docComment: DocComment.make(part.description, fallback: "What a message is about.", source: "envelope.payload"),
            name: GeneratedNames.payload, conformances: ["Hashable", "Sendable"],
            members: fields.map { field in
                // Kept as read, perhaps text; changing it forgets the value the host decoded from it.
                field.0 == "data"
                    ? envelopeField(
                        part, "envelope.payload.fields", field.0, type: field.1,
                        value: .accessors(
                            get: [.expression(.name("lazyData").dot("values"))],
                            set: [
                                .assignment(
                                    .name("lazyData"), .name(RuntimeNames.lazyData).call(SwiftArgument(.name("newValue")))),
                                .assignment(.name("decodedData"), .name(RuntimeNames.decodedData).call()),
                            ]))
                    : envelopeField(part, "envelope.payload.fields", field.0, type: field.1)
            } + [
                .property(
                    PropertyDeclaration(
                        docComment:
                            "`data` as it is kept: as the host read it from the page, the text the page sent, parsed each time it is read.",
                        access: .implicit, name: "lazyData", type: .named(RuntimeNames.lazyData),
                        value: .stored(.var))),
                .property(
                    PropertyDeclaration(
                        docComment:
                            "The typed value the host decoded `data` into when it checked the request; invisible to equality.",
                        access: .implicit, name: "decodedData", type: .named(RuntimeNames.decodedData),
                        value: .stored(.var, initialValue: .name(RuntimeNames.decodedData).call()))),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Creates a payload.",
                        parameters: [
                            Parameter("action", type: .named(GeneratedNames.action)),
                            Parameter("data", type: .optional(.dictionary("String", "JSONValue")), defaultValue: .nilValue),
                            Parameter("status", type: .optional(.named(GeneratedNames.status)), defaultValue: .nilValue),
                            Parameter("error", type: .optional(.named(GeneratedNames.errorPayload)), defaultValue: .nilValue),
                        ],
                        body: fields.map { field in
                            field.0 == "data"
                                ? .setSelf("lazyData", .name(RuntimeNames.lazyData).call(SwiftArgument(.name("data"))))
                                : .setSelf(field.0, .name(field.0))
                        })),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Creates a payload from data as the host keeps it, and the value decoded from it.",
                        access: .implicit,
                        parameters: [
                            Parameter("action", type: .named(GeneratedNames.action)),
                            Parameter("lazyData", type: .named(RuntimeNames.lazyData)),
                            Parameter("decodedData", type: .named(RuntimeNames.decodedData)),
                            Parameter("status", type: .optional(.named(GeneratedNames.status))),
                            Parameter("error", type: .optional(.named(GeneratedNames.errorPayload))),
                        ],
                        body: ["action", "lazyData", "decodedData", "status", "error"].map { .setSelf($0, .name($0)) })),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Decodes `data` as a typed value, such as a request's arguments or an event's data. A request's handler gets the value the host decoded when it checked the request, without decoding it again.",
                        name: "decodeData",
                        genericParameters: [GenericParameter("Value", constraint: .named(RuntimeNames.decodable))],
                        parameters: [
                            Parameter(label: "as", "type", type: .member("Value", "Type"), defaultValue: .metatype("Value"))
                        ],
                        throwsClause: .typed("BridgeDecodingError"), returnType: "Value",
                        // Through the type's conformance, compiled for the type: here, generic, the
                        // value kept for it would be found through a run-time type lookup.
                        body: [
                            .expression(
                                .try(
                                    .name("Value").dot("decode").call(
                                        SwiftArgument("payload", .name("lazyData")),
                                        SwiftArgument("keeping", .name("decodedData")))))
                        ])),
            ])
    }

    private func translateErrorPayload() -> StructDeclaration {
        let part = spec.envelope.error
        let fields: [(String, SwiftType)] = [
            ("code", .named(GeneratedNames.errorCode)), ("message", "String"), ("recoverable", "Bool"),
        ]
        return StructDeclaration(
            docComment: DocComment.make(part.description, fallback: "What went wrong.", source: "envelope.error"),
            name: GeneratedNames.errorPayload, conformances: [.named(RuntimeNames.errorPayload), "Hashable"],
            members: fields.map { envelopeField(part, "envelope.error.fields", $0.0, type: $0.1) } + [
                .initializer(
                    InitializerDeclaration(
                        docComment: "Creates an error payload.",
                        parameters: fields.map { Parameter($0.0, type: $0.1) },
                        body: fields.map { .setSelf($0.0, .name($0.0)) })),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Creates an error payload that is recoverable when the code is by default.",
                        parameters: [
                            Parameter("code", type: .named(GeneratedNames.errorCode)), Parameter("message", type: "String"),
                        ],
                        body: [
                            .expression(
                                .selfValue.dotInit.call(
                                    .passing("code"), .passing("message"),
                                    SwiftArgument("recoverable", .name("code").dot("defaultRecoverable"))))
                        ])),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Gives an error payload in wire terms its types.",
                        attributes: [.generatedSPI], parameters: [Parameter("raw", type: .named(RuntimeNames.rawError))],
                        body: [
                            .expression(
                                .selfValue.dotInit.call(
                                    SwiftArgument(
                                        "code",
                                        .name(GeneratedNames.errorCode).call(SwiftArgument("rawValue", .name("raw").dot("code")))),
                                    SwiftArgument("message", .name("raw").dot("message")),
                                    SwiftArgument("recoverable", .name("raw").dot("recoverable"))))
                        ])),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Creates an error payload from wire values.",
                        attributes: [.generatedSPI],
                        parameters: [
                            Parameter("codeValue", type: "String"), Parameter("message", type: "String"),
                            Parameter("recoverable", type: "Bool"),
                        ],
                        body: [
                            .expression(
                                .selfValue.dotInit.call(
                                    SwiftArgument(
                                        "code",
                                        .name(GeneratedNames.errorCode).call(SwiftArgument("rawValue", .name("codeValue")))),
                                    .passing("message"), .passing("recoverable")))
                        ])),
                .property(
                    PropertyDeclaration(
                        docComment: "The error code on the wire.", attributes: [.generatedSPI], name: "codeValue", type: "String",
                        value: .computed([.expression(.name("code").dot("rawValue"))]))),
            ])
    }

    private func translateMessageTypes() -> [Declaration] {
        translateOpenValue(
            name: GeneratedNames.messageType,
            doc: DocComment.make(
                spec.envelope.message.description(of: "type"), fallback: "A message's type.",
                source: "messageTypes"),
            constants: spec.messageTypes.map { type in
                OpenValueConstant(
                    swiftName: type.name, value: type.name,
                    doc: DocComment.make(
                        type.description, fallback: "A `\(type.name)`.",
                        details: ["Sent \(Self.directionPhrase(type.direction))."], source: "messageTypes.\(type.name)"))
            },
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: "The kind of message the runtime routes this as; nil for a type from a newer peer.",
                        name: "kind", type: .optional("BridgeMessageKind"),
                        value: .computed([
                            .expression(.name("BridgeMessageKind").call(SwiftArgument("rawValue", .name("rawValue"))))
                        ])))
            ])
    }
}
