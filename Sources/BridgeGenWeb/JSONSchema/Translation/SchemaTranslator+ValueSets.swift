import BridgeSpec

/// Value sets: statuses, error codes, environments, permission states, capability IDs and the spec's
/// enum types.
///
/// The protocol lets a newer peer send values an older one does not know, so most sets are open:
/// an `anyOf` of one `const` per known value, with its description, and a last branch for any other
/// string. Validation stays truthful to the protocol (any string passes), while editors and
/// documentation tools still list and explain the known values. An enum type only the page sends is
/// closed, as the host refuses a value it does not know (Protocol/README.md, "Closed and open values").
extension SchemaTranslator {
    /// The sections' value sets and the capability IDs.
    var valueSetDefinitions: [(key: String, value: SchemaValue)] {
        [
            (
                SectionEnumType.responseStatus.rawValue,
                openValues("How a request ended: the `status` of a response.", spec.statuses.map { ($0.value, $0.description) })
            ),
            (
                SectionEnumType.errorCode.rawValue,
                openValues(
                    "A machine-readable error code: the `code` of a response's error.",
                    spec.errorCodes.map { code in
                        (
                            code.code,
                            [
                                code.description ?? "",
                                code.recoverable ? "Recoverable by default." : "Not recoverable by default.",
                            ]
                            .filter { !$0.isEmpty }.joined(separator: " ")
                        )
                    })
            ),
            (
                SectionEnumType.environment.rawValue,
                openValues(
                    "The kind of host a journey runs in.", spec.environments.map { ($0.value, $0.description) })
            ),
            (
                SectionEnumType.permissionState.rawValue,
                openValues(
                    "A native permission's state.", spec.permissionStates.map { ($0.value, $0.description) })
            ),
            (
                Names.capabilityID,
                openValues(
                    "A capability ID: a native feature a host may offer.", spec.capabilities.map { ($0.id, $0.description) })
            ),
        ]
    }

    /// An open string set: the known values as documented `const` branches, then any other string.
    func openValues(_ description: String?, _ values: [(value: String, description: String?)]) -> SchemaValue {
        let known: [SchemaValue] = values.map { .members(["const": .string($0.value), "description": .text($0.description)]) }
        let other: SchemaValue = [
            "type": "string", "description": "A value this version does not declare, from a newer peer.",
        ]
        return .members([
            "description": .text(description),
            "type": "string",
            "anyOf": .array(known + [other]),
        ])
    }

    /// A closed string set: the known values as documented `const` branches, and nothing else.
    func closedValues(_ description: String?, _ values: [(value: String, description: String?)]) -> SchemaValue {
        .members([
            "description": .text(description),
            "type": "string",
            "oneOf": .array(values.map { .members(["const": .string($0.value), "description": .text($0.description)]) }),
        ])
    }
}
