/// The limits a spec's field may set on its values (`minimum`, `maximum`, `minLength`,
/// `maxLength`, `minItems`, `maxItems`), checked by generated decoders after a field's value is
/// read. Each check returns what is wrong in words, without the value (which may be sensitive), or
/// nil; the reader's `check(_:key:)` throws it with the field's path, or gives up.
@_spi(BridgeGenerated) public enum BridgeLimits {
    /// A number below `minimum` or above `maximum`, both inclusive.
    @inlinable
    public static func violation(of value: Double, minimum: Double?, maximum: Double?) -> String? {
        if let minimum, value < minimum { return "the value is below the minimum of \(JSONValue.number(minimum))" }
        if let maximum, value > maximum { return "the value is above the maximum of \(JSONValue.number(maximum))" }
        return nil
    }

    /// A whole number below `minimum` or above `maximum`.
    @inlinable
    public static func violation(of value: Int, minimum: Double?, maximum: Double?) -> String? {
        violation(of: Double(value), minimum: minimum, maximum: maximum)
    }

    /// A string with fewer than `minLength` or more than `maxLength` Unicode code points, as JSON
    /// Schema counts them.
    @inlinable
    public static func violation(of value: String, minLength: Int?, maxLength: Int?) -> String? {
        let length = value.unicodeScalars.count
        if let minLength, length < minLength {
            return "the text has \(length) characters, fewer than the minimum of \(minLength)"
        }
        if let maxLength, length > maxLength { return "the text has \(length) characters, more than the maximum of \(maxLength)" }
        return nil
    }

    /// An array with fewer than `minItems` or more than `maxItems` elements.
    @inlinable
    public static func violation<Element>(of value: [Element], minItems: Int?, maxItems: Int?) -> String? {
        if let minItems, value.count < minItems {
            return "the array has \(value.count) items, fewer than the minimum of \(minItems)"
        }
        if let maxItems, value.count > maxItems {
            return "the array has \(value.count) items, more than the maximum of \(maxItems)"
        }
        return nil
    }
}
