/// Source text for JSON (and therefore JavaScript and TypeScript) string literals, shared by every
/// generator and report that writes JSON by hand, so escaping lives in one place.
package enum JSONLiteral {
    /// `text` as a double-quoted JSON string (RFC 8259): quotes, backslashes and control characters
    /// escaped, and U+2028 and U+2029 too, which JSON allows raw but older JavaScript does not, so the
    /// result is a valid literal in both.
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
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
