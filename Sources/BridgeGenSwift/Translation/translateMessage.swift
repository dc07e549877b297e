import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// `BridgeMessage`: the envelope's fields, kept in one copy-on-write box.
    ///
    /// Messages are copied into `receivedMessages`, handlers and delegate calls, and the capped history
    /// shifts every message by one as each new one arrives: an inline value of about 130 bytes would
    /// make that shift costly. Boxed, a message is one reference, copies are a retain, and a change
    /// copies the box only when it is shared (the way swift-protobuf stores large messages).
    ///
    /// The fields' accessors are inlinable, over a box usable from inlinable code, so that reading
    /// `message.payload` compiles to a read of the box rather than a call into this module that
    /// copies the whole payload.
    func translateMessage() -> StructDeclaration {
        let part = spec.envelope.message
        let fields: [(String, SwiftType)] = [
            ("version", "String"), ("correlationId", "String"), ("type", .named(GeneratedNames.messageType)),
            ("timestamp", "Int"), ("payload", .named(GeneratedNames.payload)),
        ]
        let names = fields.map(\.0)
        let raw = SwiftExpression.name("raw")
        let storage = SwiftExpression.name("_storage")
        let rawValue = { (value: SwiftExpression) in value.dot("rawValue") }
        return StructDeclaration(
            docComment: DocComment.make(
                part.description, fallback: "A message between the page and the host.",
                source: "envelope"),
            name: GeneratedNames.message, conformances: [.named(RuntimeNames.messageProtocol), "Hashable"],
            members: [translateMessageStorage(fields), translateStorageProperty()]
                + fields.map { name, type in messageField(part, name, type: type) } + [
                    .property(
                        PropertyDeclaration(
                            docComment: "The correlation ID, which identifies the message.", name: "id", type: "String",
                            value: .computed([.expression(.name("correlationId"))]))),
                    .initializer(
                        InitializerDeclaration(
                            docComment: "Creates a message; `version` defaults to the protocol version this code speaks.",
                            parameters: [
                                Parameter(
                                    "version", type: "String", defaultValue: .name(GeneratedNames.protocolVersion).dot("current")),
                                Parameter("correlationId", type: "String"),
                                Parameter("type", type: .named(GeneratedNames.messageType)),
                                Parameter("timestamp", type: "Int"),
                                Parameter("payload", type: .named(GeneratedNames.payload)),
                            ],
                            // As written by hand, on one line, like the two grouped calls below: layouts the output keeps.
                            body: [.assignment(storage, .name("_Storage").call(lines: [names.map(SwiftArgument.passing)]))])),
                    .initializer(
                        InitializerDeclaration(
                            docComment: "Gives a message in wire terms its types.",
                            attributes: [.generatedSPI], parameters: [Parameter("raw", type: .named(RuntimeNames.rawMessage))],
                            body: [
                                .expression(
                                    .selfValue.dotInit.call(
                                        .passing("raw"), SwiftArgument("decodedData", .name(RuntimeNames.decodedData).call())))
                            ])),
                    .initializer(
                        InitializerDeclaration(
                            docComment:
                                "Gives a message in wire terms its types, keeping the typed value the host decoded its data into for `payload.decodeData(as:)`.",
                            attributes: [.generatedSPI],
                            parameters: [
                                Parameter("raw", type: .borrowing(.named(RuntimeNames.rawMessage))),
                                Parameter("decodedData", type: .named(RuntimeNames.decodedData)),
                            ],
                            // The payload is made where the box takes it: made first and set field by field,
                            // it would be copied into the box and the original released, every field twice.
                            body: [
                                .assignment(
                                    storage,
                                    .name("_Storage").call(lines: [
                                        [
                                            SwiftArgument("version", raw.dot("version")),
                                            SwiftArgument("correlationId", raw.dot("correlationId")),
                                        ],
                                        [
                                            SwiftArgument(
                                                "type",
                                                .name(GeneratedNames.messageType).call(SwiftArgument("rawValue", raw.dot("type")))
                                            ),
                                            SwiftArgument("timestamp", raw.dot("timestamp")),
                                        ],
                                        [
                                            SwiftArgument(
                                                "payload",
                                                .name(GeneratedNames.payload).call(lines: [
                                                    [
                                                        SwiftArgument(
                                                            "action",
                                                            .name(GeneratedNames.action).call(
                                                                SwiftArgument("rawValue", raw.dot("action")))),
                                                        SwiftArgument("lazyData", raw.dot("lazyData")), .passing("decodedData"),
                                                    ],
                                                    [
                                                        SwiftArgument(
                                                            "status",
                                                            raw.dot("status").dot("map").call(
                                                                SwiftArgument(
                                                                    .functionReference(
                                                                        .name(GeneratedNames.status), name: "init",
                                                                        labels: ["rawValue"]))))
                                                    ],
                                                    [
                                                        SwiftArgument(
                                                            "error",
                                                            raw.dot("error").dot("map").call(
                                                                SwiftArgument(
                                                                    .functionReference(
                                                                        .name(GeneratedNames.errorPayload), name: "init",
                                                                        labels: ["raw"]))))
                                                    ],
                                                ]))
                                        ],
                                    ]))
                            ])),
                    .function(
                        FunctionDeclaration(
                            docComment: "Decodes `payload.data` as a typed value, as `payload.decodeData(as:)` does.",
                            attributes: [.inlinable], name: "decodeData",
                            genericParameters: [
                                GenericParameter("Value", constraint: .composition([.named(RuntimeNames.decodable), "Sendable"]))
                            ],
                            parameters: [Parameter(label: "as", "type", type: .member("Value", "Type"))],
                            throwsClause: .typed("BridgeDecodingError"), returnType: "Value",
                            body: [.expression(.try(.name("payload").dot("decodeData").call(SwiftArgument("as", .name("type")))))]
                        )),
                    .property(
                        PropertyDeclaration(
                            docComment: "The message in wire terms.", attributes: [.generatedSPI], name: "raw",
                            type: .named(RuntimeNames.rawMessage),
                            value: .computed([
                                .expression(
                                    .name(RuntimeNames.rawMessage).call(lines: [
                                        [
                                            .passing("version"), .passing("correlationId"),
                                            SwiftArgument("type", rawValue(.name("type"))), .passing("timestamp"),
                                        ],
                                        [
                                            SwiftArgument("action", rawValue(.name("payload").dot("action"))),
                                            SwiftArgument("lazyData", .name("payload").dot("lazyData")),
                                            SwiftArgument("status", rawValue(.name("payload").dot("status").optional)),
                                        ],
                                        [SwiftArgument("error", .name("payload").dot("error").optional.dot("rawError"))],
                                    ]))
                            ]))),
                    .function(
                        FunctionDeclaration(
                            docComment: "Messages are equal when their fields are.", isStatic: true, name: "==",
                            parameters: [
                                Parameter("lhs", type: .named(GeneratedNames.message)),
                                Parameter("rhs", type: .named(GeneratedNames.message)),
                            ],
                            returnType: "Bool",
                            body: [
                                .expression(
                                    .binary(
                                        .binary(.name("lhs").dot("_storage"), .identical, .name("rhs").dot("_storage")), .or,
                                        .parenthesized(
                                            names.dropFirst().reduce(
                                                .binary(.name("lhs").dot(names[0]), .equal, .name("rhs").dot(names[0]))
                                            ) { chain, name in
                                                .binary(
                                                    chain, .and, .binary(.name("lhs").dot(name), .equal, .name("rhs").dot(name)))
                                            })))
                            ])),
                    .function(
                        FunctionDeclaration(
                            docComment: "Hashes the fields.", name: "hash",
                            parameters: [Parameter(label: "into", "hasher", type: .inout("Hasher"))],
                            body: names.map { .expression(.name("hasher").dot("combine").call(SwiftArgument(.name($0)))) })),
                    .function(
                        FunctionDeclaration(
                            docComment: "The box, copied first if another message shares it.", attributes: [.usableFromInline],
                            access: .implicit, isMutating: true, name: "_uniqueStorage", returnType: "_Storage",
                            body: [
                                .if(
                                    [
                                        .expression(
                                            .prefix(
                                                .not,
                                                .name("isKnownUniquelyReferenced").call(SwiftArgument(.prefix(.inout, storage)))))
                                    ],
                                    then: [
                                        .assignment(
                                            storage, .name("_Storage").call(names.map { SwiftArgument($0, storage.dot($0)) }))
                                    ], else: nil),
                                .return(storage),
                            ])),
                ])
    }

    /// The box. `@unchecked Sendable` because it is mutable: it is only changed through
    /// `_uniqueStorage()`, when no other message can see it, so a message stays a value. For the
    /// same reason no two accesses to a field can overlap, and the fields skip the run-time check.
    private func translateMessageStorage(_ fields: [(String, SwiftType)]) -> Declaration {
        .class(
            ClassDeclaration(
                docComment: "The fields, shared by copies of a message until one of them changes.",
                attributes: [.usableFromInline], access: .implicit, isFinal: true, name: "_Storage",
                conformances: [.attributed("unchecked", "Sendable")],
                members: fields.map { name, type in
                    .property(
                        PropertyDeclaration(
                            attributes: [.usableFromInline, .exclusivityUnchecked], access: .implicit, name: name, type: type,
                            value: .stored(.var)))
                } + [
                    .initializer(
                        InitializerDeclaration(
                            attributes: [.usableFromInline], access: .implicit,
                            parameters: fields.map { Parameter($0.0, type: $0.1) },
                            body: fields.map { .setSelf($0.0, .name($0.0)) }))
                ]))
    }

    private func translateStorageProperty() -> Declaration {
        .property(
            PropertyDeclaration(
                docComment: "Where the fields are.", attributes: [.usableFromInline], access: .implicit, name: "_storage",
                type: "_Storage",
                value: .stored(.var)))
    }

    /// A field of the envelope, read from the box and written to an unshared one.
    private func messageField(_ part: EnvelopePartSpec, _ name: String, type: SwiftType) -> Declaration {
        envelopeField(
            part, "envelope.fields", name, type: type, attributes: [.inlinable],
            value: .accessors(
                get: [.expression(.name("_storage").dot(name))],
                set: [.assignment(.name("_uniqueStorage").call().dot(name), .name("newValue"))]))
    }
}
