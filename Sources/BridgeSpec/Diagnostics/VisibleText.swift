/// Text that came from a spec (or a baseline, or the command line) made safe to print as one line.
///
/// A key such as `"x\n::error file=README.md::injected"` would otherwise print a line that GitHub
/// Actions runs as a workflow command, and `"\e[2J"` would clear the reader's terminal. Every
/// character that moves the cursor, ends a line, is read as a terminal command or reorders the text
/// around it is written the way Swift writes it in a string literal instead: `\n`, `\r`, `\u{1B}`.
/// Everything that prints lines which may hold such text (diagnostics, `bridgegen diff`'s reports)
/// escapes them through here, so there is one escaping to learn.
///
/// Tabs are left as they are: they forge nothing, and the caret under a source line needs them to
/// stay aligned. Backslashes are left too: a key spelt with a backslash and an `n` reads the same as
/// an escaped line break, which is ambiguous but cannot forge a line.
package enum VisibleText {
    /// `text` with every scalar that `escape` names written as its escape.
    package static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { escape($0) != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escaped = escape(scalar) {
                result += escaped
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Each line escaped and ended with a line break: what a command prints.
    package static func lines(_ lines: [String]) -> String {
        lines.map { escaping($0) + "\n" }.joined()
    }

    /// How `scalar` is shown, or nil when it is shown as itself. Escaped: control characters other
    /// than the tab (C0, DEL and C1, which include ESC and the one-character CSI), the Unicode line
    /// and paragraph separators, and the bidirectional formatting characters, which can make a line
    /// read as something other than what it holds.
    package static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return nil
        case "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
            return unicodeEscape(scalar)
        default:
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return unicodeEscape(scalar)
            default: return nil
            }
        }
    }

    /// `\u{1B}`: the scalar's value in upper-case hexadecimal, as Swift writes it.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
