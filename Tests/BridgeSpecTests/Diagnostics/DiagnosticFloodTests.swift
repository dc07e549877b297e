import Testing

@testable import BridgeSpec

/// Item 6 of issue 29: a hostile spec costs bounded output, memory and time. 100,000 anchors or
/// duplicate keys gave 200,000 diagnostics (38 MB of output); a spec of one 7.9 MB line copied the
/// whole line into each diagnostic.
@Suite struct DiagnosticFloodTests {
    private static func load(_ text: String) -> SpecLoadResult {
        SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml")
    }

    /// The first `DiagnosticCollector.reportedLimit` diagnostics in file order, then one that counts
    /// the rest, by severity.
    @Test(arguments: [
        ("anchors", "protocol:\n  items:\n" + (0..<100_000).map { "    - &a\($0) x\n" }.joined()),
        ("duplicate keys", "protocol:\n" + (0..<100_000).map { "  same: \($0)\n" }.joined()),
    ])
    func manyProblemsAreCountedBeyondTheReportedOnes(_ kind: String, _ text: String) throws {
        let result = Self.load(text)
        let limit = DiagnosticCollector.reportedLimit
        #expect(result.diagnostics.count == limit + 1, "\(kind)")
        let summary = try #require(result.diagnostics.last)
        #expect(summary.location == nil && summary.severity == .error)
        #expect(summary.message.hasPrefix("and ") && summary.message.contains("more errors"), "\(summary.message)")
        #expect(result.diagnostics.dropLast().allSatisfy { $0.location != nil })
        #expect(
            zip(result.diagnostics.dropLast(), result.diagnostics.dropLast().dropFirst()).allSatisfy {
                $0.0.location! <= $0.1.location!
            }, "the reported ones are the first in file order")
        let rendered = DiagnosticRenderer.render(result.diagnostics)
        #expect(rendered.utf8.count < 400_000, "\(rendered.utf8.count) bytes of output")
        #expect(result.hasErrors && result.spec == nil)
    }

    /// A diagnostic keeps the part of its line around its column, not the whole line: a 4 MB line
    /// in each of a thousand diagnostics is 4 GB.
    @Test func aQuotedLineIsClippedAroundTheColumn() throws {
        let long = String(repeating: "x", count: 4 << 20)
        let keys = (0..<1_500).map { "k\($0): v" }.joined(separator: ", ")
        let result = Self.load("{padding: \(long), \(keys)}\n")
        try #require(result.diagnostics.count == DiagnosticCollector.reportedLimit + 1)
        for diagnostic in result.diagnostics.dropLast() {
            let line = try #require(diagnostic.sourceLine)
            #expect(line.unicodeScalars.count <= SourceSnippet.maximumWidth + 2)
        }
        let first = try #require(result.diagnostics.first { $0.message.contains("'k0'") })
        let rendered = DiagnosticRenderer.render(first).split(separator: "\n")
        #expect(rendered.count == 3)
        // The caret stands under the key, in the window the line was cut to.
        let caret = rendered[2].count - 1
        #expect(Array(rendered[1])[caret...].starts(with: "k0"), "\(rendered[1])\n\(rendered[2])")
    }

    /// Lines that are not ASCII are cut the same way, by scalars: short ones (which are decoded
    /// whole) and long ones (which are scanned only up to the window).
    @Test(arguments: [300, 100_000])
    func aLineThatIsNotASCIIIsClippedByScalars(_ length: Int) throws {
        let side = length / 2
        try expectClippedAroundX(
            Array((String(repeating: "é", count: side) + "X" + String(repeating: "ü", count: side)).utf8), column: side + 1)
    }

    /// Invalid UTF-8 counts as the decoder decodes it, one U+FFFD per bad sequence, a stray
    /// continuation byte among them: the window is no wider for bytes that are not UTF-8.
    @Test(arguments: [0x97 as UInt8, 0xFF])
    func invalidBytesOnALongLineCountAsTheyDecode(_ byte: UInt8) throws {
        let side = [UInt8](repeating: byte, count: 500)
        try expectClippedAroundX(side + Array("X".utf8) + side, column: 501)
    }

    /// The window of `line` (the second of a spec) at the `X` in `column` is at the bound, cut at
    /// both ends, with its column on the `X`.
    private func expectClippedAroundX(_ line: [UInt8], column: Int) throws {
        let source = SourceText(bytes: Array("a: 1\n".utf8) + line + [0x0A], path: "spec.yaml")
        let width = SourceSnippet.maximumWidth - 2
        let window = try #require(source.window(of: SourceLocation(file: "spec.yaml", line: 2, column: column), width: width))
        let scalars = Array(window.text.unicodeScalars)
        #expect(scalars.count == width + 2 && scalars.first == "…" && scalars.last == "…")
        #expect(scalars[window.column - 1] == "X")
    }
}
