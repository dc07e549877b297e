import BridgeSpec

/// What the Kotlin output needs of a valid spec's names: names given for Kotlin are identifiers;
/// a type does not take a name the generated code or its runtime uses; no two elements become the
/// same Kotlin name where they share a scope (a type's properties or entries, the host's members,
/// an identifier object's constants); and the host's members do not take the runtime host's.
enum KotlinNameRules {
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        givenNames(spec) + typeNames(spec) + typeMembers(spec) + hostMembers(spec) + constants(spec)
    }

    private static func givenNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let own = spec.own
        var given: [(String, LanguageNames.Given?)] = []
        given += own.actions.map { ("action '\($0.id)'", $0.names[KotlinNaming.language]) }
        given += own.events.map { ("event '\($0.name)'", $0.names[KotlinNaming.language]) }
        given += own.capabilities.map { ("capability '\($0.id)'", $0.names[KotlinNaming.language]) }
        given += own.errorCodes.map { ("error code '\($0.code)'", $0.names[KotlinNaming.language]) }
        for type in own.types {
            given += type.fields.map { ("field '\($0.name)' of type '\(type.name)'", $0.names[KotlinNaming.language]) }
            given += type.values.map { ("value '\($0.value)' of type '\(type.name)'", $0.names[KotlinNaming.language]) }
        }
        return given.compactMap { element, name in
            guard let name, !Identifier.isValid(name.name) else { return nil }
            return .error("the Kotlin name '\(name.name)' given to \(element) is not a Kotlin identifier", at: name.location)
        }
    }

    private static func typeNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let generated = Set(
            KotlinGeneratedNames(spec).all + ["BridgeEnvironment", "PermissionState", "BridgeResponseStatus", "BridgeErrorCode"])
        return spec.own.types.compactMap { type in
            let reason: String
            if KotlinReservedNames.types.contains(type.name) {
                reason = "the generated Kotlin uses Kotlin's or the runtime's '\(type.name)'"
            } else if generated.contains(type.name) {
                reason = "the generated Kotlin declares its own '\(type.name)'"
            } else if KotlinNaming.keywords.contains(type.name) {
                reason = "it is a Kotlin keyword"
            } else {
                return nil
            }
            return .error(
                "type name '\(type.name)' is reserved in the Kotlin output: \(reason); choose another name", at: type.location)
        }
    }

    private static func typeMembers(_ spec: ProtocolSpec) -> [Diagnostic] {
        spec.own.types.flatMap { type in
            duplicates(
                type.fields.map { (KotlinNaming.name(of: $0), $0.location, "field '\($0.name)'") }, in: "type '\(type.name)'")
                + duplicates(
                    type.values.map { (KotlinNaming.constant(KotlinNaming.name(of: $0)), $0.location, "value '\($0.value)'") },
                    in: "type '\(type.name)'")
        }
    }

    private static func hostMembers(_ spec: ProtocolSpec) -> [Diagnostic] {
        let own = spec.own
        let slotActions = Set(spec.slotCapabilities.compactMap { $0.slot?.action })
        var members: [(String, SourceLocation, String)] = own.capabilities.compactMap { capability in
            capability.slot.map { ($0.property, $0.propertyLocation, "the slot of capability '\(capability.id)'") }
        }
        members += own.actions.filter { !slotActions.contains($0.id) && $0.id != spec.negotiationAction }.map { action in
            (
                "handle" + KotlinNaming.capitalized(KotlinNaming.name(of: action)),
                action.names[KotlinNaming.language]?.location ?? action.location,
                "action '\(action.id)'"
            )
        }
        members += own.events.filter(\.direction.reachesWeb).map { event in
            (
                "send" + KotlinNaming.capitalized(KotlinNaming.name(of: event)),
                event.names[KotlinNaming.language]?.location ?? event.location,
                "event '\(event.name)'"
            )
        }
        let taken = members.compactMap { name, location, element -> Diagnostic? in
            guard KotlinReservedNames.hostMembers.contains(name) else { return nil }
            return .error(
                "\(element) becomes the Kotlin host's '\(name)', which the runtime's host already has; choose another name",
                at: location)
        }
        let cases = own.events.filter(\.direction.reachesNative).map { event in
            (
                KotlinNaming.capitalized(KotlinNaming.name(of: event)),
                event.names[KotlinNaming.language]?.location ?? event.location, "event '\(event.name)'"
            )
        }
        return taken + duplicates(members, in: "the Kotlin host") + duplicates(cases, in: "the Kotlin incoming event type")
    }

    private static func constants(_ spec: ProtocolSpec) -> [Diagnostic] {
        let own = spec.own
        func constant(_ name: String) -> String { KotlinNaming.constant(name) }
        return duplicates(
            own.actions.map { (constant(KotlinNaming.name(of: $0)), $0.location, "action '\($0.id)'") },
            in: "the Kotlin actions' constants")
            + duplicates(
                own.events.map { (constant(KotlinNaming.name(of: $0)), $0.location, "event '\($0.name)'") },
                in: "the Kotlin events' constants")
            + duplicates(
                own.capabilities.map { (constant(KotlinNaming.name(of: $0)), $0.location, "capability '\($0.id)'") },
                in: "the Kotlin capabilities' constants")
            + duplicates(
                own.errorCodes.map { (constant(KotlinNaming.name(of: $0)), $0.location, "error code '\($0.code)'") },
                in: "the Kotlin error codes' constants")
    }

    /// An error at every element after the first that takes a name already taken in the scope.
    private static func duplicates(_ names: [(String, SourceLocation, String)], in scope: String) -> [Diagnostic] {
        var first: [String: String] = [:]
        return names.compactMap { name, location, element in
            if let earlier = first[name] {
                return .error(
                    "\(element) becomes '\(name)' in \(scope), as \(earlier) does; choose another Kotlin name with 'names: {kotlin: …}'",
                    at: location)
            }
            first[name] = element
            return nil
        }
    }
}
