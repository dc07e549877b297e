/// The negotiation action (`capability.query`) is answered by the host itself, from its slots,
/// custom capabilities and configuration, so its result must have exactly the shape the host fills
/// in:
///
/// - result: `environment: BridgeEnvironment`, `hostVersion: string`, `capabilities: map<Info>`
/// - Info: `supported: boolean`, `version: string`, and optionally `permissionState: PermissionState`,
///   `permissions: map<PermissionState>` and `constraints: map<json>`, all optional fields
extension SpecValidator {
    /// A field the host fills in (or, in the negotiation's request, the page).
    struct HostField {
        var name: String
        /// The type it must have; nil for `capabilities`, whose value type is checked separately.
        var type: TypeReference?
        /// Whether the field must be optional (true) or required (false).
        var isOptional: Bool
    }

    mutating func checkNegotiation() {
        guard let id = spec.negotiationAction, let action = spec.action(id) else { return }
        if action.capability != nil {
            diagnostics.error(
                "the negotiation action '\(id)' must not name a capability: the host answers it itself, whatever "
                    + "capabilities it has",
                at: location(["actions", id, "capability"], or: action.location)
            )
        }
        guard let result = objectType(action.result) else { return }  // Reported by the reference rules.
        let resultRole = "the negotiation result '\(result.name)'"
        checkBlobNegotiation(action, result: result)
        checkHostField(
            HostField(name: "environment", type: .named(SectionEnumType.environment.rawValue), isOptional: false), of: result,
            role: resultRole)
        checkHostField(HostField(name: "hostVersion", type: .string, isOptional: false), of: result, role: resultRole)
        guard
            let capabilities = checkHostField(
                HostField(name: "capabilities", type: nil, isOptional: false), of: result, role: resultRole)
        else { return }
        let capabilitiesLocation = location(["types", result.name, "fields", "capabilities", "type"], or: capabilities.location)
        guard case .map(.named(let infoName)) = capabilities.type else {
            diagnostics.error(
                "field 'capabilities' of \(resultRole) must be a map<T> whose T is an object type; found '\(capabilities.type)'",
                at: capabilitiesLocation
            )
            return
        }
        guard let info = objectType(infoName) else {
            // An undeclared type is reported by the reference rules, one that did not load by the reader.
            if type(named: infoName) != nil || SectionEnumType(rawValue: infoName) != nil {
                diagnostics.error(
                    "field 'capabilities' of \(resultRole) must map to an object type, but '\(infoName)' is an enum",
                    at: capabilitiesLocation
                )
            }
            return
        }
        let infoRole = "the capability info type '\(info.name)'"
        checkHostField(HostField(name: "supported", type: .boolean, isOptional: false), of: info, role: infoRole)
        checkHostField(HostField(name: "version", type: .string, isOptional: false), of: info, role: infoRole)
        checkHostField(HostField(name: "constraints", type: .map(.json), isOptional: true), of: info, role: infoRole)
        let permission = HostField(
            name: "permissionState", type: .named(SectionEnumType.permissionState.rawValue), isOptional: true)
        if checkHostField(permission, of: info, role: infoRole) == nil {
            for capability in spec.capabilities where capability.reportsPermission {
                diagnostics.error(
                    "capability '\(capability.id)' reports a permission state, but \(infoRole) has no field "
                        + "'permissionState' to carry it",
                    at: location(["capabilities", capability.id, "reportsPermission"], or: capability.location)
                )
            }
        }
        let permissions = HostField(
            name: "permissions", type: .map(.named(SectionEnumType.permissionState.rawValue)), isOptional: true)
        if checkHostField(permissions, of: info, role: infoRole) == nil {
            for capability in spec.capabilities where !capability.permissions.isEmpty {
                diagnostics.error(
                    "capability '\(capability.id)' reports named permissions, but \(infoRole) has no field "
                        + "'permissions' of type 'map<PermissionState>' to carry them",
                    at: location(["capabilities", capability.id, "permissions"], or: capability.location)
                )
            }
        }
    }

    /// Checks one field the host fills in, and returns it if the type declares it. A required host
    /// field must be declared; an optional one may be left out.
    @discardableResult
    mutating func checkHostField(
        _ expected: HostField, of type: TypeSpec, role: String, filledBy filler: String = "the host"
    ) -> FieldSpec? {
        let path = ["types", type.name, "fields", expected.name]
        guard let field = type.fields.first(where: { $0.name == expected.name }) else {
            if !expected.isOptional {
                let typeText = expected.type.map { " of type '\($0)'" } ?? ""
                diagnostics.error(
                    "\(role) must have a field '\(expected.name)'\(typeText): \(filler) fills it in", at: type.location
                )
            }
            return nil
        }
        let knownTypes = (declared("types") ?? []) + SectionEnumType.allCases.map(\.rawValue)
        let isResolved = field.type.namedTypes.allSatisfy(knownTypes.contains)  // Else reported as unknown.
        if let expectedType = expected.type, field.type != expectedType, isResolved {
            diagnostics.error(
                "field '\(field.name)' of \(role) must have type '\(expectedType)', as \(filler) fills it in; found '\(field.type)'",
                at: location(path + ["type"], or: field.location)
            )
        }
        if field.isOptional != expected.isOptional {
            diagnostics.error(
                expected.isOptional
                    ? "field '\(field.name)' of \(role) must be optional: \(filler) leaves it out when it has no value"
                    : "field '\(field.name)' of \(role) must not be optional: \(filler) always sends it",
                at: location(path + ["optional"], or: field.location)
            )
        }
        if field.wireName != field.name {
            diagnostics.error(
                "field '\(field.name)' of \(role) must keep the wire name '\(field.name)': \(filler) writes that key",
                at: location(path + ["wireName"], or: field.location)
            )
        }
        return field
    }
}
