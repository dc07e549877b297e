import BridgeGenKit

/// Source text for literal values, so that no translation quotes or escapes strings by hand.
package enum SwiftLiteral {
    /// `value` as a string literal in double quotes, with `\`, `"` and control characters escaped.
    ///
    /// Other characters, including non-ASCII ones, stay as they are: they are valid in a literal and
    /// easier to read than escapes.
    package static func string(_ value: String) -> String {
        // Nearly every literal (a wire name, an action ID) needs no escape: quote it whole rather than
        // scalar by scalar, which was a tenth of translating a large spec.
        if !needsEscapes(value) {
            return "\"" + value + "\""
        }
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Appends `value` as a string literal, as `string(_:)` spells it, without a string of its own
    /// for the usual literal that needs no escape.
    static func append<Output: TextOutput>(_ value: String, to output: inout Output) {
        guard !needsEscapes(value) else { return output += string(value) }
        output += "\""
        output += value
        output += "\""
    }

    private static func needsEscapes(_ value: String) -> Bool {
        value.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }
    }
}
