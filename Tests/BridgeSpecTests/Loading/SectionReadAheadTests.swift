import Testing

@testable import BridgeSpec

/// Entries read while the tree is built (`SectionReadAhead`) must give the spec and the diagnostics
/// that reading the finished tree gives, however many of them were read ahead.
@Suite struct SectionReadAheadTests {
    /// The minimal spec plus 150 object types (two full slices and part of a third), every
    /// seventh with a misspelt key, every eleventh with a default of the wrong type.
    private static func spec() throws -> String {
        let extra = (0..<150).map { index in
            let key = index % 7 == 3 ? "optinal" : "optional"
            let value = index % 11 == 5 ? "sideways" : "front"
            return """
                  Extra\(index):
                    description: Extra type \(index).
                    fields:
                      side: {type: Side, default: \(value)}
                      note: {type: string, \(key): true}

                """
        }.joined()
        return try Fixture.minimal(("\ntypes:\n", "\ntypes:\n" + extra))
    }

    @Test(arguments: [0, 1, 63, 64, 65, 129, 130, 160, 1_000])
    func readingAheadChangesNothing(pieces: Int) throws {
        let source = SourceText(bytes: Array(try Self.spec().utf8), path: "spec.yaml")
        let root = try #require(YAMLReader.read(source).root)
        var plain = SpecReader()
        let expected = plain.read(root)
        let readAhead = SectionReadAhead()
        for section in root.mapping ?? [] {
            for entry in section.value.mapping ?? [] { readAhead.read(entry, inSection: section.key) }
        }
        var done = 0
        while done < pieces, readAhead.workWhileWaiting() { done += 1 }
        var reader = SpecReader()
        let spec = reader.read(root, readAhead: readAhead)
        #expect(spec == expected)
        #expect(reader.diagnostics.diagnostics == plain.diagnostics.diagnostics)
        // 21 misspelt keys and 14 wrong defaults, 2 of them in types left out for a misspelt key.
        #expect(reader.diagnostics.errorCount == 21 + 14 - 2)
        #expect(reader.isComplete == plain.isComplete)
        #expect(reader.typeUses.map(\.location) == plain.typeUses.map(\.location))
    }

    @Test func theTreeBuilderHandsOverEachEntryOfEachSectionOnce() throws {
        final class Recorder: YAMLSectionListener {
            var entries: [String] = []
            func read(_ entry: YAMLMappingEntry, inSection section: String) { entries.append("\(section).\(entry.key)") }
            func workWhileWaiting() -> Bool { false }
        }
        let recorder = Recorder()
        let text = "a: {x: 1, y: [1]}\nb: [{z: 1}]\nc: {w: {v: 1}}\na: {again: 1}\n"
        let result = YAMLReader.read(SourceText(bytes: Array(text.utf8), path: "t.yaml"), sections: recorder)
        #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("duplicate key 'a'") })
        #expect(recorder.entries == ["a.x", "a.y", "c.w"])
    }
}
