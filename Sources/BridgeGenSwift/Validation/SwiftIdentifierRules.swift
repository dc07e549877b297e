import BridgeSpec

/// Swift names must be Swift identifiers: those derived from IDs and those the spec gives, slot
/// properties and result cases. No static member may be `Type` or `Protocol`, which `X.Type` always
/// reads as a metatype. IDs that differ on the wire may become the same Swift name
/// (`camera.document` and `camera-document` both become `cameraDocument`); within one namespace
/// that would not compile.
extension SwiftNameRules {
    mutating func checkIdentifiers() {
        for namespace in namespaces {
            for element in namespace.elements { checkIdentifier(of: element, constantOf: namespace.type) }
            checkCollisions(in: namespace.elements)
        }
        for type in spec.types {
            for field in type.fields {
                guard let given = field.names[SwiftNaming.language], !SwiftNaming.isValidIdentifier(given.name) else { continue }
                diagnostics.error(
                    "the Swift name '\(given.name)' given to field '\(field.name)' of type '\(type.name)' is not a valid Swift identifier",
                    at: given.location)
            }
        }
        for capability in spec.capabilities {
            guard let slot = capability.slot else { continue }
            for (key, name, location) in [
                ("property", slot.property, slot.propertyLocation), ("resultCase", slot.resultCase, slot.resultCaseLocation),
            ]
            where !SwiftNaming.isValidIdentifier(name) {
                diagnostics.error(
                    "'\(key)' of the slot of capability '\(capability.id)' is '\(name)', which is not a valid Swift identifier",
                    at: location)
            }
        }
    }

    /// A Swift name must be an identifier, not one that a static member can never be reached by,
    /// and not one the open type `type` whose constant it names declares already.
    private mutating func checkIdentifier(of element: SwiftNamedElement, constantOf type: String) {
        let problem: String
        if !SwiftNaming.isValidIdentifier(element.name) {
            problem = "is not a valid Swift identifier"
        } else if SwiftNaming.unreachableMemberNames.contains(element.name) {
            problem = "cannot name a member: 'X.\(element.name)' always means a metatype"
        } else if element.name == "Self" {
            problem = "cannot name a constant: the generated code writes 'Self' for the type the constant is a member of"
        } else if GeneratedNames.openValueMembers.contains(element.name) {
            problem =
                "is taken: the generated open value types have a member '\(element.name)' (such as '\(type).\(element.name)')"
        } else {
            return
        }
        if let given = element.given {
            diagnostics.error("the Swift name '\(element.name)' given to \(element.what) \(problem)", at: given.location)
        } else {
            diagnostics.error(
                "the Swift name '\(element.name)' derived from \(element.what) \(problem); set 'swiftName' to choose one",
                at: element.location)
        }
    }

    private mutating func checkCollisions(in namespace: [SwiftNamedElement]) {
        var firstByName: [String: SwiftNamedElement] = [:]
        for element in namespace {
            guard let first = firstByName[element.name] else {
                firstByName[element.name] = element
                continue
            }
            // An action and an event of the same name clash on the wire first; the spec's rules say so.
            guard first.id != element.id else { continue }
            diagnostics.error(
                "\(element.what) has the Swift name '\(element.name)', which \(first.what) already has; set a different 'swiftName'",
                at: element.nameLocation, notes: [.note("\(first.what) is declared here", at: first.location)])
        }
    }
}
