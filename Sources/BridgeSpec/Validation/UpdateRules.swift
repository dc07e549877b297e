/// Updates and cancellation: the `update` and `cancel` message types, the actions that send updates
/// (`progress`, `stream`), and the negotiation in which the two sides agree on them.
///
/// - `update` and `cancel` are declared both or neither: a page that can receive updates must be able
///   to end what sends them, and a host that honours `cancel` is the one that streams.
/// - An action has `progress` or `stream`, not both, and needs both message types; the negotiation
///   action, which the host answers itself at once, has neither.
/// - The negotiation request and result carry `messageTypes: array<string>`, optional, in which the
///   page lists the extra types it speaks and the host those it will use. Both runtimes read and
///   write them, so their shapes are fixed; a spec with `update` and `cancel` must have both.
extension SpecValidator {
    /// The field of the negotiation's request and result in which the two sides agree on message types.
    static let messageTypesField = "messageTypes"

    mutating func checkUpdates() {
        let declared = MessageTypeSpec.updates.filter { name in spec.messageTypes.contains { $0.name == name } }
        if declared.count == 1, let present = declared.first,
            let missing = MessageTypeSpec.updates.first(where: { $0 != present })
        {
            diagnostics.error(
                "message type '\(present)' needs '\(missing)' beside it: a spec declares 'update' and 'cancel' both or "
                    + "neither",
                at: keyLocation(["messageTypes", present], or: spec.location)
            )
        }
        for action in spec.actions { checkUpdateKeys(of: action) }
        checkMessageTypesNegotiation()
    }

    private mutating func checkUpdateKeys(of action: ActionSpec) {
        let path = ["actions", action.id]
        if action.progress != nil, action.stream != nil {
            diagnostics.error(
                "action '\(action.id)' declares both 'progress' and 'stream': a request either reports progress before "
                    + "its one result or streams items, not both",
                at: keyLocation(path + ["stream"], or: action.location)
            )
        }
        if action.stream != nil, let result = objectType(action.result) {
            // A stream ends when its items do, with nothing to say: the host answers `{}`.
            let required = result.fields.filter(\.isRequiredOnWire).map { "'\($0.name)'" }
            if !required.isEmpty {
                diagnostics.error(
                    "action '\(action.id)' streams, and a stream's end answers {}, so its result type '\(result.name)' "
                        + "may have no required field; found \(required.joined(separator: ", "))",
                    at: location(path + ["result"], or: action.location)
                )
            }
        }
        for key in ["progress", "stream"] where (key == "progress" ? action.progress : action.stream) != nil {
            if action.id == spec.negotiationAction {
                diagnostics.error(
                    "the negotiation action '\(action.id)' may not declare '\(key)': the host answers it itself, at once",
                    at: keyLocation(path + [key], or: action.location)
                )
            } else if !spec.hasUpdates {
                diagnostics.error(
                    "action '\(action.id)' declares '\(key)', which needs the message types 'update' and 'cancel' in "
                        + "'messageTypes'",
                    at: keyLocation(path + [key], or: action.location)
                )
            }
        }
    }

    /// Checks the negotiation's `messageTypes` fields where they are declared, and requires them when the
    /// spec declares `update` and `cancel`.
    private mutating func checkMessageTypesNegotiation() {
        guard let id = spec.negotiationAction, let action = spec.action(id),
            let request = objectType(action.request), let result = objectType(action.result)
        else { return }
        let expected = HostField(name: Self.messageTypesField, type: .array(.string), isOptional: true)
        let offered = checkHostField(
            expected, of: request, role: "the negotiation request '\(request.name)'", filledBy: "the page")
        let agreed = checkHostField(expected, of: result, role: "the negotiation result '\(result.name)'")
        guard spec.hasUpdates else { return }
        let sides = [(offered, "the negotiation request '\(request.name)'"), (agreed, "the negotiation result '\(result.name)'")]
        for (field, role) in sides where field == nil {
            diagnostics.error(
                "the spec declares the message types 'update' and 'cancel', but \(role) has no field "
                    + "'\(Self.messageTypesField)' (optional, array<string>) in which the two sides agree on them",
                at: keyLocation(["messageTypes", "update"], or: spec.location)
            )
        }
    }
}
