import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// For each slot whose capability reports named permissions (the spec's `permissions`), an enum
    /// of their names (`DocumentCapturePermission`) and typed accessors on that slot alone, so a
    /// permission of another capability does not compile.
    func translateSlotPermissions() -> [Declaration] {
        slotPairs.filter { !$0.0.permissions.isEmpty }.flatMap { capability, slot in
            [.enum(translatePermissionNames(capability, slot)), .extension(translatePermissionAccessors(capability, slot))]
        }
    }

    private func translatePermissionNames(_ capability: CapabilitySpec, _ slot: SlotSpec) -> EnumDeclaration {
        EnumDeclaration(
            docComment: DocComment.make(
                "The native permissions `\(capability.id)` reports, each with a state of its own.", fallback: "",
                details: ["`capability.query` reports their states in `permissions`, keyed by these names."],
                source: "capabilities.\(capability.id).permissions"),
            name: GeneratedNames.slotPermission(of: slot), conformances: ["String", "Sendable", "CaseIterable"],
            members: capability.permissions.map { permission in
                let name = SwiftNaming.name(of: permission)
                return .enumCase(
                    EnumCaseDeclaration(
                        docComment: DocComment.make(
                            permission.description, fallback: "The `\(permission.value)` permission.",
                            source: "capabilities.\(capability.id).permissions.\(permission.value)"),
                        name: name, rawValue: name == permission.value ? nil : .string(permission.value)))
            })
    }

    private func translatePermissionAccessors(_ capability: CapabilitySpec, _ slot: SlotSpec) -> ExtensionDeclaration {
        let permission = SwiftType.named(GeneratedNames.slotPermission(of: slot))
        let state = SwiftType.named(GeneratedNames.permissionState)
        let table = SwiftExpression.name(RuntimeNames.slotPermissionStates)
        return ExtensionDeclaration(
            extendedType: .named(RuntimeNames.slot),
            whereClause: [
                .sameType("Definition", .named(GeneratedNames.definition(of: spec))),
                .sameType("Outcome", .named(GeneratedNames.slotOutcome(of: slot))),
            ],
            members: [
                .function(
                    FunctionDeclaration(
                        docComment: "The state of one of `\(capability.id)`'s named permissions; nil when not reported.",
                        name: "permissionState", parameters: [Parameter(label: "for", "permission", type: permission)],
                        returnType: .optional(state),
                        body: [.return(table.subscripted(SwiftArgument(.name("permission").dot("rawValue"))))])),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Sets the state `capability.query` reports for one of `\(capability.id)`'s named permissions; nil stops reporting it.",
                        name: "setPermissionState",
                        parameters: [
                            Parameter(label: "_", "state", type: .optional(state)),
                            Parameter(label: "for", "permission", type: permission),
                        ],
                        body: [
                            .assignment(
                                table.subscripted(SwiftArgument(.name("permission").dot("rawValue"))), .name("state"))
                        ])),
            ])
    }
}
