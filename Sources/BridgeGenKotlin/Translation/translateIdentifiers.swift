import BridgeSpec

extension KotlinTranslator {
    /// The spec's identifiers as constants (actions, events, capabilities, error codes), and in a
    /// protocol its own open sets (environments, permission states, statuses, error codes).
    func translateIdentifiers() -> [KotlinDeclaration] {
        let own = spec.own
        var declarations = [
            constants(names.actions, "The actions' IDs.", own.actions.map { ($0.id, KotlinNaming.name(of: $0), $0.description) }),
            constants(
                names.events, "The events' names.", own.events.map { ($0.name, KotlinNaming.name(of: $0), $0.description) }),
            constants(
                names.capabilities, "The capabilities' IDs.",
                own.capabilities.map { ($0.id, KotlinNaming.name(of: $0), $0.description) }),
            constants(
                names.errorCodes, "The error codes.", own.errorCodes.map { ($0.code, KotlinNaming.name(of: $0), $0.description) }),
        ]
        if spec.extensionSpec == nil {
            declarations += [
                openValue("BridgeEnvironment", spec.environments, doc: ["The kind of host a journey runs in."]),
                openValue("PermissionState", spec.permissionStates, doc: ["Whether the user has allowed a capability."]),
                openValue("BridgeResponseStatus", spec.statuses, doc: ["How a request ended."]),
                openValue(
                    "BridgeErrorCode",
                    spec.errorCodes.map {
                        EnumCaseSpec(value: $0.code, names: $0.names, description: $0.description, location: $0.location)
                    },
                    doc: ["An error's code."]),
            ]
        }
        return declarations
    }

    private func constants(
        _ name: String, _ summary: String, _ items: [(wire: String, name: String, description: String?)]
    ) -> KotlinDeclaration {
        .type(
            KotlinClass(
                doc: [summary], visibility: visibility, kind: .object, name: name,
                members: items.map { item in
                    .property(
                        KotlinProperty(
                            doc: [item.description ?? "", "`\(item.wire)`."].filter { !$0.isEmpty }, visibility: visibility,
                            modifiers: ["const"], name: KotlinNaming.constant(item.name), type: .name("String"),
                            value: .initializer(.string(item.wire))))
                }))
    }
}
