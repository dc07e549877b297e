import Testing

@testable import BridgeSpec

/// The exact text diagnostics print as, and where the caret lands.
@Suite struct DiagnosticRendererTests {
    func diagnostic(_ severity: Diagnostic.Severity, line text: String?, column: Int, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(
            severity: severity, message: "message", location: SourceLocation(file: "f.yaml", line: 3, column: column),
            notes: notes, sourceLine: text
        )
    }

    @Test func errorWithNote() {
        let note = diagnostic(.note, line: "first: 1", column: 1)
        #expect(
            DiagnosticRenderer.render([diagnostic(.error, line: "  key: value", column: 3, notes: [note])]) == """
                f.yaml:3:3: error: message
                  key: value
                  ^
                f.yaml:3:1: note: message
                first: 1
                ^

                """)
    }

    @Test func warningWithoutSourceLine() {
        #expect(DiagnosticRenderer.render([diagnostic(.warning, line: nil, column: 3)]) == "f.yaml:3:3: warning: message\n")
    }

    @Test func caretKeepsTabs() {
        #expect(
            DiagnosticRenderer.render([diagnostic(.error, line: "\t\tkey: x", column: 3)]) == """
                f.yaml:3:3: error: message
                \t\tkey: x
                \t\t^

                """)
    }

    @Test func caretCountsScalarsAndDisplayWidth() {
        // Column 6 is "x": after "é" (one cell), "日本" (two scalars, each two cells wide) and ": ".
        #expect(
            DiagnosticRenderer.render([diagnostic(.error, line: "é日本: x", column: 6)]) == """
                f.yaml:3:6: error: message
                é日本: x
                       ^

                """)
    }

    @Test func combiningMarksTakeNoCell() {
        // "e" + U+0301 is drawn as one cell but is two scalars.
        #expect(
            DiagnosticRenderer.render([diagnostic(.error, line: "e\u{301}: x", column: 4)]) == """
                f.yaml:3:4: error: message
                e\u{301}: x
                  ^

                """)
    }

    /// Control characters in the line are shown escaped, each as wide as its escape, so the caret
    /// still points at the column after them.
    @Test func controlCharactersInTheSourceLineAreShownEscaped() {
        #expect(
            DiagnosticRenderer.render([diagnostic(.error, line: "a\u{1B}[31mb", column: 7)]) == """
                f.yaml:3:7: error: message
                a\\u{1B}[31mb
                           ^

                """)
    }

    /// Messages quote spec keys, which may hold a line break or a terminal escape: neither may reach
    /// the output raw, so no key can start a line (a GitHub Actions workflow command) or drive a terminal.
    @Test func messagesCannotForgeLinesOrTerminalCommands() {
        let forged = Diagnostic.error(
            "unknown key 'x\n::error file=README.md,line=1::injected' and '\u{1B}[2J\u{1B}[31mforged'",
            at: SourceLocation(file: "f.yaml", line: 1, column: 1))
        let text = DiagnosticRenderer.render([forged])
        #expect(
            text == #"""
                f.yaml:1:1: error: unknown key 'x\n::error file=README.md,line=1::injected' and '\u{1B}[2J\u{1B}[31mforged'

                """#)
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.split(separator: "\n").count == 1)
    }

    @Test func visibleTextEscapesWhatCouldForgeOrReorderALine() {
        #expect(
            VisibleText.escaping("a\r\nb\u{7F}\u{9B}\u{2028}\u{202E}c\td\u{301}") == #"a\r\nb\u{7F}\u{9B}\u{2028}\u{202E}c"#
                + "\td\u{301}")
        #expect(VisibleText.escaping("plain 'text' é日本") == "plain 'text' é日本")
    }

    @Test func columnPastTheEndOfTheLine() {
        #expect(SourceSnippet(line: "ab", column: 5).caret == "    ^")
    }

    @Test func longLinesAreCutAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let snippet = SourceSnippet(line: line, column: 501)
        #expect(snippet.line.count == SourceSnippet.maximumWidth + 2)
        #expect(snippet.line.hasPrefix("…") && snippet.line.hasSuffix("…"))
        let caretIndex = snippet.caret.count - 1
        #expect(Array(snippet.line)[caretIndex] == "X")
    }

    @Test func diagnosticsSortByPositionThenOrderFound() {
        var collector = DiagnosticCollector()
        func at(_ line: Int, _ column: Int) -> BridgeSpec.SourceLocation { SourceLocation(file: "f", line: line, column: column) }
        collector.error("c", at: at(5, 1))
        collector.error("a", at: at(2, 7))
        collector.warning("b", at: at(2, 7))
        collector.error("file", at: nil)
        collector.error("d", at: at(2, 1))
        #expect(collector.sorted.map(\.message) == ["file", "d", "a", "b", "c"])
        #expect(collector.errorCount == 4)
    }

    @Test func sourceLinesAttachToNotesToo() {
        let source = SourceText(bytes: Array("one\r\ntwo\u{2028}three".utf8), path: "f")
        #expect(source.lineCount == 3)
        let note = Diagnostic.note("n", at: SourceLocation(file: "f", line: 3, column: 1))
        let attached = Diagnostic.error("e", at: SourceLocation(file: "f", line: 2, column: 1), notes: [note])
            .attachingSourceLines(from: source)
        #expect(attached.sourceLine == "two")
        #expect(attached.notes.first?.sourceLine == "three")
    }

    @Test func byteOffsetsBecomeScalarColumns() {
        let source = SourceText(bytes: Array("ab\nçd\u{FF}".utf8), path: "f")
        #expect(source.location(ofByteOffset: 5) == SourceLocation(file: "f", line: 2, column: 2))
        #expect(source.firstInvalidUTF8Offset == nil)
        let broken = SourceText(bytes: [0x61, 0xC3, 0x0A], path: "f")
        #expect(broken.firstInvalidUTF8Offset == 1)
    }
}
