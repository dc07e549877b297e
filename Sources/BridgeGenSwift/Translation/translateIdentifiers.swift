import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The open identifier types: actions and event names, capability IDs, statuses, error codes,
    /// environments and permission states.
    func translateIdentifiers() -> [Declaration] {
        [.mark("Actions and events")] + translateActionNames()
            + [.mark("Capabilities")] + translateCapabilityIDs()
            + [.mark("Statuses")]
            + translateEnumSection(
                name: GeneratedNames.status, values: spec.statuses, section: "statuses",
                doc: "How a request ended: the `status` of a response.")
            + [.mark("Error codes")] + translateErrorCodes()
            + [.mark("Environments")]
            + translateEnumSection(
                name: GeneratedNames.environment, values: spec.environments, section: "environments",
                doc: "The kind of host a journey runs in, as `capability.query` reports it.")
            + [.mark("Permission states")]
            + translateEnumSection(
                name: GeneratedNames.permissionState, values: spec.permissionStates, section: "permissionStates",
                doc: "A native permission's state, as `capability.query` reports it for capabilities that need one.")
    }

    /// `BridgeAction`: the values of `payload.action`, which names actions in requests and responses and
    /// events in events.
    private func translateActionNames() -> [Declaration] {
        let actions = spec.actions.map { action in
            OpenValueConstant(
                swiftName: SwiftNaming.name(of: action), value: action.id,
                doc: DocComment.make(
                    action.description, fallback: "The `\(action.id)` action.",
                    details: ["Request data: ``\(action.request)``. Result: ``\(action.result)``."],
                    source: "actions.\(action.id)"))
        }
        let events = spec.events.map { event in
            OpenValueConstant(
                swiftName: SwiftNaming.name(of: event), value: event.name,
                doc: DocComment.make(
                    event.description, fallback: "The `\(event.name)` event.",
                    details: [
                        "Event, \(Self.directionPhrase(event.direction))"
                            + (event.data.map { ", with ``\($0)``." } ?? ", with no data.")
                    ],
                    source: "events.\(event.name)"))
        }
        return translateOpenValue(
            name: GeneratedNames.action,
            doc: DocComment.make(
                "An action or event name: the `action` of a message's payload.", fallback: "",
                details: ["Requests and responses carry an action; events carry the event's name."], source: nil),
            constants: actions + events)
    }

    private func translateCapabilityIDs() -> [Declaration] {
        translateOpenValue(
            name: GeneratedNames.capabilityID,
            doc: "A capability ID: a native feature a host may offer, as `capability.query` lists it.",
            constants: spec.capabilities.map { capability in
                OpenValueConstant(
                    swiftName: SwiftNaming.name(of: capability), value: capability.id,
                    doc: DocComment.make(
                        capability.description, fallback: "The `\(capability.id)` capability.",
                        details: ["Version \(capability.version)."], source: "capabilities.\(capability.id)"))
            })
    }

    private func translateErrorCodes() -> [Declaration] {
        let recoverable = spec.errorCodes.filter(\.recoverable)
        let defaultRecoverable: CodeBlock =
            recoverable.isEmpty
            ? [.expression(.boolean(false))]
            : [
                .switch(
                    .selfValue,
                    [
                        SwiftSwitchCase(
                            recoverable.map { .enumCase(SwiftNaming.name(of: $0), bindings: []) }, [.expression(.boolean(true))]),
                        SwiftSwitchCase([], [.expression(.boolean(false))]),
                    ])
            ]
        return translateOpenValue(
            name: GeneratedNames.errorCode,
            doc: "A machine-readable error code: the `code` of a response's error.",
            constants: spec.errorCodes.map { code in
                OpenValueConstant(
                    swiftName: SwiftNaming.name(of: code), value: code.code,
                    doc: DocComment.make(
                        code.description, fallback: "The `\(code.code)` error.",
                        details: [code.recoverable ? "Recoverable by default." : "Not recoverable by default."],
                        source: "errors.\(code.code)"))
            },
            members: [
                .property(
                    PropertyDeclaration(
                        docComment:
                            "Whether an error with this code is recoverable when its sender does not say; false for codes the spec does not know.",
                        name: "defaultRecoverable", type: "Bool", value: .computed(defaultRecoverable)))
            ])
    }

    /// An open type for one of the spec's sections of plain values.
    func translateEnumSection(name: String, values: [EnumCaseSpec], section: String, doc: String) -> [Declaration] {
        translateOpenValue(
            name: name, doc: DocComment.make(doc, fallback: doc, source: section),
            constants: values.map { value in
                OpenValueConstant(
                    swiftName: SwiftNaming.name(of: value), value: value.value,
                    doc: DocComment.make(
                        value.description, fallback: "`\(value.value)`.", source: "\(section).\(value.value)"))
            })
    }

    /// "from the web journey to the native host", and so on, for doc comments.
    static func directionPhrase(_ direction: Direction) -> String {
        switch direction {
        case .webToNative: "from the web journey to the native host"
        case .nativeToWeb: "from the native host to the web journey"
        case .both: "in either direction"
        }
    }
}
