import BridgeSpec

/// The spec's named types: an object schema per object type, an open value set per enum type.
extension SchemaTranslator {
    /// The schema of a named type.
    func typeSchema(_ type: TypeSpec) -> SchemaValue {
        switch type.kind {
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
        }
    }

    /// A field: its type's schema with its description and default.
    private func fieldSchema(_ field: FieldSpec) -> SchemaValue {
        var schema = described(field.travelsAsBlob ? blobFieldSchema(field) : referenceSchema(field.type), field.description)
        if let value = field.defaultValue, case .object(let members) = schema {
            schema = .object(members + [(key: "default", value: Self.schemaValue(value))])
        }
        return schema
    }

    /// The schema of a type reference. Bytes are canonical, padded base64, as both runtimes write it.
    func referenceSchema(_ type: TypeReference) -> SchemaValue {
        switch type {
        case .string: ["type": "string"]
        case .integer: ["type": "integer"]
        case .number: ["type": "number"]
        case .boolean: ["type": "boolean"]
        case .bytes: [
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
