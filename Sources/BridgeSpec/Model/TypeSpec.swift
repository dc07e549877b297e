/// A named data schema: an object with fields, an enum of string values, or a tagged union of objects.
package struct TypeSpec: Equatable, Sendable {
    /// The type's name, such as `DocumentCaptureResult`: its name in every output language. It is not
    /// on the wire, so a name an output reserves is changed in the spec rather than given per language.
    package var name: String
    package var description: String?
    package var kind: Kind
    package var location: SourceLocation
    /// The type's `blob`: whether its `bytes` fields may travel as blobs unless a field says otherwise.
    package var blob: Bool
    /// Whether an enum or a union keeps values (tags) it does not know in both directions
    /// (`open: true`); otherwise it is closed where the page sends it and open where the page
    /// receives it.
    package var isOpen: Bool = false

    /// What a named type is.
    package enum Kind: Equatable, Sendable {
        /// A JSON object with these fields, in spec order.
        case object([FieldSpec])
        /// A string from an open set of values, in spec order.
        case enumeration([EnumCaseSpec])
        /// A JSON object of one of several object types, told apart by a tag member.
        case union(UnionSpec)
    }

    /// A type; with `blob`, each `bytes` field that does not say otherwise may travel as a blob.
    package init(name: String, description: String?, kind: Kind, location: SourceLocation, blob: Bool = false) {
        self.name = name
        self.description = description
        self.location = location
        self.blob = blob
        guard case .object(var fields) = kind, blob else {
            self.kind = kind
            return
        }
        for index in fields.indices where fields[index].blob == nil && fields[index].type == .bytes {
            fields[index].travelsAsBlob = true
        }
        self.kind = .object(fields)
    }

    /// The fields of an object type; empty for an enum or a union.
    package var fields: [FieldSpec] {
        if case .object(let fields) = kind { return fields }
        return []
    }

    /// The fields that may travel as blobs, in spec order.
    package var blobFields: [FieldSpec] { fields.filter(\.travelsAsBlob) }

    /// The values of an enum type; empty for an object or a union.
    package var values: [EnumCaseSpec] {
        if case .enumeration(let values) = kind { return values }
        return []
    }

    /// The union a union type is; nil for an object or an enum.
    package var union: UnionSpec? {
        if case .union(let union) = kind { return union }
        return nil
    }

    /// The named types a value of this type holds directly: its fields' types, or its cases' types.
    package var referencedTypeNames: [String] {
        switch kind {
        case .object(let fields): fields.flatMap(\.type.namedTypes)
        case .enumeration: []
        case .union(let union): union.cases.map(\.type)
        }
    }
}
