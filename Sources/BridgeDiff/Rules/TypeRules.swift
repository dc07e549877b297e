import BridgeSpec

/// Named types as Swift sees them: a type's name is its Swift name and is never on the wire, so
/// these rules match types by name and speak for integrators only.
extension SpecComparison {
    mutating func compareTypesByName() {
        let types = Matching(old: old.types, new: new.types, key: \.name)
        for type in types.added {
            report(.typeAdded, [.swift], at: type.location, "type '\(type.name)' is added")
        }
        for type in types.removed {
            report(.typeRemoved, [.swift], at: type.location, "type '\(type.name)' is removed, with its Swift type")
        }
        for (oldType, newType) in types.pairs {
            if oldType.kindName != newType.kindName {
                report(.typeKindChanged, [.swift], at: newType.location,
                       "type '\(newType.name)' changes from \(oldType.kindName) to \(newType.kindName)")
            }
            compareDescription(
                of: "type '\(newType.name)'", oldType.description, newType.description, at: newType.location)
        }
    }

    /// Compares every pair of types on the wire and in Swift (see `typePairFlows`), by their shape.
    mutating func compareTypePairs() {
        for (pair, flow) in typePairFlows() {
            switch (old.shape(of: pair.old), new.shape(of: pair.new)) {
            case (.object(let oldFields)?, .object(let newFields)?):
                compareFields(oldFields, newFields, of: pair, flow: flow)
            case (.enumeration(let oldValues)?, .enumeration(let newValues)?):
                compareEnumValues(oldValues, newValues, of: pair, flow: flow)
            default:
                // A change of kind is reported where it shows: TYPE_KIND_CHANGED for Swift and
                // FIELD_TYPE_CHANGED on the wire. Statuses and error codes have rules of their own.
                continue
            }
        }
    }
}

extension TypeSpec {
    /// "an object" or "an enum", for messages.
    var kindName: String {
        switch kind {
        case .object: "an object"
        case .enumeration: "an enum"
        }
    }
}
