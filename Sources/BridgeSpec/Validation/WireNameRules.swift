/// Names that must be unique on the wire: actions and events share `payload.action`, and the fields
/// of one type share its JSON object.
extension SpecValidator {
    mutating func checkWireNames() {
        for event in spec.events {
            guard let action = spec.action(event.name) else { continue }
            diagnostics.error(
                "event '\(event.name)' has the name of an action; actions and events share 'payload.action' on the "
                    + "wire, so a receiver could not tell them apart",
                at: event.location, notes: [.note("action '\(action.id)' is declared here", at: action.location)]
            )
        }
        for type in spec.types {
            var firstByWireName: [String: FieldSpec] = [:]
            firstByWireName.reserveCapacity(type.fields.count)
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
