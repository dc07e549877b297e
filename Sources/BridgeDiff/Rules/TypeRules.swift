import BridgeSpec

/// Named types as Swift sees them: a type's name is its Swift name and is never on the wire, so
/// these rules match types by name and speak for integrators only.
extension SpecComparison {
    mutating func compareTypesByName() {
        let types = Matching(old: old.types, new: new.types, key: \.name)
        for type in types.added {
            report(.typeAdded, [.swift], .type(type.name), at: type.location, "type '\(type.name)' is added")
        }
        for type in types.removed {
            report(
                .typeRemoved, Side.apis, .type(type.name), at: type.location,
                "type '\(type.name)' is removed, with its Swift and TypeScript types")
        }
        noteProbableRenames(types, element: { .type($0.name) }, sameShape: { $0.hasSameShape(as: $1) })
        for (oldType, newType) in types.pairs {
            let element = ElementID.type(newType.name)
            if oldType.kindName != newType.kindName {
                report(
                    .typeKindChanged, Side.apis, element, at: newType.location,
                    "type '\(newType.name)' changes from \(oldType.kindName) to \(newType.kindName)")
            }
            compareDescription(
                of: "type '\(newType.name)'", element, oldType.description, newType.description, at: newType.location)
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
            case (.union(let oldUnion, let wasOpen)?, .union(let newUnion, _)?):
                compareUnions(oldUnion, newUnion, of: pair, flow: flow, wasOpen: wasOpen)
            default:
                // A change of kind is reported where it shows: TYPE_KIND_CHANGED for Swift and
                // FIELD_TYPE_CHANGED on the wire. Statuses and error codes have rules of their own.
                continue
            }
        }
    }
}

extension TypeSpec {
    /// Whether both types have the same fields (JSON key, type, optionality and default, in any
    /// order), the same enum values, or the same tag and cases: what a type renamed and nothing else keeps.
    func hasSameShape(as other: TypeSpec) -> Bool {
        switch (kind, other.kind) {
        case (.object(let fields), .object(let otherFields)):
            fields.count == otherFields.count
                && fields.allSatisfy { field in
                    otherFields.contains { $0.wireName == field.wireName && $0.hasSameShape(as: field) }
                }
        case (.enumeration(let values), .enumeration(let otherValues)):
            Set(values.map(\.value)) == Set(otherValues.map(\.value))
        case (.union(let union), .union(let otherUnion)):
            union.tag == otherUnion.tag
                && Dictionary(union.cases.map { ($0.tag, $0.type) }, uniquingKeysWith: { first, _ in first })
                    == Dictionary(otherUnion.cases.map { ($0.tag, $0.type) }, uniquingKeysWith: { first, _ in first })
        default:
            false
        }
    }

    /// "an object", "an enum" or "a union", for messages.
    var kindName: String {
        switch kind {
        case .object: "an object"
        case .enumeration: "an enum"
        case .union: "a union"
        }
    }
}
