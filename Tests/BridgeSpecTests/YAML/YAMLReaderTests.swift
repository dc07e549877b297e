import Testing

@testable import BridgeSpec

/// The node tree: contents, order, and 1-based locations of nodes and keys.
@Suite struct YAMLReaderTests {
    func read(_ text: String) -> YAMLReadResult {
        YAMLReader.read(SourceText(bytes: Array(text.utf8), path: "t.yaml"))
    }

    func at(_ line: Int, _ column: Int) -> BridgeSpec.SourceLocation {
        SourceLocation(file: "t.yaml", line: line, column: column)
    }

    @Test func mappingKeepsKeyOrderAndKeyLocations() throws {
        let root = try #require(read("zeta: 1\nalpha:\n  - x\n  - \"y\"\nmid: {a: b}\n").root)
        let entries = try #require(root.mapping)
        #expect(entries.map(\.key) == ["zeta", "alpha", "mid"])
        #expect(entries.map(\.keyLocation) == [at(1, 1), at(2, 1), at(5, 1)])
        #expect(entries[0].value == YAMLNode(.scalar(YAMLScalar(text: "1", isPlain: true)), at: at(1, 7)))
        let items = try #require(entries[1].value.sequence)
        #expect(items.map(\.location) == [at(3, 5), at(4, 5)])
        #expect(items[1].scalar == YAMLScalar(text: "y", isPlain: false))
        #expect(entries[2].value.location == at(5, 6))
        #expect(root.node(at: ["mid", "a"])?.scalar?.text == "b")
    }

    @Test func everyScalarIsText() throws {
        let root = try #require(read("a: 1.10\nb: yes\nc: ~\nd:\ne: ''\n").root)
        #expect(root.node(at: ["a"])?.scalar?.text == "1.10")
        #expect(root.node(at: ["b"])?.scalar?.text == "yes")
        #expect(root.node(at: ["c"])?.scalar?.text == "~")
        #expect(root.node(at: ["d"])?.scalar?.isNull == true)
        #expect(root.node(at: ["e"])?.scalar?.isNull == false)
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try #require(read("é: {ü: 😀, k: v}\n").root)
        // é : ␠ { ü : ␠ 😀 , ␠ k: one column each, however many bytes.
        #expect(root.node(at: ["é"])?.entry("k")?.keyLocation == at(1, 11))
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = YAMLTreeBuilder.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root != nil)
    }

    @Test func duplicateKeysKeepTheFirstValue() throws {
        let result = read("a: 1\na: 2\n")
        #expect(result.root?.node(at: ["a"])?.scalar?.text == "1")
        #expect(result.diagnostics.count == 1)
    }
}
