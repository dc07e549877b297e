import BridgeGenSwift
import BridgeSpec

/// The fields of an object type as its generated Swift struct shows them: property names and types,
/// and the memberwise initializer's parameters, their defaults and their order.
extension SpecComparison {
    mutating func compareSwiftFields(_ fields: Matching<FieldSpec>, of type: String) {
        for (oldField, newField) in fields.pairs {
            let what = "field '\(newField.wireName)' of '\(type)'"
            let element = ElementID.type(type).field(newField.wireName)
            let at = newField.location
            let (oldName, newName) = (SwiftNaming.name(of: oldField), SwiftNaming.name(of: newField))
            if oldName != newName {
                report(
                    .fieldSwiftNameChanged, [.swift], element, at: at,
                    "the Swift property of \(what) is renamed from '\(oldName)' to '\(newName)'")
            }
            if oldField.isOptionalInSwift != newField.isOptionalInSwift {
                report(
                    .fieldSwiftTypeChanged, [.swift], element, at: at,
                    "the Swift property of \(what) becomes \(newField.isOptionalInSwift ? "optional" : "non-optional")")
            } else if typeChange(from: oldField.type, to: newField.type) == .swiftOnly {
                report(
                    .fieldSwiftTypeChanged, [.swift], element, at: at,
                    "the Swift property of \(what) changes type from '\(oldField.type)' to '\(newField.type)'")
            }
            if oldField.defaultValue != nil, newField.defaultValue == nil, !oldField.isOptional, !newField.isOptional {
                report(
                    .fieldSwiftDefaultRemoved, [.swift], element, at: at,
                    "the initializer parameter of \(what) loses its default; calls that leave it out stop compiling")
            }
            compareDescription(of: what, element, oldField.description, newField.description, at: at)
            compareDeprecation(of: what, element, oldField.availability, newField.availability, at: at)
        }
        // Positions within one file compare by line and column, which is the order the spec lists them in.
        let newPositions = fields.pairs.sorted { $0.old.location < $1.old.location }.map(\.new.location)
        if zip(newPositions, newPositions.dropFirst()).contains(where: { $0 > $1 }), let first = newPositions.min() {
            report(
                .fieldOrderChanged, [.swift], .type(type), at: first,
                "the fields of '\(type)' are reordered; the generated initializer takes its parameters in the new order")
        }
    }
}
