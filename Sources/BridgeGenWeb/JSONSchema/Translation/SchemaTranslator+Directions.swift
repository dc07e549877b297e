import BridgeSpec

/// A schema per direction: what a host may send to a page, and what a page may send to a host.
///
/// Requests only go to the host and responses only to the page; events go the way the spec says.
/// Validating one side's output against its direction catches, say, a host emitting an event that
/// only pages send.
extension SchemaTranslator {
    /// `NativeToWebMessage` and `WebToNativeMessage`, with the event schemas they need.
    var directionDefinitions: [(key: String, value: SchemaValue)] {
        direction(
            Names.nativeToWeb, reaching: \.reachesWeb, events: Names.nativeToWebEvent,
            description: "A message the native host sends to the web page.")
            + direction(
                Names.webToNative, reaching: \.reachesNative, events: Names.webToNativeEvent,
                description: "A message the web page sends to the native host.")
    }

    /// The message kinds flowing one way, with events that flow only the other way excluded.
    private func direction(
        _ name: String, reaching: KeyPath<Direction, Bool>, events eventName: String, description: String
    ) -> [(key: String, value: SchemaValue)] {
        let excluded = spec.events.filter { !$0.direction[keyPath: reaching] }.map { SchemaValue.string($0.name) }
        let kinds: [SchemaValue] = spec.messageTypes.filter { $0.direction[keyPath: reaching] }.map { kind in
            kind.name == "event" && !excluded.isEmpty ? .ref(eventName) : .ref(Self.messageName(kind: kind.name))
        }
        var definitions: [(key: String, value: SchemaValue)] = [
            (name, ["description": .string(description), "oneOf": .array(kinds)])
        ]
        if !excluded.isEmpty {
            definitions.append(
                (
                    eventName,
                    [
                        "description": "An event flowing this way: any event but those the spec sends only the other way.",
                        "$ref": .string("#/$defs/\(Names.eventMessage)"),
                        "not": ["properties": ["payload": ["properties": ["action": ["enum": .array(excluded)]]]]],
                    ]
                ))
        }
        return definitions
    }

    /// The definition of the messages of type `kind`.
    static func messageName(kind: String) -> String {
        switch kind {
        case "request": Names.requestMessage
        case "response": Names.responseMessage
        case "update": Names.updateMessage
        case "cancel": Names.cancelMessage
        default: Names.eventMessage
        }
    }
}
