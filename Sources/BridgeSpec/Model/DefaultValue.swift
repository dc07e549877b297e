/// A field's default: what a receiver assumes when the field is absent.
package enum DefaultValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    /// A value of an enum type, by its wire value.
    case enumValue(String)

    package var description: String {
        switch self {
        case .string(let value), .enumValue(let value): "\"\(value)\""
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .boolean(let value): String(value)
        }
    }
}
