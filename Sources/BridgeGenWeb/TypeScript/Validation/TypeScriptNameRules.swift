import BridgeSpec

/// What the web client needs of a valid spec's names: a type may not take a name the client
/// exports or uses already, nor another type's `…Init` form; an action's method may not take a
/// member the client already has.
enum TypeScriptNameRules {
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        checkTypeNames(spec) + checkMethodNames(spec)
    }

    private static func checkTypeNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let flow = TypeFlow(spec)
        let initForms = Dictionary(
            spec.types.filter { flow.hasInitForm($0.name) }.map { ($0.name + "Init", $0.name) }, uniquingKeysWith: { first, _ in first })
        let generated = TypeScriptNames.generatedExports(of: spec)
        return spec.types.compactMap { type in
            let name = type.name
            let reason: String
            if generated.contains(name) {
                reason = "protocol.ts exports its own '\(name)'"
            } else if TypeScriptNames.runtimeExports.contains(name) {
                reason = "the client's hand-written modules export '\(name)', and index.ts re-exports them beside the protocol's types"
            } else if TypeScriptNames.globals.contains(name) {
                reason = "it would shadow JavaScript's own '\(name)', which the client uses"
            } else if let owner = initForms[name] {
                reason = "the client names the form in which pages write '\(owner)' '\(name)'"
            } else {
                return nil
            }
            return .error("type name '\(name)' is reserved in the TypeScript client: \(reason); choose another name", at: type.location)
        }
    }

    private static func checkMethodNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let taken = TypeScriptNames.baseClientMembers.union(TypeScriptNames.generatedClientMembers)
        return spec.actions.filter { taken.contains($0.swiftName) }.map { action in
            .error(
                "action '\(action.id)' becomes the client method '\(action.swiftName)', which \(TypeScriptNames.clientName(of: spec)) "
                    + "already has; set 'swiftName' to choose another name",
                at: action.location)
        }
    }
}
