/// Source text for JSON (and therefore JavaScript and TypeScript) string and number literals, shared by every
/// generator and report that writes JSON by hand, so escaping lives in one place. It lives here rather
/// than with the Swift generator so that `bridgegen diff`'s JSON report needs no generator.
package enum JSONLiteral {
    /// `text` as a double-quoted JSON string (RFC 8259): quotes, backslashes and control characters
    /// escaped, and U+2028 and U+2029 too, which JSON allows raw but older JavaScript does not, so the
    /// result is a valid literal in both. DEL and the C1 controls (U+0080 to U+009F, among them the
    /// one-character terminal escape CSI) are allowed raw too, and escaped all the same: text from a
    /// spec must not reach whoever prints the document as terminal commands.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `number` as JSON (and JavaScript) writes it: a whole number without a fraction.
    package static func number(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
