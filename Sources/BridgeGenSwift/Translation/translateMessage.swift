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
        let fields: [(String, String)] = [
            ("version", "String"), ("correlationId", "String"), ("type", GeneratedNames.messageType),
            ("timestamp", "Int"), ("payload", GeneratedNames.payload),
        ]
        let names = fields.map(\.0)
        return StructDeclaration(
            docComment: DocComment.make(part.description, fallback: "A message between the page and the host.",
                                        source: "envelope"),
            name: GeneratedNames.message, conformances: [RuntimeNames.messageProtocol, "Hashable"],
            members: [translateMessageStorage(fields), translateStorageProperty()]
                + fields.map { name, type in messageField(part, name, type: type) } + [
                .property(PropertyDeclaration(
                    docComment: "The correlation ID, which identifies the message.", name: "id", type: "String",
                    value: .computed([.line("correlationId")]))),
                .initializer(InitializerDeclaration(
                    docComment: "Creates a message; `version` defaults to the protocol version this code speaks.",
                    parameters: [
                        Parameter("version", type: "String", defaultValue: "\(GeneratedNames.protocolVersion).current"),
                        Parameter("correlationId", type: "String"),
                        Parameter("type", type: GeneratedNames.messageType),
                        Parameter("timestamp", type: "Int"),
                        Parameter("payload", type: GeneratedNames.payload),
                    ],
                    body: [.line("_storage = _Storage(" + names.map { "\($0): \($0)" }.joined(separator: ", ") + ")")])),
                .initializer(InitializerDeclaration(
                    docComment: "Gives a message in wire terms its types.",
                    attributes: [.generatedSPI], parameters: [Parameter("raw", type: RuntimeNames.rawMessage)],
                    body: [.line("self.init(raw: raw, decodedData: \(RuntimeNames.decodedData)())")])),
                .initializer(InitializerDeclaration(
                    docComment: "Gives a message in wire terms its types, keeping the typed value the host decoded its data into for `payload.decodeData(as:)`.",
                    attributes: [.generatedSPI], parameters: [Parameter("raw", type: "borrowing \(RuntimeNames.rawMessage)"),
                                 Parameter("decodedData", type: RuntimeNames.decodedData)],
                    // The payload is made where the box takes it: made first and set field by field,
                    // it would be copied into the box and the original released, every field twice.
                    body: [
                        .line("_storage = _Storage("),
                        .line("    version: raw.version, correlationId: raw.correlationId,"),
                        .line("    type: \(GeneratedNames.messageType)(rawValue: raw.type), timestamp: raw.timestamp,"),
                        .line("    payload: \(GeneratedNames.payload)("),
                        .line("        action: \(GeneratedNames.action)(rawValue: raw.action), lazyData: raw.lazyData, decodedData: decodedData,"),
                        .line("        status: raw.status.map(\(GeneratedNames.status).init(rawValue:)),"),
                        .line("        error: raw.error.map(\(GeneratedNames.errorPayload).init(raw:))"),
                        .line("    )"),
                        .line(")"),
                    ])),
                .function(FunctionDeclaration(
                    docComment: "Decodes `payload.data` as a typed value, as `payload.decodeData(as:)` does.",
                    attributes: [.inlinable], name: "decodeData",
                    genericParameters: [GenericParameter("Value", constraint: "\(RuntimeNames.decodable) & Sendable")],
                    parameters: [Parameter(label: "as", "type", type: "Value.Type")],
                    throwsClause: .typed("BridgeDecodingError"), returnType: "Value",
                    body: [.line("try payload.decodeData(as: type)")])),
                .property(PropertyDeclaration(
                    docComment: "The message in wire terms.", attributes: [.generatedSPI], name: "raw", type: RuntimeNames.rawMessage,
                    value: .computed([
                        .line("\(RuntimeNames.rawMessage)("),
                        .line("    version: version, correlationId: correlationId, type: type.rawValue, timestamp: timestamp,"),
                        .line("    action: payload.action.rawValue, lazyData: payload.lazyData, status: payload.status?.rawValue,"),
                        .line("    error: payload.error?.rawError"),
                        .line(")"),
                    ]))),
                .function(FunctionDeclaration(
                    docComment: "Messages are equal when their fields are.", isStatic: true, name: "==",
                    parameters: [Parameter("lhs", type: GeneratedNames.message), Parameter("rhs", type: GeneratedNames.message)],
                    returnType: "Bool",
                    body: [.line("lhs._storage === rhs._storage || (")]
                        + names.enumerated().map { index, name in
                            .line((index == 0 ? "    " : "        && ") + "lhs.\(name) == rhs.\(name)")
                        }
                        + [.line(")")])),
                .function(FunctionDeclaration(
                    docComment: "Hashes the fields.", name: "hash",
                    parameters: [Parameter(label: "into", "hasher", type: "inout Hasher")],
                    body: names.map { .line("hasher.combine(\($0))") })),
                .function(FunctionDeclaration(
                    docComment: "The box, copied first if another message shares it.", attributes: [.usableFromInline],
                    access: .implicit, isMutating: true, name: "_uniqueStorage", returnType: "_Storage",
                    body: [.line("if !isKnownUniquelyReferenced(&_storage) {"), .line("    _storage = _Storage(")]
                        + names.enumerated().map { index, name in
                            .line("        \(name): _storage.\(name)" + (index == names.count - 1 ? "" : ","))
                        }
                        + [.line("    )"), .line("}"), .line("return _storage")])),
            ])
    }

    /// The box. `@unchecked Sendable` because it is mutable: it is only changed through
    /// `_uniqueStorage()`, when no other message can see it, so a message stays a value. For the
    /// same reason no two accesses to a field can overlap, and the fields skip the run-time check.
    private func translateMessageStorage(_ fields: [(String, String)]) -> Declaration {
        .class(ClassDeclaration(
            docComment: "The fields, shared by copies of a message until one of them changes.",
            attributes: [.usableFromInline], access: .implicit, isFinal: true, name: "_Storage",
            conformances: ["@unchecked Sendable"],
            members: fields.map { name, type in
                .property(PropertyDeclaration(
                    attributes: [.usableFromInline, .exclusivityUnchecked], access: .implicit, name: name, type: type,
                    value: .stored(.var)))
            } + [
                .initializer(InitializerDeclaration(
                    attributes: [.usableFromInline], access: .implicit, parameters: fields.map { Parameter($0.0, type: $0.1) },
                    body: fields.map { .line("self.\($0.0) = \($0.0)") })),
            ]))
    }

    private func translateStorageProperty() -> Declaration {
        .property(PropertyDeclaration(
            docComment: "Where the fields are.", attributes: [.usableFromInline], access: .implicit, name: "_storage",
            type: "_Storage",
            value: .stored(.var)))
    }

    /// A field of the envelope, read from the box and written to an unshared one.
    private func messageField(_ part: EnvelopePartSpec, _ name: String, type: String) -> Declaration {
        envelopeField(part, "envelope.fields", name, type: type, attributes: [.inlinable],
                      value: .accessors(get: [.line("_storage.\(name)")], set: [.line("_uniqueStorage().\(name) = newValue")]))
    }
}
