import BridgeSpec

/// What a type name stands for on the wire, looked up in one spec.
enum TypeShape {
    /// A JSON object; event data that is absent counts as an object without fields (`{}` on the wire).
    case object([FieldSpec])
    /// A string from a set of values: an enum type, environments or permission states.
    case enumeration([EnumCaseSpec])
    /// Statuses or error codes, which have rules of their own and are not compared again as enums.
    case sectionWithOwnRules
    /// A JSON object of one of several object types, told apart by a tag; with whether it is open.
    case union(UnionSpec, isOpen: Bool)

    /// Whether two shapes are the same kind of JSON value.
    func isSameKind(as other: TypeShape) -> Bool {
        switch (self, other) {
        case (.object, .object), (.union, .union): true
        case (.enumeration, .enumeration), (.enumeration, .sectionWithOwnRules), (.sectionWithOwnRules, .enumeration),
            (.sectionWithOwnRules, .sectionWithOwnRules):
            true
        default: false
        }
    }
}

extension ProtocolSpec {
    /// The shape of the type called `name` (nil: no data), or nil if the spec does not declare it.
    func shape(of name: String?) -> TypeShape? {
        guard let name else { return .object([]) }
        if let type = type(named: name) {
            switch type.kind {
            case .object(let fields): return .object(fields)
            case .enumeration(let values): return .enumeration(values)
            case .union(let union): return .union(union, isOpen: type.isOpen)
            }
        }
        switch SectionEnumType(rawValue: name) {
        case .environment: return .enumeration(environments)
        case .permissionState: return .enumeration(permissionStates)
        case .responseStatus, .errorCode: return .sectionWithOwnRules
        case nil: return nil
        }
    }
}
