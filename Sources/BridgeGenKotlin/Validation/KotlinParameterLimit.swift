import BridgeSpec

/// The JVM's limit on a method's parameters, which an object type's data class reaches first: a
/// method takes at most 255 slots of parameters, `this` counted, and a `Long` or a `Double` takes
/// two. kotlinc does not check it: it writes a class the JVM then refuses to load
/// (`ClassFormatError: Too many arguments in method signature`).
///
/// The data class's widest methods are the ones Kotlin adds for default values: the constructor
/// with defaults (`this`, the fields, an `Int` mask for every 32 fields, a marker) and
/// `copy$default` (the instance, the fields, the masks, a marker). Both take the fields' slots,
/// one per 32 fields and two more, which must stay within 255.
enum KotlinParameterLimit {
    /// The slots a JVM method's parameters may take.
    static let slots = 255

    /// The most fields of one slot each an object type can have: 245 + 8 masks + 2 = 255.
    static let fieldsOfOneSlot = 245

    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        let mapping = KotlinTypeMapping(spec: spec)
        return spec.own.types.compactMap { type in
            guard case .object(let fields) = type.kind else { return nil }
            let needed = slots(of: fields.map(mapping.type(of:)))
            guard needed > slots else { return nil }
            return .error(
                "type '\(type.name)' has \(fields.count) fields, too many for one Kotlin class: its data class's constructor "
                    + "with defaults and its 'copy' take \(needed) JVM parameter slots (one per field, two per non-null "
                    + "integer or number, one per 32 fields and two more), and the JVM allows \(slots) per method "
                    + "(\(fieldsOfOneSlot) fields of strings or objects); split it into smaller types",
                at: type.location)
        }
    }

    /// The parameter slots of the data class whose properties have `types`, in its widest methods.
    static func slots(of types: [KotlinType]) -> Int {
        guard !types.isEmpty else { return 0 }
        let fields = types.reduce(0) { total, type in total + (type == .name("Long") || type == .name("Double") ? 2 : 1) }
        let masks = (types.count + 31) / 32
        return fields + masks + 2
    }
}
