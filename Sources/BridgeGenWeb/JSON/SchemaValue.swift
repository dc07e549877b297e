/// A JSON value whose objects keep their keys in the order they were written, so a schema (and the
/// web client's package.json) prints the same bytes every time and reads in the order the generator chose.
indirect enum SchemaValue: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case object([(key: String, value: SchemaValue)])
    case array([SchemaValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .boolean(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(arrayLiteral elements: SchemaValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, SchemaValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }

    /// An object from key-value pairs, in order; pairs whose value is nil are left out.
    static func members(_ pairs: KeyValuePairs<String, SchemaValue?>) -> SchemaValue {
        .object(pairs.compactMap { pair in pair.value.map { (key: pair.key, value: $0) } })
    }

    /// `{"$ref": "#/$defs/<name>"}`.
    static func ref(_ name: String) -> SchemaValue { ["$ref": .string("#/$defs/\(name)")] }

    /// `{"$ref": "<document>#/$defs/<name>"}`: a definition of another schema, by a URI relative to
    /// this one's.
    static func ref(_ name: String, in document: String) -> SchemaValue { ["$ref": .string("\(document)#/$defs/\(name)")] }

    /// A string value, or nil for nil or empty text, so optional descriptions drop out of objects.
    static func text(_ text: String?) -> SchemaValue? {
        guard let text, !text.isEmpty else { return nil }
        return .string(text)
    }
}
