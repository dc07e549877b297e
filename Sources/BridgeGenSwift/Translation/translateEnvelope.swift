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
    func envelopeField(_ part: EnvelopePartSpec, _ section: String, _ name: String, type: String,
                       attributes: [Attribute] = [], value: PropertyDeclaration.Value = .stored(.var)) -> Declaration {
        .property(PropertyDeclaration(
            docComment: DocComment.make(part.description(of: name), fallback: "The `\(name)` field.",
                                        source: "\(section).\(name)"),
            attributes: attributes, name: name, type: type, value: value))
    }

    private func translatePayload() -> StructDeclaration {
        let part = spec.envelope.payload
        let fields: [(String, String)] = [
            ("action", GeneratedNames.action), ("data", "[String: JSONValue]?"),
            ("status", "\(GeneratedNames.status)?"), ("error", "\(GeneratedNames.errorPayload)?"),
        ]
        return StructDeclaration(
            docComment: DocComment.make(part.description, fallback: "What a message is about.", source: "envelope.payload"),
            name: GeneratedNames.payload, conformances: ["Hashable", "Sendable"],
            members: fields.map { field in
                // Kept as read, perhaps text; changing it forgets the value the host decoded from it.
                field.0 == "data"
                    ? envelopeField(part, "envelope.payload.fields", field.0, type: field.1, value: .accessors(
                        get: [.line("lazyData.values")],
                        set: [.line("lazyData = \(RuntimeNames.lazyData)(newValue)"),
                              .line("decodedData = \(RuntimeNames.decodedData)()")]))
                    : envelopeField(part, "envelope.payload.fields", field.0, type: field.1)
            } + [
                .property(PropertyDeclaration(
                    docComment: "`data` as it is kept: as the host read it from the page, the text the page sent, parsed each time it is read.",
                    access: .implicit, name: "lazyData", type: RuntimeNames.lazyData,
                    value: .stored(.var))),
                .property(PropertyDeclaration(
                    docComment: "The typed value the host decoded `data` into when it checked the request; invisible to equality.",
                    access: .implicit, name: "decodedData", type: RuntimeNames.decodedData,
                    value: .stored(.var, initialValue: "\(RuntimeNames.decodedData)()"))),
                .initializer(InitializerDeclaration(
                    docComment: "Creates a payload.",
                    parameters: [
                        Parameter("action", type: GeneratedNames.action),
                        Parameter("data", type: "[String: JSONValue]?", defaultValue: "nil"),
                        Parameter("status", type: "\(GeneratedNames.status)?", defaultValue: "nil"),
                        Parameter("error", type: "\(GeneratedNames.errorPayload)?", defaultValue: "nil"),
                    ],
                    body: fields.map { field in
                        field.0 == "data" ? .line("self.lazyData = \(RuntimeNames.lazyData)(data)") : .line("self.\(field.0) = \(field.0)")
                    })),
                .initializer(InitializerDeclaration(
                    docComment: "Creates a payload from data as the host keeps it, and the value decoded from it.",
                    access: .implicit,
                    parameters: [
                        Parameter("action", type: GeneratedNames.action),
                        Parameter("lazyData", type: RuntimeNames.lazyData),
                        Parameter("decodedData", type: RuntimeNames.decodedData),
                        Parameter("status", type: "\(GeneratedNames.status)?"),
                        Parameter("error", type: "\(GeneratedNames.errorPayload)?"),
                    ],
                    body: ["action", "lazyData", "decodedData", "status", "error"].map { .line("self.\($0) = \($0)") })),
                .function(FunctionDeclaration(
                    docComment: "Decodes `data` as a typed value, such as a request's arguments or an event's data. A request's handler gets the value the host decoded when it checked the request, without decoding it again.",
                    name: "decodeData", genericParameters: [GenericParameter("Value", constraint: RuntimeNames.decodable)],
                    parameters: [Parameter(label: "as", "type", type: "Value.Type", defaultValue: "Value.self")],
                    throwsClause: .typed("BridgeDecodingError"), returnType: "Value",
                    // Through the type's conformance, compiled for the type: here, generic, the
                    // value kept for it would be found through a run-time type lookup.
                    body: [.line("try Value.decode(payload: lazyData, keeping: decodedData)")])),
            ])
    }

    private func translateErrorPayload() -> StructDeclaration {
        let part = spec.envelope.error
        let fields: [(String, String)] = [("code", GeneratedNames.errorCode), ("message", "String"), ("recoverable", "Bool")]
        return StructDeclaration(
            docComment: DocComment.make(part.description, fallback: "What went wrong.", source: "envelope.error"),
            name: GeneratedNames.errorPayload, conformances: [RuntimeNames.errorPayload, "Hashable"],
            members: fields.map { envelopeField(part, "envelope.error.fields", $0.0, type: $0.1) } + [
                .initializer(InitializerDeclaration(
                    docComment: "Creates an error payload.",
                    parameters: fields.map { Parameter($0.0, type: $0.1) },
                    body: fields.map { .line("self.\($0.0) = \($0.0)") })),
                .initializer(InitializerDeclaration(
                    docComment: "Creates an error payload that is recoverable when the code is by default.",
                    parameters: [Parameter("code", type: GeneratedNames.errorCode), Parameter("message", type: "String")],
                    body: [.line("self.init(code: code, message: message, recoverable: code.defaultRecoverable)")])),
                .initializer(InitializerDeclaration(
                    docComment: "Gives an error payload in wire terms its types.",
                    attributes: [.generatedSPI], parameters: [Parameter("raw", type: RuntimeNames.rawError)],
                    body: [.line("self.init(code: \(GeneratedNames.errorCode)(rawValue: raw.code), message: raw.message, recoverable: raw.recoverable)")])),
                .initializer(InitializerDeclaration(
                    docComment: "Creates an error payload from wire values.",
                    attributes: [.generatedSPI], parameters: [Parameter("codeValue", type: "String"), Parameter("message", type: "String"),
                                 Parameter("recoverable", type: "Bool")],
                    body: [.line("self.init(code: \(GeneratedNames.errorCode)(rawValue: codeValue), message: message, recoverable: recoverable)")])),
                .property(PropertyDeclaration(
                    docComment: "The error code on the wire.", attributes: [.generatedSPI], name: "codeValue", type: "String",
                    value: .computed([.line("code.rawValue")]))),
            ])
    }

    private func translateMessageTypes() -> [Declaration] {
        translateOpenValue(
            name: GeneratedNames.messageType,
            doc: DocComment.make(spec.envelope.message.description(of: "type"), fallback: "A message's type.",
                                 source: "messageTypes"),
            constants: spec.messageTypes.map { type in
                OpenValueConstant(swiftName: type.name, value: type.name, doc: DocComment.make(
                    type.description, fallback: "A `\(type.name)`.",
                    details: ["Sent \(Self.directionPhrase(type.direction))."], source: "messageTypes.\(type.name)"))
            },
            members: [.property(PropertyDeclaration(
                docComment: "The kind of message the runtime routes this as; nil for a type from a newer peer.",
                name: "kind", type: "BridgeMessageKind?", value: .computed([.line("BridgeMessageKind(rawValue: rawValue)")])))])
    }
}
