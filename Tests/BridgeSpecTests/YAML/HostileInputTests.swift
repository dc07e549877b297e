import TestSupport
import Testing

@testable import BridgeSpec

/// Inputs built to hurt a parser. Each must be answered with located diagnostics, without expanding
/// aliases, recursing per level of nesting, or crashing on bytes that are not text.
@Suite struct HostileInputTests {
    /// "Billion laughs": nine levels of nine aliases would expand to 9^9 strings.
    @Test func exponentialAliases() {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(aliases)]\n"
        }
        let result = Fixture.load(text)
        #expect(result.spec == nil)
        #expect(
            DiagnosticRenderer.render(result.diagnostics) == """
                spec.yaml:1:5: error: anchors ('&a0') are not supported in a spec; write each value out in full
                a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]
                    ^
                spec.yaml:2:5: error: anchors ('&a1') are not supported in a spec; write each value out in full
                a1: &a1 [*a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0]
                    ^
                spec.yaml:2:10: error: aliases ('*a0') are not supported in a spec; write the value out in full
                a1: &a1 [*a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0]
                         ^
                spec.yaml:1:5: note: the anchor '&a0' is defined here
                a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]
                    ^

                """)
    }

    @Test func hundredThousandDeepFlowNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = Fixture.load(text)
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "this value is nested more than 64 levels deep; a spec needs only a few"
            ])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "spec.yaml", line: 1, column: 65))
    }

    @Test func hundredThousandDeepUnclosedFlowNesting() {
        let result = Fixture.load(String(repeating: "[", count: 100_000))
        #expect(result.diagnostics.first?.location == SourceLocation(file: "spec.yaml", line: 1, column: 65))
    }

    @Test func hundredThousandDeepBlockNesting() {
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        let result = Fixture.load(text)
        #expect(result.spec == nil)
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "spec.yaml", line: 1, column: 129)])
        // The quoted line is cut to a window around the column rather than printed whole.
        let rendered = DiagnosticRenderer.render(result.diagnostics)
        #expect(rendered.count < 1_000)
        #expect(rendered.hasSuffix("^\n"))
    }

    @Test func hundredThousandDeepBlockMappings() {
        // Each level one space deeper: 100,000 levels would be 5 GB, so the same depth in flow form
        // inside a block mapping, which is what libyaml would otherwise have to track.
        let text =
            "protocol:\n  name: " + String(repeating: "{a: ", count: 100_000) + "x" + String(repeating: "}", count: 100_000)
        let result = Fixture.load(text)
        #expect(
            result.diagnostics.map(\.message) == [
                "this value is nested more than 64 levels deep; a spec needs only a few"
            ])
    }

    @Test(arguments: 0..<20)
    func randomBytes(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let bytes = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let result = SpecLoader.load(bytes: bytes, path: "random.bin")
        #expect(result.spec == nil)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
        _ = DiagnosticRenderer.render(result.diagnostics)
    }

    @Test func invalidUTF8InsideAValidSpec() throws {
        var bytes = Array(try Fixture.minimal().utf8)
        let index = try #require(bytes.firstIndex(of: UInt8(ascii: "M")))  // "MiniBridge" on line 3
        bytes[index] = 0xFF
        let result = SpecLoader.load(bytes: bytes, path: "spec.yaml")
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "spec.yaml", line: 3, column: 9)])
    }

    @Test func nulByteInsideAValidSpec() throws {
        let text = try Fixture.minimal(("MiniBridge", "Mini\u{0}Bridge"))
        let result = Fixture.load(text)
        #expect(
            result.diagnostics.map(\.message) == [
                "the control character U+0000 is not allowed in a YAML file; is this a binary file?"
            ])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "spec.yaml", line: 3, column: 13))
    }

    @Test func manyKeysInOneMapping() {
        let text = (0..<50_000).map { "k\($0): v\n" }.joined() + "k7: again\n"
        let result = YAMLReader.read(SourceText(bytes: Array(text.utf8), path: "t.yaml"))
        #expect(result.diagnostics.map(\.location?.line) == [50_001])
    }

    @Test func unreadableFile() {
        let result = SpecLoader.load(contentsOf: "/nonexistent/bridge.yaml")
        #expect(DiagnosticRenderer.render(result.diagnostics) == "error: cannot read '/nonexistent/bridge.yaml': no such file\n")
    }

    @Test func directoryAndDevice() {
        #expect(SpecLoader.load(contentsOf: "/").diagnostics.map(\.message) == ["cannot read '/': it is a directory"])
        #expect(
            SpecLoader.load(contentsOf: "/dev/zero").diagnostics.map(\.message) == [
                "cannot read '/dev/zero': it is not a regular file"
            ])
    }
}
