/// A JSON value as the conformance files and the host's messages hold it: objects keep their members
/// in order, and numbers keep their text.
///
/// The runner reads both sides with its own reader, not the host's: a host's bug in reading or writing
/// JSON must not hide itself by being shared with the check.
enum JSON: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    /// A number, as its text, so `1` and `1.0` stay apart where a scenario says which it means.
    case number(String)
    case string(String)
    case array([JSON])
    /// Members in the order written. Reading refuses a key written twice.
    case object([Member])

    /// One member of an object.
    struct Member: Equatable, Sendable {
        var key: String
        var value: JSON
    }

    /// The member called `key`, if this is an object that has one.
    subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The keys of an object, in order; empty for anything else.
    var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The number's value, if this is a number.
    var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// The number's value, if this is a number written without fraction or exponent.
    var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    var arrayValue: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The compact text of the value.
    var description: String { JSONText.write(self) }

    /// An object from key-value pairs, in order.
    static func object(_ pairs: KeyValuePairs<String, JSON>) -> JSON {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    /// A whole number.
    static func integer(_ value: Int) -> JSON { .number(String(value)) }
}
