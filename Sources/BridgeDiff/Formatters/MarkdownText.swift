import BridgeSpec

/// Spec text made safe inside Markdown, and inside a table cell in particular: it must not end the
/// cell (`|`), open a code span or HTML, make a link, or break the line (which would end the table),
/// nor reach a terminal as control characters (see `VisibleText`).
enum MarkdownText {
    /// Characters that start Markdown syntax within a line, escaped with a backslash, the backslash
    /// included so that text cannot undo an escape. (`_` is left: GitHub does not read it as
    /// emphasis inside a word, where error codes have it, and escaping it would clutter every one.)
    private static let special: Set<Unicode.Scalar> = ["\\", "`", "|", "<", ">", "[", "]", "*"]

    /// `text` as plain inline text.
    static func text(_ text: String) -> String {
        var result = ""
        for scalar in VisibleText.escaping(text).unicodeScalars {
            if special.contains(scalar) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// `text` as a code span: fenced by more backticks than it holds in a row, so it cannot close
    /// the span, and with `|` escaped, which GitHub's tables read before code spans.
    static func code(_ text: String) -> String {
        let visible = VisibleText.escaping(text).replacing("|", with: "\\|")
        var longestRun = 0
        var run = 0
        for character in visible {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = visible.hasPrefix("`") || visible.hasSuffix("`") ? " " : ""
        return fence + padding + visible + padding + fence
    }
}
