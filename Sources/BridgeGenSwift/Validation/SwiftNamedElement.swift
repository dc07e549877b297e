import BridgeSpec

/// An element that becomes a named Swift constant or case (an action, a status, an enum value, …),
/// with what the identifier and collision rules need to know about it.
struct SwiftNamedElement {
    /// The element for messages: "action 'nfc.read'".
    var what: String
    /// The ID on the wire.
    var id: String
    /// Its Swift name, given or derived.
    var name: String
    /// The Swift name the spec gives it, if it gives one.
    var given: LanguageNames.Given?
    /// Where the element is declared.
    var location: SourceLocation

    init(what: String, id: String, name: String, names: LanguageNames, location: SourceLocation) {
        self.what = what
        self.id = id
        self.name = name
        self.given = names[SwiftNaming.language]
        self.location = location
    }

    /// Where a problem with its name is: the name the spec gives, or the element.
    var nameLocation: SourceLocation { given?.location ?? location }
}

extension SwiftNameRules {
    /// The elements whose Swift names share one namespace, one group per namespace, with the open
    /// type whose constants they become: actions with events (both are constants of `BridgeAction`),
    /// capabilities, error codes, statuses, environments, permission states, and the values of each
    /// enum type.
    var namespaces: [(type: String, elements: [SwiftNamedElement])] {
        var namespaces: [(type: String, elements: [SwiftNamedElement])] = [
            (
                GeneratedNames.action,
                spec.actions.map {
                    SwiftNamedElement(
                        what: "action '\($0.id)'", id: $0.id, name: SwiftNaming.name(of: $0), names: $0.names,
                        location: $0.location)
                }
                    + spec.events.map {
                        SwiftNamedElement(
                            what: "event '\($0.name)'", id: $0.name, name: SwiftNaming.name(of: $0), names: $0.names,
                            location: $0.location)
                    }
            ),
            (
                GeneratedNames.capabilityID,
                spec.capabilities.map {
                    SwiftNamedElement(
                        what: "capability '\($0.id)'", id: $0.id, name: SwiftNaming.name(of: $0), names: $0.names,
                        location: $0.location)
                }
            ),
            (
                GeneratedNames.errorCode,
                spec.errorCodes.map {
                    SwiftNamedElement(
                        what: "error code '\($0.code)'", id: $0.code, name: SwiftNaming.name(of: $0), names: $0.names,
                        location: $0.location)
                }
            ),
            (GeneratedNames.status, values(spec.statuses, kind: "status")),
            (GeneratedNames.environment, values(spec.environments, kind: "environment")),
            (GeneratedNames.permissionState, values(spec.permissionStates, kind: "permission state")),
        ]
        for capability in spec.slotCapabilities where !capability.permissions.isEmpty {
            guard let slot = capability.slot else { continue }
            namespaces.append(
                (
                    GeneratedNames.slotPermission(of: slot),
                    values(capability.permissions, kind: "permission", of: " of capability '\(capability.id)'")
                ))
        }
        for type in spec.types where !type.values.isEmpty {
            namespaces.append((type.name, values(type.values, kind: "value", of: " of enum '\(type.name)'")))
        }
        return namespaces
    }

    private func values(_ cases: [EnumCaseSpec], kind: String, of container: String = "") -> [SwiftNamedElement] {
        cases.map {
            SwiftNamedElement(
                what: "\(kind) '\($0.value)'\(container)", id: $0.value, name: SwiftNaming.name(of: $0), names: $0.names,
                location: $0.location)
        }
    }
}
