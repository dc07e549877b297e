import BridgeSpec

/// A schema per message kind, each checking `payload.data` against the action's or event's type.
extension SchemaTranslator {
    /// `Message` (any of the kinds), the message schemas (three, and `update` and `cancel` where the
    /// spec has them), their payloads and `EmptyEventData`.
    var messageDefinitions: [(key: String, value: SchemaValue)] {
        let kinds = spec.messageTypes.map { SchemaValue.ref(Self.messageName(kind: $0.name)) }
        let any: SchemaValue = .members(["description": "Any message, in either direction.", "oneOf": .array(kinds)])
        return [(Names.message, any)] + [
            (Names.requestMessage, message(kind: "request", payload: Names.requestPayload)),
            (Names.responseMessage, message(kind: "response", payload: Names.responsePayload)),
            (Names.eventMessage, message(kind: "event", payload: Names.eventPayload)),
            (
                Names.requestPayload,
                payload(
                    "A request's payload: its `data` is the action's request type.", required: nil,
                    conditions: requestConditions(spec.actions))
            ),
            (
                Names.responsePayload,
                payload(
                    "A response's payload: its `status`, the action's result type in `data` on success, and an `error` "
                        + "when the status is error.",
                    required: ["action", "status"],
                    conditions: errorCondition + resultConditions(spec.actions))
            ),
            (
                Names.eventPayload,
                payload(
                    "An event's payload: its `data` is the event's type.", required: nil,
                    conditions: eventConditions(spec.events))
            ),
            (
                Names.emptyEventData,
                SchemaValue.members([
                    "description": "The data of an event that carries none: `{}` on the wire.", "type": "object",
                ])
            ),
        ] + updateDefinitions
    }

    /// `update` (a progress value or stream item of an open request: `data` is the action's progress or
    /// item type) and `cancel` (only the action), for a spec that has them.
    private var updateDefinitions: [(key: String, value: SchemaValue)] {
        guard spec.hasUpdates else { return [] }
        let updating = spec.actions.compactMap { action in
            action.update.map { condition(["action": .string(action.id)], then: typeRef($0), description: action.description) }
        }
        return [
            (Names.updateMessage, message(kind: "update", payload: Names.updatePayload)),
            (Names.cancelMessage, message(kind: "cancel", payload: Names.cancelPayload)),
            (
                Names.updatePayload,
                payload(
                    "An update's payload: its `data` is the action's progress or stream item type.",
                    required: ["action", "data"],
                    conditions: updating)
            ),
            (
                Names.cancelPayload,
                .members([
                    "description": "A cancel's payload: the action of the open request it ends, and nothing else.",
                    "$ref": .string("#/$defs/\(Names.payload)"),
                    "propertyNames": ["const": "action"],
                ])
            ),
        ]
    }

    /// A message of one kind: the envelope with its `type` fixed and its payload's schema.
    private func message(kind: String, payload: String) -> SchemaValue {
        .members([
            "description": .text(spec.messageTypes.first { $0.name == kind }?.description),
            "$ref": .string("#/$defs/\(Names.envelope)"),
            "properties": ["type": ["const": .string(kind)], "payload": .ref(payload)],
        ])
    }

    /// A payload schema: the common payload plus one condition per action or event.
    private func payload(_ description: String, required: [SchemaValue]?, conditions: [SchemaValue]) -> SchemaValue {
        .members([
            "description": .string(description),
            "$ref": .string("#/$defs/\(Names.payload)"),
            "required": required.map(SchemaValue.array),
            "allOf": conditions.isEmpty ? nil : .array(conditions),
        ])
    }

    /// A request payload's conditions: the `data` of each of `actions` is its request type.
    func requestConditions(_ actions: [ActionSpec]) -> [SchemaValue] {
        actions.map { action in
            condition(["action": .string(action.id)], then: typeRef(action.request), description: action.description)
        }
    }

    /// A response payload's conditions: the `data` of a success of each of `actions` is its result type.
    func resultConditions(_ actions: [ActionSpec]) -> [SchemaValue] {
        actions.compactMap { action in
            successStatus.map { success in
                condition(
                    ["action": .string(action.id), "status": .string(success)], then: typeRef(action.result),
                    description: action.description, requiresData: true)
            }
        }
    }

    /// An event payload's conditions: the `data` of each of `events` is its type, or `emptyData`
    /// for an event without one.
    func eventConditions(_ events: [EventSpec], emptyData: SchemaValue = .ref(Names.emptyEventData)) -> [SchemaValue] {
        events.map { event in
            condition(["action": .string(event.name)], then: event.data.map(typeRef) ?? emptyData, description: event.description)
        }
    }

    /// "When these payload fields have these values, `data` matches `dataSchema`."
    private func condition(
        _ values: KeyValuePairs<String, SchemaValue>, then dataSchema: SchemaValue, description: String?,
        requiresData: Bool = false
    ) -> SchemaValue {
        let properties = SchemaValue.object(values.map { (key: $0.key, value: ["const": $0.value]) })
        return [
            "if": ["required": .array(values.map { .string($0.key) }), "properties": properties],
            "then": .members([
                "description": .text(description),
                "required": requiresData ? ["data"] : nil,
                "properties": ["data": dataSchema],
            ]),
        ]
    }

    /// The status of a successful response, when the spec declares it.
    private var successStatus: String? { spec.statuses.first { $0.value == "success" }?.value }

    /// "A response whose status is `error` carries an `error`", when the spec declares that status.
    private var errorCondition: [SchemaValue] {
        guard spec.statuses.contains(where: { $0.value == "error" }) else { return [] }
        return [["if": ["required": ["status"], "properties": ["status": ["const": "error"]]], "then": ["required": ["error"]]]]
    }
}
