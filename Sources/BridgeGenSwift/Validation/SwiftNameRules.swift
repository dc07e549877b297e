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

    /// Every rule's findings, in the order of the rules: identifiers, type names, slot names,
    /// event names, field names, union cases.
    ///
    /// The rules only read the spec, so they run on all cores, each into a collector of its own, the
    /// field names in slices of the types (they are most of the work for a large spec); the findings
    /// are then taken in rule order, as if run one by one. The generator waits for these checks
    /// before it translates anything.
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        typealias Rule = @Sendable (inout SwiftNameRules) -> Void
        let fieldRules = spec.types.indices.slices(ofAtMost: 256).map { slice -> Rule in
            { $0.checkFieldNames(ofTypesAt: slice) }
        }
        let rules: [Rule] =
            [{ $0.checkIdentifiers() }, { $0.checkTypeNames() }, { $0.checkSlotNames() }, { $0.checkEventNames() }]
            + fieldRules + [{ $0.checkUnionCaseNames() }]
        let findings = rules.parallelMap { rule in
            var rules = SwiftNameRules(spec: spec)
            rule(&rules)
            return rules.diagnostics.diagnostics
        }
        var collector = DiagnosticCollector()
        for found in findings { collector.emit(contentsOf: found) }
        return collector.diagnostics
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
    /// locals cannot collide: see `SwiftTranslator.readingLocal`.) For the types at `slice` of
    /// `spec.types`.
    mutating func checkFieldNames(ofTypesAt slice: Range<Int>) {
        for type in spec.types[slice] where !type.fields.isEmpty {
            checkFieldCollisions(of: type)
            checkFieldsAgainstGeneratedNames(of: type)
        }
    }

    /// No two fields of `type` may need one Swift name. Fields are named by their index in
    /// `type.fields`: a field is a large value, and copying one into a table costs more than the
    /// check itself.
    private mutating func checkFieldCollisions(of type: TypeSpec) {
        let fields = type.fields
        var members: [String: (field: Int, role: String)] = [:]
        var arguments: [String: (field: Int, role: String)] = [:]
        members.reserveCapacity(fields.count)
        arguments.reserveCapacity(fields.count)
        for index in fields.indices.sorted(by: { fields[$0].location < fields[$1].location }) {
            let swiftName = SwiftNaming.name(of: fields[index])
            var names = [(swiftName, "its property", true)]
            if SwiftTranslator.needsIndirection(fields[index], of: type.name, in: spec) {
                names.append(("_" + swiftName, "its storage", true))
            }
            names.append((SwiftTranslator.parameterName(ofFieldNamed: swiftName), "its initializer's argument", false))
            for (name, role, isMember) in names {
                if let first = (isMember ? members : arguments)[name], fields[first.field].name != fields[index].name {
                    let firstField = fields[first.field]
                    diagnostics.error(
                        "fields '\(firstField.name)' and '\(fields[index].name)' of type '\(type.name)' both need the Swift name "
                            + "'\(name)' (\(first.role), and \(role)); rename one and keep its JSON key with 'wireName'",
                        at: fields[index].location,
                        notes: [.note("field '\(firstField.name)' is declared here", at: firstField.location)])
                }
                if isMember {
                    members[name] = members[name] ?? (index, role)
                } else {
                    arguments[name] = arguments[name] ?? (index, role)
                }
            }
        }
    }

    /// No field of `type` may take a name the generated struct or the runtime uses.
    private mutating func checkFieldsAgainstGeneratedNames(of type: TypeSpec) {
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
