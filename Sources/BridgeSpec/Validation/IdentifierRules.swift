/// Names that become Swift identifiers must be valid ones: type names in UpperCamelCase, field
/// names, Swift names (given or derived from IDs), slot properties and result cases.
extension SpecValidator {
    mutating func checkIdentifiers() {
        for type in spec.types {
            if !SwiftNaming.isUpperCamelCase(type.name) {
                diagnostics.error(
                    "type name '\(type.name)' must be an UpperCamelCase Swift identifier: a capital letter, then "
                        + "ASCII letters, digits and '_'",
                    at: type.location
                )
            }
            for field in type.fields where !SwiftNaming.isValidIdentifier(field.name) {
                diagnostics.error(
                    "field name '\(field.name)' of type '\(type.name)' is not a valid Swift identifier; name the field "
                        + "in lowerCamelCase and keep the JSON key with 'wireName: \(field.name)'",
                    at: field.location
                )
            }
        }
        for element in swiftNamespaces.joined() {
            checkSwiftName(of: element)
        }
        for capability in spec.capabilities {
            guard let slot = capability.slot else { continue }
            let path = ["capabilities", capability.id, "slot"]
            for (key, name) in [("property", slot.property), ("resultCase", slot.resultCase)]
            where !SwiftNaming.isValidIdentifier(name) {
                diagnostics.error(
                    "'\(key)' of the slot of capability '\(capability.id)' is '\(name)', which is not a valid Swift identifier",
                    at: location(path + [key], or: slot.location)
                )
            }
        }
    }

    /// A Swift name must be an identifier, and not one that a static member can never be reached by.
    private mutating func checkSwiftName(of element: SwiftNamedElement) {
        let name = element.swiftName
        let problem: String
        if !SwiftNaming.isValidIdentifier(name) {
            problem = "is not a valid Swift identifier"
        } else if SwiftNaming.unreachableMemberNames.contains(name) {
            problem = "cannot name a member: 'X.\(name)' always means a metatype"
        } else {
            return
        }
        if let explicit = explicitSwiftNameLocation(of: element) {
            diagnostics.error("swiftName '\(name)' of \(element.what) \(problem)", at: explicit)
        } else {
            diagnostics.error(
                "the Swift name '\(name)' derived from \(element.what) \(problem); set 'swiftName' to choose one",
                at: element.location
            )
        }
    }
}
