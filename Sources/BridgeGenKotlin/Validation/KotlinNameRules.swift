import BridgeSpec

/// What the Kotlin output needs of a valid spec's names: names given for Kotlin are identifiers;
/// a type does not take a name the generated code or its runtime uses; no two elements become the
/// same Kotlin name where they share a scope (a type's properties or entries, the host's members,
/// an identifier object's constants); and the host's members do not take the runtime host's.
enum KotlinNameRules {
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        givenNames(spec) + typeNames(spec) + typeMembers(spec) + hostMembers(spec) + constants(spec)
    }

    /// Every name the Kotlin output writes for an element must be an identifier: one given for
    /// Kotlin, reported where it is given; one derived from an ID (`3d.scan` → `3dScan`), at the element.
    private static func givenNames(_ spec: ProtocolSpec) -> [Diagnostic] {
        let own = spec.own
        let language = KotlinNaming.language
        var named: [(element: String, name: String, given: LanguageNames.Given?, location: SourceLocation)] = []
        named += own.actions.map { ("action '\($0.id)'", KotlinNaming.name(of: $0), $0.names[language], $0.location) }
        named += own.events.map { ("event '\($0.name)'", KotlinNaming.name(of: $0), $0.names[language], $0.location) }
        named += own.capabilities.map { ("capability '\($0.id)'", KotlinNaming.name(of: $0), $0.names[language], $0.location) }
        named += own.errorCodes.map { ("error code '\($0.code)'", KotlinNaming.name(of: $0), $0.names[language], $0.location) }
        for type in own.types {
            named += type.fields.map {
                ("field '\($0.name)' of type '\(type.name)'", KotlinNaming.name(of: $0), $0.names[language], $0.location)
            }
            named += type.values.map {
                ("value '\($0.value)' of type '\(type.name)'", KotlinNaming.name(of: $0), $0.names[language], $0.location)
            }
            named += (type.union?.cases ?? []).map {
                ("case '\($0.tag)' of union '\(type.name)'", KotlinNaming.name(of: $0), $0.names[language], $0.location)
            }
        }
        return named.compactMap { element, name, given, location in
            guard !Identifier.isValid(name) else { return nil }
            if let given {
                return .error("the Kotlin name '\(name)' given to \(element) is not a Kotlin identifier", at: given.location)
            }
            return .error(
                "\(element) becomes '\(name)' in Kotlin, which is not a Kotlin identifier; choose another with "
                    + "'names: {kotlin: …}'",
                at: location)
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
            type.fields.filter { KotlinNaming.name(of: $0) == KotlinReservedNames.companion }.map { field in
                Diagnostic.error(
                    "field '\(field.name)' of type '\(type.name)' becomes the Kotlin property '\(KotlinReservedNames.companion)', "
                        + "the name of the class's companion object; choose another with 'names: {kotlin: …}'",
                    at: field.names[KotlinNaming.language]?.location ?? field.location)
            }
                + duplicates(
                    type.fields.map { (KotlinNaming.name(of: $0), $0.location, "field '\($0.name)'") }, in: "type '\(type.name)'")
                + duplicates(
                    type.values.map { (KotlinNaming.constant(KotlinNaming.name(of: $0)), $0.location, "value '\($0.value)'") },
                    in: "type '\(type.name)'")
                + unionCases(type)
        }
    }

    /// A union's cases become its sealed class's subclasses: distinct, and none named as the
    /// subclass of unknown tags, the union itself, a case's type, or a type its code names.
    private static func unionCases(_ type: TypeSpec) -> [Diagnostic] {
        guard let union = type.union else { return [] }
        let taken = Set(KotlinUnionNames.used + [type.name] + union.cases.map(\.type))
        let named = union.cases.map { unionCase in
            (
                KotlinUnionNames.subclass(unionCase), unionCase.names[KotlinNaming.language]?.location ?? unionCase.location,
                "case '\(unionCase.tag)'"
            )
        }
        let clashes = named.compactMap { name, location, element -> Diagnostic? in
            guard taken.contains(name) else { return nil }
            return .error(
                "\(element) of union '\(type.name)' becomes its Kotlin subclass '\(name)', a name its sealed class already "
                    + "uses; choose another with 'names: {kotlin: …}'",
                at: location)
        }
        return clashes + duplicates(named, in: "union '\(type.name)'")
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
