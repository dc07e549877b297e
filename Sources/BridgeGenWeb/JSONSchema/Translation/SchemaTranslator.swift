import BridgeSpec

/// Translates a validated spec into one JSON Schema (draft 2020-12) of every message.
///
/// Every named thing is a `$defs` entry, addressable as `#/$defs/<Name>`: the envelope and its parts,
/// a schema per message kind, the open value sets, and every type of the spec. The root accepts any
/// message. Objects stay open (no `additionalProperties: false`): a newer minor version may add
/// fields, and an older peer must still accept its messages.
struct SchemaTranslator {
    /// The spec being translated.
    let spec: ProtocolSpec
    /// The enum types the page may send only as their known values (``TypeFlow/closedEnums(of:)``):
    /// closed sets here, as in the client's types and on the host.
    let closedEnums: Set<String>

    init(spec: ProtocolSpec) {
        self.spec = spec
        self.closedEnums = TypeFlow.closedEnums(of: spec)
    }

    /// The file name of a protocol's schema, by which an extension's schema refers to its base's.
    static let baseDocument = "bridge.schema.json"

    /// The whole schema; `comment` is the generated-file notice.
    func translate(comment: String) -> SchemaValue {
        document(
            title: "\(spec.name) \(spec.version) message", description: spec.description, definitions: definitions,
            comment: comment)
    }

    /// A schema document whose root accepts any message (its `Message` definition).
    func document(
        title: String, description: String?, definitions: [(key: String, value: SchemaValue)], comment: String
    ) -> SchemaValue {
        .members([
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$comment": .string(comment),
            "title": .string(title),
            "description": .text(description),
            "$ref": .string("#/$defs/\(Names.message)"),
            "$defs": .object(definitions),
        ])
    }

    /// Every definition, in reading order: the schema's own, then the spec's types.
    private var definitions: [(key: String, value: SchemaValue)] {
        ownDefinitions + blobReferenceDefinitions + spec.types.map { (key: $0.name, value: typeSchema($0)) }
    }

    /// The definitions that are not the spec's types: messages, directions, envelope parts, value
    /// sets. A spec type may not take one of their names.
    var ownDefinitions: [(key: String, value: SchemaValue)] {
        messageDefinitions + directionDefinitions + envelopeDefinitions + valueSetDefinitions
    }

    /// The names of the definitions that are not the spec's own types.
    enum Names {
        static let message = "Message"
        static let envelope = "Envelope"
        static let messageType = "MessageType"
        static let protocolVersion = "ProtocolVersion"
        static let payload = "Payload"
        static let error = "ErrorPayload"
        static let requestMessage = "RequestMessage"
        static let responseMessage = "ResponseMessage"
        static let eventMessage = "EventMessage"
        static let requestPayload = "RequestPayload"
        static let responsePayload = "ResponsePayload"
        static let eventPayload = "EventPayload"
        static let emptyEventData = "EmptyEventData"
        static let nativeToWeb = "NativeToWebMessage"
        static let webToNative = "WebToNativeMessage"
        static let nativeToWebEvent = "NativeToWebEventMessage"
        static let webToNativeEvent = "WebToNativeEventMessage"
        static let capabilityID = "BridgeCapabilityID"
    }
}
