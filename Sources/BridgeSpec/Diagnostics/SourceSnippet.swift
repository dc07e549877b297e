/// A source line as a terminal shows it, with a caret line that points at one column of it.
///
/// Columns count Unicode scalars, but a terminal draws a tab to the next tab stop, a combining mark
/// on top of the character before it, and a CJK character or emoji two cells wide. The caret line
/// therefore copies tabs and gives every other scalar the width it is drawn with. Control
/// characters would garble the terminal or forge lines, so they are shown escaped, as `VisibleText`
/// shows them everywhere else (`\u{1B}`); tabs are kept, for the caret's sake. Very long lines (a
/// 100,000 bracket document) are cut to a window around the column.
struct SourceSnippet: Equatable {
    /// The line to print.
    var line: String
    /// Whitespace up to the column, then `^`.
    var caret: String

    /// The most scalars of a line to show; longer lines are cut around the column.
    static let maximumWidth = 160

    init(line source: String, column: Int) {
        // What is shown for each scalar of the source, so that columns still count source scalars.
        var pieces = source.unicodeScalars.map(Self.shown)
        var caretIndex = max(column - 1, 0)
        var prefix = ""
        var suffix = ""
        if pieces.count > Self.maximumWidth {
            let start = min(max(caretIndex - Self.maximumWidth / 2, 0), pieces.count - Self.maximumWidth)
            prefix = start > 0 ? "…" : ""
            suffix = start + Self.maximumWidth < pieces.count ? "…" : ""
            pieces = Array(pieces[start..<(start + Self.maximumWidth)])
            caretIndex -= start
        }
        line = prefix + pieces.joined() + suffix
        // A column past the end of the line (libyaml points there at a line's end) still gets its spaces.
        let beyondEnd = String(repeating: " ", count: max(0, caretIndex - pieces.count))
        let before = prefix + pieces.prefix(caretIndex).joined()
        caret = before.unicodeScalars.map(Self.padding).joined() + beyondEnd + "^"
    }

    /// The scalar itself, or its visible escape.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        VisibleText.escape(scalar) ?? String(scalar)
    }

    /// What to put in the caret line under `scalar` so the caret stays under the right column.
    private static func padding(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\t" { return "\t" }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return ""
        default: return isWide(scalar) ? "  " : " "
        }
    }

    /// Whether terminals draw `scalar` two cells wide: East Asian wide and full-width characters,
    /// and emoji that default to emoji presentation.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
