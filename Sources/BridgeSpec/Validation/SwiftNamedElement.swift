/// An element that becomes a named Swift constant (an action, a status, an enum value, …), with
/// what identifier and collision rules need to know about it.
struct SwiftNamedElement {
    /// The element for messages: "action 'nfc.read'".
    var what: String
    /// The ID on the wire.
    var id: String
    var swiftName: String
    /// Where the element is declared.
    var location: SourceLocation
    /// Its path in the YAML tree, to find an explicit `swiftName`.
    var path: [String]
}

extension SpecValidator {
    /// The elements whose Swift names share one namespace, one group per namespace: actions with
    /// events (both are constants of the message's `payload.action`), capabilities, error codes,
    /// statuses, environments, permission states, and the values of each enum type.
    var swiftNamespaces: [[SwiftNamedElement]] {
        var namespaces = [
            spec.actions.map {
                SwiftNamedElement(what: "action '\($0.id)'", id: $0.id, swiftName: $0.swiftName, location: $0.location, path: ["actions", $0.id])
            } + spec.events.map {
                SwiftNamedElement(what: "event '\($0.name)'", id: $0.name, swiftName: $0.swiftName, location: $0.location, path: ["events", $0.name])
            },
            spec.capabilities.map {
                SwiftNamedElement(
                    what: "capability '\($0.id)'", id: $0.id, swiftName: $0.swiftName, location: $0.location, path: ["capabilities", $0.id]
                )
            },
            spec.errorCodes.map {
                SwiftNamedElement(what: "error code '\($0.code)'", id: $0.code, swiftName: $0.swiftName, location: $0.location, path: ["errors", $0.code])
            },
            enumElements(spec.statuses, kind: "status", path: ["statuses"]),
            enumElements(spec.environments, kind: "environment", path: ["environments"]),
            enumElements(spec.permissionStates, kind: "permission state", path: ["permissionStates"]),
        ]
        for type in spec.types where !type.values.isEmpty {
            namespaces.append(enumElements(type.values, kind: "value", of: " of enum '\(type.name)'", path: ["types", type.name, "enum"]))
        }
        return namespaces
    }

    private func enumElements(
        _ cases: [EnumCaseSpec], kind: String, of container: String = "", path: [String]
    ) -> [SwiftNamedElement] {
        cases.map {
            SwiftNamedElement(
                what: "\(kind) '\($0.value)'\(container)", id: $0.value, swiftName: $0.swiftName, location: $0.location, path: path + [$0.value]
            )
        }
    }

    /// Where the element's explicit `swiftName` is, if it has one.
    func explicitSwiftNameLocation(of element: SwiftNamedElement) -> SourceLocation? {
        node(at: element.path + ["swiftName"])?.location
    }
}
