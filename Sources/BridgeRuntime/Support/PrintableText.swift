/// Makes text safe to print in one line of a log or a terminal.
///
/// Problems quote what the page sent (actions, correlation IDs, keys). Printed raw, a line break
/// would let a page forge further log lines, and an escape character would let it drive the
/// terminal. Each control character, and the two Unicode line separators, becomes its Swift escape.
enum PrintableText {
    /// The most characters of text shown; a problem quoting page text longer than this (a URL the
    /// page fetched, an action name) shows its start and how much was left out.
    static let maximumLength = 1_000

    /// `text` cut to `maximumLength` characters, saying how many more there were.
    static func clipped(_ text: String) -> String {
        guard text.utf8.count > maximumLength else { return text }
        var scalars = text.unicodeScalars.makeIterator()
        var kept = String.UnicodeScalarView()
        var count = 0
        while count < maximumLength, let scalar = scalars.next() {
            kept.append(scalar)
            count += 1
        }
        var more = 0
        while scalars.next() != nil { more += 1 }
        guard more > 0 else { return text }
        return String(kept) + "… (\(more) more characters)"
    }

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
