/// The limits a field's value must keep: `minimum` and `maximum` for numbers, `minLength` and
/// `maxLength` for strings (in Unicode code points, as JSON Schema counts), `minItems` and
/// `maxItems` for arrays. Every receiver checks them, and the schema states them.
package struct FieldConstraints: Hashable, Sendable {
    package var minimum: Double?
    package var maximum: Double?
    package var minLength: Int?
    package var maxLength: Int?
    package var minItems: Int?
    package var maxItems: Int?

    package init(
        minimum: Double? = nil, maximum: Double? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        minItems: Int? = nil, maxItems: Int? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.minLength = minLength
        self.maxLength = maxLength
        self.minItems = minItems
        self.maxItems = maxItems
    }

    /// Whether the field has no limits.
    package var isEmpty: Bool { self == FieldConstraints() }

    /// The spec's keys, in the order documented.
    package static let keys = ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"]

    /// Whether every value these limits accept, `other` accepts too: `other` is as loose or looser.
    package func isWithin(_ other: FieldConstraints) -> Bool {
        func lower<T: Comparable>(_ mine: T?, _ theirs: T?) -> Bool {
            guard let theirs else { return true }
            guard let mine else { return false }
            return mine >= theirs
        }
        func upper<T: Comparable>(_ mine: T?, _ theirs: T?) -> Bool {
            guard let theirs else { return true }
            guard let mine else { return false }
            return mine <= theirs
        }
        return lower(minimum, other.minimum) && upper(maximum, other.maximum) && lower(minLength, other.minLength)
            && upper(maxLength, other.maxLength) && lower(minItems, other.minItems) && upper(maxItems, other.maxItems)
    }

    /// The limits as the spec writes them, for messages: `minimum: 0, maximum: 1`; `none` when empty.
    package var summary: String {
        let parts: [String] = [
            minimum.map { "minimum: \(Self.number($0))" }, maximum.map { "maximum: \(Self.number($0))" },
            minLength.map { "minLength: \($0)" }, maxLength.map { "maxLength: \($0)" },
            minItems.map { "minItems: \($0)" }, maxItems.map { "maxItems: \($0)" },
        ].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// `value` as the spec would write it: `1` rather than `1.0`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
