/// Makes text safe to print in one line of a log or a terminal.
///
/// Problems quote what the page sent (actions, correlation IDs, keys). Printed raw, a line break
/// would let a page forge further log lines, and an escape character would let it drive the
/// terminal. Each control character, and the two Unicode line separators, becomes its Swift escape.
enum PrintableText {
    /// `text` with every control character escaped: `\n`, `\r`, `\t`, `\\u{1B}` and the like.
    static func escapingControls(in text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// C0 and C1 controls, DEL, and U+2028 and U+2029, which JavaScript and some viewers treat as
    /// line breaks.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
