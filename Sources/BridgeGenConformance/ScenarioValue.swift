import BridgeSpec

/// A JSON value of a scenario line, with object members in the order the generator chose, so that a
/// line prints the same bytes every time and reads in a fixed order: envelope fields as the README
/// lists them, a type's fields in spec order.
indirect enum ScenarioValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ScenarioValue])
    case object([Member])

    /// One member of an object.
    struct Member: Equatable, Sendable {
        var key: String
        var value: ScenarioValue
    }

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: ScenarioValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, ScenarioValue)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }

    /// An object from key-value pairs, in order; pairs whose value is nil are left out.
    static func members(_ pairs: KeyValuePairs<String, ScenarioValue?>) -> ScenarioValue {
        .object(pairs.compactMap { pair in pair.value.map { Member(key: pair.key, value: $0) } })
    }

    /// The object with `key` set to `value`: replaced where it is, or added at the end.
    func setting(_ key: String, to value: ScenarioValue) -> ScenarioValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        return .object(members)
    }

    /// The object without `key`.
    func removing(_ key: String) -> ScenarioValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.key != key })
    }

    /// The value as one line of compact JSON.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): JSONLiteral.number(number)
        case .string(let string): JSONLiteral.string(string)
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONLiteral.string($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }
}
