import BridgeSpec

/// An extension's schema, which composes with its base's: every message definition the base
/// schema has (`Message`, `NativeToWebMessage`, …) is here too, as the base's definition (by `$ref`
/// to `bridge.schema.json#/$defs/…`, a URI relative to this schema) and this extension's own checks:
/// the data of its actions' requests and results and of its events. One validation against the
/// extension's schema checks both; the base schema must be beside it, or registered under the
/// name `bridge.schema.json`.
///
/// The base schema already accepts every extension message (its actions are any action name, and
/// its objects are open), so composing only ever adds checks.
extension SchemaTranslator {
    /// The extension's schema; `comment` is the generated-file notice.
    func translateExtension(comment: String) -> SchemaValue {
        let own = spec.own
        return document(
            title: "\(spec.name) \(spec.version) message, with the \(own.name) \(own.version) extension",
            description: own.description,
            definitions: extensionDefinitions + blobReferenceDefinitions
                + own.types.map { (key: $0.name, value: typeSchema($0)) },
            comment: comment)
    }

    /// The definitions of an extension's schema that are not its types. A type may not take one of their names.
    var extensionDefinitions: [(key: String, value: SchemaValue)] {
        let own = spec.own
        let actions = own.actions
        let events = own.events
        let payloads: [(key: String, value: SchemaValue)] = [
            (
                ExtensionNames.requestPayload,
                checks(
                    "A request's payload: the data of the extension's actions.", requestConditions(actions))
            ),
            (
                ExtensionNames.responsePayload,
                checks(
                    "A response's payload: the results of the extension's actions.", resultConditions(actions))
            ),
            (
                ExtensionNames.eventPayload,
                checks(
                    "An event's payload: the data of the extension's events.",
                    eventConditions(events, emptyData: .ref(Names.emptyEventData, in: Self.baseDocument)))
            ),
        ]
        let codes = own.errorCodes
        let capabilities = own.capabilities
        return composedMessages(events: events) + [(ExtensionNames.checks, extensionChecks)] + payloads
            + (codes.isEmpty
                ? []
                : [
                    (
                        ExtensionNames.errorCode,
                        openValues(
                            "The extension's error codes, in a response's error. The base's `BridgeErrorCode` admits them as values from a newer peer.",
                            codes.map { ($0.code, $0.description) })
                    )
                ])
            + (capabilities.isEmpty
                ? []
                : [
                    (
                        ExtensionNames.capabilityID,
                        openValues(
                            "The extension's capability IDs, as capability discovery declares them.",
                            capabilities.map { ($0.id, $0.description) })
                    )
                ])
    }

    /// The base's message definitions, each with the extension's checks; a direction also refuses
    /// the extension's events that flow only the other way.
    private func composedMessages(events: [EventSpec]) -> [(key: String, value: SchemaValue)] {
        let kinds = [Names.message, Names.requestMessage, Names.responseMessage, Names.eventMessage].map { name in
            (
                key: name,
                value: composed(name, description: "A message the base schema's `\(name)` accepts, with the extension's checks.")
            )
        }
        return kinds + [
            (
                Names.nativeToWeb,
                composed(
                    Names.nativeToWeb, description: "A message the native host sends to the web page.",
                    refusing: events.filter { !$0.direction.reachesWeb })
            ),
            (
                Names.webToNative,
                composed(
                    Names.webToNative, description: "A message the web page sends to the native host.",
                    refusing: events.filter { !$0.direction.reachesNative })
            ),
        ]
    }

    /// The base's definition `name` and the extension's checks; not an event of `refused`.
    private func composed(_ name: String, description: String, refusing refused: [EventSpec] = []) -> SchemaValue {
        let names = SchemaValue.array(refused.map { .string($0.name) })
        let event: SchemaValue = [
            "required": ["type", "payload"],
            "properties": ["type": ["const": "event"], "payload": ["properties": ["action": ["enum": names]]]],
        ]
        return .members([
            "description": .string(description),
            "allOf": [.ref(name, in: Self.baseDocument), .ref(ExtensionNames.checks)],
            "not": refused.isEmpty ? nil : event,
        ])
    }

    /// `ExtensionChecks`: each message kind's payload checked by the extension's conditions.
    private var extensionChecks: SchemaValue {
        let byKind = [
            ("request", ExtensionNames.requestPayload), ("response", ExtensionNames.responsePayload),
            ("event", ExtensionNames.eventPayload),
        ]
        return [
            "description":
                "The extension's checks of a message: the data of its actions' requests and results, and of its events.",
            "allOf": .array(
                byKind.map { kind, payload in
                    [
                        "if": ["required": ["type"], "properties": ["type": ["const": .string(kind)]]],
                        "then": ["properties": ["payload": .ref(payload)]],
                    ]
                }),
        ]
    }

    /// A payload definition made of `conditions` only: the base checks the payload's shape.
    private func checks(_ description: String, _ conditions: [SchemaValue]) -> SchemaValue {
        .members(["description": .string(description), "allOf": conditions.isEmpty ? nil : .array(conditions)])
    }

    /// The names of an extension schema's definitions besides the base's message kinds.
    enum ExtensionNames {
        static let checks = "ExtensionChecks"
        static let requestPayload = "ExtensionRequestPayload"
        static let responsePayload = "ExtensionResponsePayload"
        static let eventPayload = "ExtensionEventPayload"
        static let errorCode = "ExtensionErrorCode"
        static let capabilityID = "ExtensionCapabilityID"
    }
}
