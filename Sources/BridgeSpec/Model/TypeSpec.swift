/// A named data schema: an object with fields, or an enum of string values.
package struct TypeSpec: Equatable, Sendable {
    /// The type's name, which is also its Swift name, such as `DocumentCaptureResult`.
    package var name: String
    package var description: String?
    package var kind: Kind
    package var location: SourceLocation

    /// What a named type is.
    package enum Kind: Equatable, Sendable {
        /// A JSON object with these fields, in spec order.
        case object([FieldSpec])
        /// A string from an open set of values, in spec order.
        case enumeration([EnumCaseSpec])
    }

    package init(name: String, description: String?, kind: Kind, location: SourceLocation) {
        self.name = name
        self.description = description
        self.kind = kind
        self.location = location
    }

    /// The fields of an object type; empty for an enum.
    package var fields: [FieldSpec] {
        if case .object(let fields) = kind { return fields }
        return []
    }

    /// The values of an enum type; empty for an object.
    package var values: [EnumCaseSpec] {
        if case .enumeration(let values) = kind { return values }
        return []
    }
}
