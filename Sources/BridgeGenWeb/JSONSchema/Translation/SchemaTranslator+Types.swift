import BridgeSpec

/// The spec's named types: an object schema per object type, a value set per enum type, closed where
/// only the page sends it, and a `oneOf` of tagged cases per union.
extension SchemaTranslator {
    /// The schema of a named type.
    func typeSchema(_ type: TypeSpec) -> SchemaValue {
        switch type.kind {
        case .enumeration(let cases) where closedEnums.contains(type.name):
            return closedValues(type.description, cases.map { ($0.value, $0.description) })
        case .enumeration(let cases):
            return openValues(type.description, cases.map { ($0.value, $0.description) })
        case .object(let fields):
            let required = fields.filter(\.isRequiredOnWire).map { SchemaValue.string($0.wireName) }
            return .members([
                "description": .text(type.description),
                "type": "object",
                "required": required.isEmpty ? nil : .array(required),
                "properties": .object(fields.map { (key: $0.wireName, value: fieldSchema($0)) }),
            ])
        case .union(let union):
            return unionSchema(type, union)
        }
    }

    /// A field: its type's schema with its limits, or that or `null` for a nullable field; then its
    /// description, default and annotations (`deprecated`, `x-sensitive`).
    private func fieldSchema(_ field: FieldSpec) -> SchemaValue {
        var value = field.travelsAsBlob ? blobFieldSchema(field) : referenceSchema(field.type)
        if case .object(let members) = value, !field.constraints.isEmpty {
            value = .object(members + Self.limitKeywords(field.constraints))
        }
        if field.isNullable {
            value = ["anyOf": .array([value, ["type": "null"]])]
        }
        var schema = described(value, field.description)
        var annotations: [(key: String, value: SchemaValue)] = []
        if let value = field.defaultValue { annotations.append((key: "default", value: Self.schemaValue(value))) }
        if field.availability.isDeprecated { annotations.append((key: "deprecated", value: .boolean(true))) }
        if field.isSensitive { annotations.append((key: "x-sensitive", value: .boolean(true))) }
        if case .object(let members) = schema, !annotations.isEmpty {
            schema = .object(members + annotations)
        }
        return schema
    }

    /// JSON Schema's keywords for a field's limits, which mean what the spec's do.
    private static func limitKeywords(_ limits: FieldConstraints) -> [(key: String, value: SchemaValue)] {
        let numbers: [(String, Double?)] = [("minimum", limits.minimum), ("maximum", limits.maximum)]
        let counts: [(String, Int?)] = [
            ("minLength", limits.minLength), ("maxLength", limits.maxLength), ("minItems", limits.minItems),
            ("maxItems", limits.maxItems),
        ]
        return numbers.compactMap { key, bound in bound.map { (key: key, value: SchemaValue.number($0)) } }
            + counts.compactMap { key, bound in bound.map { (key: key, value: SchemaValue.integer($0)) } }
    }

    /// The schema of a type reference. Bytes are canonical, padded base64, as both runtimes write it.
    func referenceSchema(_ type: TypeReference) -> SchemaValue {
        switch type {
        case .string: ["type": "string"]
        case .integer: ["type": "integer"]
        case .number: ["type": "number"]
        case .boolean: ["type": "boolean"]
        case .bytes:
            [
                "type": "string", "contentEncoding": "base64",
                "pattern": "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$",
            ]
        case .json: ["description": "Any JSON value."]
        case .array(let element): ["type": "array", "items": referenceSchema(element)]
        case .map(let value): ["type": "object", "additionalProperties": referenceSchema(value)]
        case .named(let name): typeRef(name)
        }
    }

    /// `{"$ref": …}` to the named type `name`: in this schema, or, for an extension, in its base's
    /// schema when the type (or value set) is the base's.
    func typeRef(_ name: String) -> SchemaValue {
        spec.emits(type: name) ? .ref(name) : .ref(name, in: Self.baseDocument)
    }

    /// A default as a JSON value.
    static func schemaValue(_ value: DefaultValue) -> SchemaValue {
        switch value {
        case .string(let text), .enumValue(let text): .string(text)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .boolean(let flag): .boolean(flag)
        }
    }
}
