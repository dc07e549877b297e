import Testing

@testable import BridgeSpec

/// Large specs are read and checked in slices on all cores; what comes out must not depend on which
/// slice an element falls in.
@Suite struct LargeSpecTests {
    /// The minimal spec plus `count` object types, `Extra0` to `Extra<count - 1>`, each with a
    /// `side` field; `edit` changes the text of one of them.
    private func spec(extraTypes count: Int, edit: (Int, String) -> String = { $1 }) throws -> String {
        let extra = (0..<count).map { index in
            edit(
                index,
                """
                  Extra\(index):
                    description: Extra type \(index).
                    fields:
                      side: {type: Side, default: front}

                """)
        }.joined()
        return try Fixture.minimal(("\ntypes:\n", "\ntypes:\n" + extra))
    }

    @Test func readsEveryTypeOfALargeSpecInOrderWithItsDefaults() throws {
        let result = Fixture.load(try spec(extraTypes: 300))
        let loaded = try #require(result.spec, "\(DiagnosticRenderer.render(result.diagnostics))")
        let extras = loaded.types.filter { $0.name.hasPrefix("Extra") }
        #expect(extras.map(\.name) == (0..<300).map { "Extra\($0)" })
        #expect(extras.allSatisfy { $0.fields.first?.defaultValue == .enumValue("front") })
        #expect(loaded.type(named: "Extra299")?.description == "Extra type 299.")
    }

    @Test func reportsProblemsInEverySliceOnceAndInFileOrder() throws {
        let broken: Set<Int> = [0, 64, 130, 299]
        let text = try spec(extraTypes: 300) { index, text in
            broken.contains(index) ? text.replacingOccurrences(of: "default: front", with: "default: sideways") : text
        }
        let result = Fixture.load(text)
        #expect(result.spec == nil)
        let messages = result.diagnostics.map(\.message).filter { $0.contains("sideways") }
        #expect(
            messages
                == broken.sorted().map {
                    "the default of field 'side' of type 'Extra\($0)' must be a value of enum 'Side'; found 'sideways'"
                })
    }

    /// The minimal spec plus `count` actions, `extra.action0` to `extra.action<count - 1>`.
    private func spec(extraActions count: Int, edit: (Int, String) -> String = { $1 }) throws -> String {
        let extra = (0..<count).map { index in
            edit(
                index,
                """
                  extra.action\(index):
                    description: Extra action \(index).
                    request: QueryRequest
                    result: QueryResult

                """)
        }.joined()
        return try Fixture.minimal(("\nactions:\n", "\nactions:\n" + extra))
    }

    @Test func readsEveryActionOfALargeSpecInOrder() throws {
        let result = Fixture.load(try spec(extraActions: 300))
        let loaded = try #require(result.spec, "\(DiagnosticRenderer.render(result.diagnostics))")
        #expect(loaded.actions.prefix(300).map(\.id) == (0..<300).map { "extra.action\($0)" })
        #expect(loaded.action("extra.action299")?.request == "QueryRequest")
    }

    @Test func reportsAnActionProblemInALaterSlice() throws {
        let text = try spec(extraActions: 200) { index, text in
            index == 150 ? text.replacingOccurrences(of: "    result: QueryResult\n", with: "") : text
        }
        let result = Fixture.load(text)
        #expect(result.spec == nil)
        #expect(result.diagnostics.map(\.message).contains("missing required key 'result' in action 'extra.action150'"))
    }

    @Test func anElementLeftOutInALaterSliceMakesTheModelIncomplete() throws {
        let text = try spec(extraTypes: 200) { index, text in
            index == 150 ? text.replacingOccurrences(of: "fields:", with: "fieldz:") : text
        }
        let result = Fixture.load(text)
        #expect(result.spec == nil)
        #expect(result.diagnostics.contains { $0.message.contains("unknown key 'fieldz' in type 'Extra150'") })
    }
}
