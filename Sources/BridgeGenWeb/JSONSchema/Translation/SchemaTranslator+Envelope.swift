import BridgeSpec

/// The envelope: the shape every message shares, with the spec's documentation.
extension SchemaTranslator {
    /// `Envelope`, `MessageType`, `ProtocolVersion`, `Payload` and `ErrorPayload`.
    var envelopeDefinitions: [(key: String, value: SchemaValue)] {
        let envelope = spec.envelope
        return [
            (
                Names.envelope,
                .members([
                    "description": .text(envelope.message.description),
                    "type": "object",
                    "required": .array(EnvelopeSpec.messageFields.map(SchemaValue.string)),
                    "properties": .members([
                        "version": described(.ref(Names.protocolVersion), envelope.message.description(of: "version")),
                        "correlationId": described(["type": "string"], envelope.message.description(of: "correlationId")),
                        "type": described(.ref(Names.messageType), envelope.message.description(of: "type")),
                        "timestamp": described(["type": "integer", "minimum": 0], envelope.message.description(of: "timestamp")),
                        "payload": described(.ref(Names.payload), envelope.message.description(of: "payload")),
                    ]),
                ])
            ),
            (
                Names.messageType,
                .members([
                    "description": "The kind of message. Closed: receivers route on it and reject any other value.",
                    "enum": .array(spec.messageTypes.map { .string($0.name) }),
                ])
            ),
            (
                Names.protocolVersion,
                .members([
                    "description": "A protocol version, \"major.minor\".",
                    "type": "string",
                    "pattern": "^[0-9]+\\.[0-9]+$",
                ])
            ),
            (
                Names.payload,
                .members([
                    "description": .text(envelope.payload.description),
                    "type": "object",
                    "required": ["action"],
                    "properties": .members([
                        "action": described(["type": "string"], envelope.payload.description(of: "action")),
                        "data": described(["type": "object"], envelope.payload.description(of: "data")),
                        "status": described(
                            .ref(SectionEnumType.responseStatus.rawValue), envelope.payload.description(of: "status")),
                        "error": described(.ref(Names.error), envelope.payload.description(of: "error")),
                    ]),
                ])
            ),
            (
                Names.error,
                .members([
                    "description": .text(envelope.error.description),
                    "type": "object",
                    "required": .array(EnvelopeSpec.errorFields.map(SchemaValue.string)),
                    "properties": .members([
                        "code": described(.ref(SectionEnumType.errorCode.rawValue), envelope.error.description(of: "code")),
                        "message": described(["type": "string"], envelope.error.description(of: "message")),
                        "recoverable": described(["type": "boolean"], envelope.error.description(of: "recoverable")),
                    ]),
                ])
            ),
        ]
    }

    /// `schema` with a `description` added in front, when there is one.
    func described(_ schema: SchemaValue, _ description: String?) -> SchemaValue {
        guard let text = SchemaValue.text(description), case .object(let members) = schema else { return schema }
        return .object([(key: "description", value: text)] + members)
    }
}
