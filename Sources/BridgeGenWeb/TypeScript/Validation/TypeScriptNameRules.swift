import BridgeSpec

/// What the web client needs of a valid spec's names: a type may not take a name the client
/// exports or uses already, nor another type's `…Init` form; an action's method may not take a
/// member the client already has; and what the client keys by the wire (fields, capabilities) and
/// its methods may not take a member every JavaScript object has (`Object.prototype`).
///
/// An extension's module is imported next to its base client's package, and imports from it, so
/// the extension's own types may not take any name of the base client either (nor one its module
/// declares itself, such as `SignaturePadExtension`), and its actions' methods may not take a
/// member of its extension class. The base's names were checked with the base.
enum TypeScriptNameRules {
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        checkTypeNames(spec) + checkMethodNames(spec) + checkUnusedNames(spec) + checkObjectMembers(spec)
    }

    private static func checkTypeNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let flow = TypeFlow(spec)
        let initForms = Dictionary(
            spec.types.filter { flow.hasInitForm($0.name) }.map { ($0.name + "Init", $0.name) },
            uniquingKeysWith: { first, _ in first })
        let generated = TypeScriptNames.generatedExports(of: spec)
        let own = spec.own
        let isExtension = spec.inherited != nil
        let extensionNames = isExtension ? ExtensionModuleNames(own).all : []
        return own.types.compactMap { type in
            let name = type.name
            let reason: String
            if extensionNames.contains(name) {
                reason = "the extension's module exports its own '\(name)'"
            } else if generated.contains(name) {
                reason =
                    !isExtension
                    ? "protocol.ts exports its own '\(name)'"
                    : "the base client exports '\(name)', and pages import the extension next to it"
            } else if TypeScriptNames.runtimeExports.contains(name) {
                reason =
                    "the client's hand-written modules export '\(name)', and index.ts re-exports them beside the protocol's types"
            } else if TypeScriptNames.globals.contains(name) {
                reason = "it would shadow JavaScript's own '\(name)', which the client uses"
            } else if let owner = initForms[name] {
                reason = "the client names the form in which pages write '\(owner)' '\(name)'"
            } else {
                return nil
            }
            return .error(
                "type name '\(name)' is reserved in the TypeScript client: \(reason); choose another name", at: type.location)
        }
    }

    private static func checkMethodNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let owner: String
        let taken: Set<String>
        let own = spec.own
        if spec.inherited != nil {
            owner = ExtensionModuleNames(own).extensionClass
            taken = ExtensionModuleNames.classMembers
        } else {
            owner = TypeScriptNames.clientName(of: spec)
            taken = TypeScriptNames.baseClientMembers.union(TypeScriptNames.generatedClientMembers)
        }
        return own.actions.compactMap { action in
            let method = TypeScriptNaming.methodName(of: action)
            let given = action.names[TypeScriptNaming.language]
            let isIdentifier = TypeScriptSyntax.isIdentifier(method)
            let isObjectMember = TypeScriptNames.objectMembers.contains(method)
            guard !isIdentifier || taken.contains(method) || isObjectMember else { return nil }
            let holder = isObjectMember ? "every JavaScript object has (Object.prototype.\(method))" : "\(owner) already has"
            if let given {
                let problem = isIdentifier ? "names a member \(holder)" : "is not a JavaScript identifier"
                return .error("the TypeScript name '\(method)' given to action '\(action.id)' \(problem)", at: given.location)
            }
            let problem = isIdentifier ? "which \(holder)" : "which is not a JavaScript identifier"
            return .error(
                "action '\(action.id)' becomes the client method '\(method)', \(problem); choose another with "
                    + "'names: {typescript: …}'",
                at: action.location)
        }
    }

    /// The client keys fields by their JSON key and capabilities by their ID, in objects that have
    /// `Object.prototype`'s members already: a key named like one is read as the inherited member
    /// where a value lacks it, which TypeScript does not accept (and `__proto__` sets the prototype).
    private static func checkObjectMembers(_ spec: ProtocolSpec) -> [Diagnostic] {
        let own = spec.own
        let fields = own.types.flatMap { type in
            type.fields.filter { TypeScriptNames.objectMembers.contains($0.wireName) }.map { field in
                Diagnostic.error(
                    "field '\(field.name)' of type '\(type.name)' has the JSON key '\(field.wireName)', which every JavaScript object "
                        + "has (Object.prototype.\(field.wireName)); the TypeScript client keys fields by their JSON key, so choose "
                        + "another with 'wireName'",
                    at: field.location)
            }
        }
        let capabilities = own.capabilities.filter { TypeScriptNames.objectMembers.contains($0.id) }.map { capability in
            Diagnostic.error(
                "capability '\(capability.id)' has the ID of a member every JavaScript object has (Object.prototype.\(capability.id)), "
                    + "and the TypeScript client keys capabilities by their ID; choose another ID",
                at: capability.location)
        }
        return fields + capabilities
    }

    /// The client keys events by their name and fields by their JSON key, so a TypeScript name given
    /// to one would change nothing: it is reported rather than ignored.
    private static func checkUnusedNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let own = spec.own
        let events = own.events.compactMap { event in
            event.names[TypeScriptNaming.language].map { given in
                Diagnostic.error(
                    "event '\(event.name)' has no TypeScript name: the client names events by their name on the wire",
                    at: given.location)
            }
        }
        let fields = own.types.flatMap { type in
            type.fields.compactMap { field in
                field.names[TypeScriptNaming.language].map { given in
                    Diagnostic.error(
                        "field '\(field.name)' of type '\(type.name)' has no TypeScript name: the client names fields by "
                            + "their JSON key, which 'wireName' sets",
                        at: given.location)
                }
            }
        }
        return events + fields
    }
}
