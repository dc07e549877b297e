import BridgeGenKit
import TestSupport
import Testing

@testable import BridgeGenSwift

/// The shortcut for text that needs no layout gives the lines the full layout gives, and is taken
/// for the comments a spec produces.
@Suite struct DocCommentShortcutTests {
    /// What the shortcut prints, or nil when it refuses the text.
    private func shortcut(_ text: String, width: Int) -> String? {
        var printer = CodePrinter()
        printer.indent()
        guard DocCommentFormatter(width: width).printLaidOut(text, into: &printer) else {
            #expect(printer.content.isEmpty, "a refused text leaves nothing printed: \(text.debugDescription)")
            return nil
        }
        return printer.content
    }

    /// What the full layout's lines print as.
    private func printed(_ lines: [String]) -> String {
        lines.map { $0.isEmpty ? "    ///\n" : "    /// \($0)\n" }.joined()
    }

    @Test func givesTheFullLayoutsLinesForRandomText() {
        // Pieces that exercise every refusal: spaces at either end or doubled, tabs, carriage returns,
        // fences, list markers, non-ASCII text, lines at and past the width, soft and hard breaks.
        let pieces = [
            "a", "bc", "word", "longerword", " ", "  ", "\n", "\n\n", "\n\n\n", "- ", "1. ", "`", "```", "~~~",
            "``", "~", "\t", "\r", "\r\n", "é", "-", "*", "12)", "…", "e\u{301}", "\u{A0}",
        ]
        var random = SeededGenerator(seed: 0xD0C5)
        var shortcuts = 0
        for _ in 0..<4_000 {
            let text = (0..<random.next(below: 14)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let width = 3 + random.next(below: 20)
            let formatter = DocCommentFormatter(width: width)
            guard let printedByShortcut = shortcut(text, width: width) else { continue }
            shortcuts += 1
            #expect(printedByShortcut == printed(formatter.lines(text)), "\(text.debugDescription) at width \(width)")
        }
        // Both ways are exercised often.
        #expect(shortcuts > 400 && shortcuts < 3_600, "\(shortcuts) of 4,000 took the shortcut")
    }

    @Test func takesTheShortcutForGeneratedComments() {
        let comment = "The target.\n\nAbsent when nil.\n\n- Remark: Generated from `types.Operation500Request.fields.identifier`."
        #expect(
            shortcut(comment, width: 96)
                == printed([
                    "The target.", "", "Absent when nil.", "",
                    "- Remark: Generated from `types.Operation500Request.fields.identifier`.",
                ]))
    }

    @Test func wrapsALongOrNonASCIILineAsTheLayoutDoes() {
        for text in [
            "too long a line", "café au lait, s'il vous plaît", "- a list item that wraps", "`a code span` that wraps",
            "first\n\nthe second … paragraph\n\n1. third",
        ] {
            let lines = DocCommentFormatter(width: 10).lines(text)
            #expect(shortcut(text, width: 10) == printed(lines), "\(text.debugDescription)")
        }
    }

    @Test func refusesWhatTheLayoutChanges() {
        for text in [
            "one\ntwo", " leading", "trailing ", "two  spaces", "tab\there", "cr\rhere", "```\ncode", "~~~",
            "\u{A0}no-break space", "ends with é", "é starts",
        ] {
            #expect(shortcut(text, width: 10) == nil, "\(text.debugDescription)")
        }
    }
}
