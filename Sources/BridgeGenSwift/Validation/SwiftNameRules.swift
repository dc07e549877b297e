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
    let translator: SwiftTranslator
    var diagnostics = DiagnosticCollector()

    init(spec: ProtocolSpec) {
        self.spec = spec
        self.translator = SwiftTranslator(spec: spec)
    }

    /// Every rule's findings.
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        var rules = SwiftNameRules(spec: spec)
        rules.checkTypeNames()
        rules.checkSlotNames()
        rules.checkEventNames()
        rules.checkFieldNames()
        return rules.diagnostics.diagnostics
    }

    /// A spec type may not take a name Swift, the runtime or the generated code uses.
    mutating func checkTypeNames() {
        let generated = Dictionary(GeneratedNames.declaredTypes(in: spec).map { ($0.name, $0.what) }, uniquingKeysWith: { first, _ in first })
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
        for event in spec.events where event.direction.reachesNative && GeneratedNames.incomingEventMembers.contains(event.swiftName) {
            diagnostics.error(
                "event '\(event.name)' has the Swift name '\(event.swiftName)', which \(GeneratedNames.incomingEvent) "
                    + "already uses; set 'swiftName' to choose another",
                at: event.location)
        }
    }

    /// Fields become properties, and some become locals of the fast decoder and storage of indirect
    /// values; no name may be needed by two fields.
    mutating func checkFieldNames() {
        for type in spec.types where !type.fields.isEmpty {
            var claims: [String: (field: FieldSpec, role: String)] = [:]
            let isRead = translator.requestTypes.contains(type.name)
            for field in type.fields.sorted(by: { $0.location < $1.location }) {
                var names = [(field.name, "its property")]
                if isRead { names.append((SwiftTranslator.readingLocal(field), "its fast decoder's local")) }
                if translator.needsIndirection(field, of: type.name) {
                    names.append((SwiftTranslator.storageName(of: field), "its storage"))
                }
                for (name, role) in names {
                    if let first = claims[name], first.field.name != field.name {
                        diagnostics.error(
                            "fields '\(first.field.name)' and '\(field.name)' of type '\(type.name)' both need the Swift name "
                                + "'\(name)' (\(first.role), and \(role)); rename one and keep its JSON key with 'wireName'",
                            at: field.location,
                            notes: [.note("field '\(first.field.name)' is declared here", at: first.field.location)])
                    }
                    claims[name] = claims[name] ?? (field, role)
                }
            }
            if let field = type.fields.first(where: { $0.name == "estimatedJSONSize" }) {
                diagnostics.error(
                    "field 'estimatedJSONSize' of type '\(type.name)' takes the name of the size estimate every "
                        + "generated Swift type has; rename it and keep its JSON key with 'wireName'",
                    at: field.location)
            }
        }
    }
}
