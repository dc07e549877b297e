import BridgeSpec

/// The Kotlin type of each spec type, and how a value of it is read from JSON and written to it.
struct KotlinTypeMapping {
    let spec: ProtocolSpec
    /// The types generated with a text reader ([textReadableTypes(of:)]).
    let textReadable: Set<String>

    init(spec: ProtocolSpec) {
        self.spec = spec
        textReadable = Self.textReadableTypes(of: spec)
    }

    /// The Kotlin type of a reference: `Long` for integers, `ByteArray` for bytes, `JsonValue` for json.
    func type(of reference: TypeReference) -> KotlinType {
        switch reference {
        case .string: .name("String")
        case .integer: .name("Long")
        case .number: .name("Double")
        case .boolean: .name("Boolean")
        case .bytes: .name("ByteArray")
        case .json: .name("JsonValue")
        case .array(let element): .named("List", [type(of: element)])
        case .map(let value): .named("Map", [.name("String"), type(of: value)])
        case .named(let name): .name(name)
        }
    }

    /// A field's property type: nullable when the field may be absent without a default, or null.
    func type(of field: FieldSpec) -> KotlinType {
        let base = type(of: field.type)
        return field.isOptionalInSwift ? base.orNull : base
    }

    /// Reads `value` (a non-null `JsonValue`) found at `path` as `reference`; `depth` names the
    /// lambdas' parameters of nested containers apart.
    func decode(_ reference: TypeReference, _ value: KotlinExpression, path: KotlinExpression, depth: Int = 1) -> KotlinExpression
    {
        switch reference {
        case .string: .decoding("string", value, path)
        case .integer: .decoding("integer", value, path)
        case .number: .decoding("number", value, path)
        case .boolean: .decoding("boolean", value, path)
        case .bytes: .decoding("bytes", value, path)
        case .json: value
        case .array(let element), .map(let element):
            KotlinExpression.name("JsonDecoding").dot(reference == .array(element) ? "list" : "map").call(
                [value, path], ["item\(depth)", "path\(depth)"],
                [.expression(decode(element, .name("item\(depth)"), path: .name("path\(depth)"), depth: depth + 1))])
        case .named(let name): KotlinExpression.name(name).dot("decode").call(value, path)
        }
    }

    /// Writes `value` (not null) as `reference` to `writer`.
    func encode(_ reference: TypeReference, _ value: KotlinExpression, depth: Int = 1) -> [KotlinStatement] {
        let writer = KotlinExpression.name("writer")
        switch reference {
        case .string: return [.call(writer.dot("string").call(value))]
        case .integer: return [.call(writer.dot("integer").call(value))]
        case .number: return [.call(writer.dot("number").call(value))]
        case .boolean: return [.call(writer.dot("bool").call(value))]
        case .bytes: return [.call(writer.dot("base64").call(value))]
        case .json: return [.call(writer.dot("value").call(value))]
        case .array(let element):
            let item = KotlinExpression.name("item\(depth)")
            return [
                .call(writer.dot("beginArray").call()),
                .call(value.dot("forEach").call([], ["item\(depth)"], encode(element, item, depth: depth + 1))),
                .call(writer.dot("endArray").call()),
            ]
        case .map(let element):
            let entry = KotlinExpression.name("entry\(depth)")
            return [
                .call(writer.dot("beginObject").call()),
                .call(
                    value.dot("forEach").call(
                        [], ["entry\(depth)"],
                        [.call(writer.dot("key").call(entry.dot("key")))] + encode(element, entry.dot("value"), depth: depth + 1))
                ),
                .call(writer.dot("endObject").call()),
            ]
        case .named: return [.call(value.dot("encode").call(writer))]
        }
    }

    /// A default value as a Kotlin literal of `field`'s type.
    func literal(_ value: DefaultValue, of field: FieldSpec) -> KotlinExpression {
        switch value {
        case .string(let text): return .string(text)
        case .integer(let number): return field.type == .number ? .double(Double(number)) : .long(number)
        case .number(let number): return .double(number)
        case .boolean(let flag): return .boolean(flag)
        case .enumValue(let raw):
            guard case .named(let name) = field.type, let type = spec.type(named: name),
                let value = type.values.first(where: { $0.value == raw })
            else { return .string(raw) }
            return KotlinExpression.name(name).dot(KotlinNaming.constant(KotlinNaming.name(of: value)))
        }
    }
}
