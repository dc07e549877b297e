/// Names that must be unique on the wire: actions and events share `payload.action`, and the fields
/// of one type share its JSON object.
extension SpecValidator {
    mutating func checkWireNames() {
        let actions = Dictionary(spec.actions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for event in spec.events {
            guard let action = actions[event.name] else { continue }
            diagnostics.error(
                "event '\(event.name)' has the name of an action; actions and events share 'payload.action' on the "
                    + "wire, so a receiver could not tell them apart",
                at: event.location, notes: [.note("action '\(action.id)' is declared here", at: action.location)]
            )
        }
        for type in spec.types {
            var firstByWireName: [String: FieldSpec] = [:]
            for field in type.fields {
                guard let first = firstByWireName[field.wireName] else {
                    firstByWireName[field.wireName] = field
                    continue
                }
                diagnostics.error(
                    "field '\(field.name)' of type '\(type.name)' has the wire name '\(field.wireName)', which field "
                        + "'\(first.name)' already uses",
                    at: location(["types", type.name, "fields", field.name, "wireName"], or: field.location),
                    notes: [.note("field '\(first.name)' is declared here", at: first.location)]
                )
            }
        }
    }
}
