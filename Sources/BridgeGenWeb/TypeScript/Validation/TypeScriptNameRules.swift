import BridgeSpec

/// What the web client needs of a valid spec's names: a type may not take a name the client
/// exports or uses already, nor another type's `…Init` form; an action's method may not take a
/// member the client already has.
///
/// An extension's module is imported next to its base client's package, and imports from it, so
/// the extension's own types may not take any name of the base client either (nor one its module
/// declares itself, such as `SignaturePadExtension`), and its actions' methods may not take a
/// member of its extension class. The base's names were checked with the base.
enum TypeScriptNameRules {
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        checkTypeNames(spec) + checkMethodNames(spec)
    }

    private static func checkTypeNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let flow = TypeFlow(spec)
        let initForms = Dictionary(
            spec.types.filter { flow.hasInitForm($0.name) }.map { ($0.name + "Init", $0.name) }, uniquingKeysWith: { first, _ in first })
        let generated = TypeScriptNames.generatedExports(of: spec)
        let extensionNames = spec.extensionSpec.map { ExtensionModuleNames($0).all } ?? []
        return spec.types.filter { spec.emits(type: $0.name) }.compactMap { type in
            let name = type.name
            let reason: String
            if extensionNames.contains(name) {
                reason = "the extension's module exports its own '\(name)'"
            } else if generated.contains(name) {
                reason = spec.extensionSpec == nil ? "protocol.ts exports its own '\(name)'"
                    : "the base client exports '\(name)', and pages import the extension next to it"
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
        let owner: String
        let taken: Set<String>
        if let extensionSpec = spec.extensionSpec {
            owner = ExtensionModuleNames(extensionSpec).extensionClass
            taken = ExtensionModuleNames.classMembers
        } else {
            owner = TypeScriptNames.clientName(of: spec)
            taken = TypeScriptNames.baseClientMembers.union(TypeScriptNames.generatedClientMembers)
        }
        return spec.actions.filter { spec.emits(action: $0.id) && taken.contains($0.swiftName) }.map { action in
            .error(
                "action '\(action.id)' becomes the client method '\(action.swiftName)', which \(owner) "
                    + "already has; set 'swiftName' to choose another name",
                at: action.location)
        }
    }
}
