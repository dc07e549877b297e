import BridgeGenKit
import BridgeSpec

/// What the Swift output needs of a valid spec's names: none may take a name that Swift, the
/// runtime or the generated code itself declares, and none may collide once the translator's own
/// naming applies. Each problem is reported at the spec element it concerns.
///
/// The names come from where they are declared: `GeneratedNames.declaredTypes(in:)` and the
/// translator's naming functions (tests hold them to the real translation), and `RuntimeNames`
/// (tests hold it to the runtime's sources).
struct SwiftNameRules {
    let spec: ProtocolSpec
    var diagnostics = DiagnosticCollector()

    init(spec: ProtocolSpec) {
        self.spec = spec
    }

    /// Every rule's findings.
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        var rules = SwiftNameRules(spec: spec)
        rules.checkIdentifiers()
        rules.checkTypeNames()
        rules.checkSlotNames()
        rules.checkEventNames()
        rules.checkFieldNames()
        rules.checkUnionCaseNames()
        return rules.diagnostics.diagnostics
    }

    /// A spec type may not take a name Swift, the runtime or the generated code uses.
    mutating func checkTypeNames() {
        let generated = Dictionary(
            GeneratedNames.declaredTypes(in: spec).map { ($0.name, $0.what) }, uniquingKeysWith: { first, _ in first })
        for type in spec.types {
            let name = type.name
            let reason: String
            if SwiftNaming.isKeyword(name) {
                reason = "it is a Swift keyword"
            } else if SwiftStandardNames.types.contains(name) {
                reason = "it would shadow Swift's own '\(name)', which the generated code uses"
            } else if RuntimeNames.publicTypes.contains(name) {
                reason = "the runtime already declares '\(name)', and the generated module re-exports it"
            } else if let what = generated[name] {
                reason = "the generated Swift declares '\(name)' for \(what)"
            } else if GeneratedNames.definitionMembers.contains(name) {
                reason = "the generated protocol definition uses '\(name)' for one of its runtime types, which would shadow it"
            } else if name == GeneratedNames.readerParameter {
                reason = "the generated decoders use '\(name)' for the type of their reader, which would shadow it"
            } else {
                continue
            }
            diagnostics.error("type name '\(name)' is reserved: \(reason); choose another name", at: type.location)
        }
    }

    /// A slot's property may not be a member `BridgeHost` already has, and its result case not one
    /// every slot result has.
    mutating func checkSlotNames() {
        let hostMembers = RuntimeNames.hostMembers.union(["delegate"])
        for capability in spec.capabilities {
            guard let slot = capability.slot else { continue }
            let what = "the slot of capability '\(capability.id)'"
            if hostMembers.contains(slot.property) {
                diagnostics.error(
                    "\(what) has the property '\(slot.property)', which \(GeneratedNames.host) already has; choose another name",
                    at: slot.propertyLocation)
            }
            if GeneratedNames.slotResultCases.contains(slot.resultCase) {
                diagnostics.error(
                    "\(what) has the result case '\(slot.resultCase)', which every slot result already has; choose another name",
                    at: slot.resultCaseLocation)
            }
        }
    }

    /// An event the page sends becomes a case of `WebToNativeEvent`, which has members of its own.
    mutating func checkEventNames() {
        let taken = Set(GeneratedNames.incomingEventMembers + GeneratedNames.incomingEventTypes)
        for event in spec.events where event.direction.reachesNative && taken.contains(SwiftNaming.name(of: event)) {
            diagnostics.error(
                "event '\(event.name)' has the Swift name '\(SwiftNaming.name(of: event))', which \(GeneratedNames.incomingEvent) "
                    + "already uses; set 'swiftName' to choose another",
                at: event.location)
        }
    }

    /// Fields become properties (and, for indirect values, storage beside them) and the memberwise
    /// initializer's arguments; no two fields may need one name in either. (The fast decoder's
    /// locals cannot collide: see `SwiftTranslator.readingLocal`.)
    mutating func checkFieldNames() {
        for type in spec.types where !type.fields.isEmpty {
            var members: [String: (field: FieldSpec, role: String)] = [:]
            var arguments: [String: (field: FieldSpec, role: String)] = [:]
            for field in type.fields.sorted(by: { $0.location < $1.location }) {
                let swiftName = SwiftNaming.name(of: field)
                var names = [(swiftName, "its property", true)]
                if SwiftTranslator.needsIndirection(field, of: type.name, in: spec) {
                    names.append(("_" + swiftName, "its storage", true))
                }
                names.append((SwiftTranslator.parameterName(ofFieldNamed: swiftName), "its initializer's argument", false))
                for (name, role, isMember) in names {
                    if let first = (isMember ? members : arguments)[name], first.field.name != field.name {
                        diagnostics.error(
                            "fields '\(first.field.name)' and '\(field.name)' of type '\(type.name)' both need the Swift name "
                                + "'\(name)' (\(first.role), and \(role)); rename one and keep its JSON key with 'wireName'",
                            at: field.location,
                            notes: [.note("field '\(first.field.name)' is declared here", at: first.field.location)])
                    }
                    if isMember {
                        members[name] = members[name] ?? (field, role)
                    } else {
                        arguments[name] = arguments[name] ?? (field, role)
                    }
                }
            }
            for field in type.fields {
                let name = SwiftNaming.name(of: field)
                let problem: String
                if name.utf8.first.map({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) == true,
                    RuntimeNames.publicTypes.contains(name)
                {
                    problem =
                        "a type of the runtime that the generated code of '\(type.name)' uses and a property of that name would hide"
                } else if GeneratedNames.objectTypeMembers.contains(name) {
                    problem = "a member the generated struct has already"
                } else if name == type.name {
                    problem = "the name of the type itself, which its generated decoder writes to reach its list of members"
                } else {
                    continue
                }
                diagnostics.error(
                    "field '\(field.name)' of type '\(type.name)' has the Swift name '\(name)', \(problem); choose another with "
                        + "'names: {swift: …}'",
                    at: field.names[SwiftNaming.language]?.location ?? field.location)
            }
            if let field = type.fields.first(where: { SwiftNaming.name(of: $0) == "estimatedJSONSize" }) {
                diagnostics.error(
                    "field '\(field.name)' of type '\(type.name)' takes the name of the size estimate every "
                        + "generated Swift type has; rename it and keep its JSON key with 'wireName'",
                    at: field.location)
            }
        }
    }
}
