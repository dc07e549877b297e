import Testing

@testable import BridgeSpec

/// The names the spec format itself requires, and those that would clash on the wire. What each
/// output language requires of the names it derives is its own (`SwiftNameRuleTests`, `WebNameRuleTests`).
@Suite struct NameRuleTests {
    /// Type names are identifiers every language can start from.
    @Test func typeNameMustBeUpperCamelCase() throws {
        let spec = try Fixture.minimal(
            ("  Side:\n", "  side:\n"),
            ("{type: Side,", "{type: side,")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:112:3: error: type name 'side' must be an UpperCamelCase identifier: a capital letter, then ASCII letters, digits and '_'
                  side:
                  ^

                """)
    }

    /// A JSON key that is not an identifier needs wireName.
    @Test func fieldNameMustBeAnIdentifier() throws {
        let spec = try Fixture.minimal(
            ("      imageData: {type: bytes}", "      image-data: {type: bytes}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:120:7: error: field name 'image-data' of type 'CaptureImage' is not an identifier (ASCII letters, digits and '_', not starting with a digit); name the field in lowerCamelCase and keep the JSON key with 'wireName: image-data'
                      image-data: {type: bytes}
                      ^

                """)
    }

    /// Keywords are each language's business: `default` is a fine field name.
    @Test func fieldNamedLikeAKeywordIsFine() throws {
        let spec = try Fixture.minimal(
            ("      imageData: {type: bytes}", "      default: {type: bytes}")
        )
        #expect(Fixture.diagnostics(spec) == "")
        #expect(Fixture.load(spec).spec != nil)
    }

    /// Actions and events share payload.action on the wire.
    @Test func actionAndEventShareAName() throws {
        let spec = try Fixture.minimal(
            ("  host.ready:\n", "  capability.query:\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:86:3: error: event 'capability.query' has the name of an action; actions and events share 'payload.action' on the wire, so a receiver could not tell them apart
                  capability.query:
                  ^
                spec.yaml:74:3: note: action 'capability.query' is declared here
                  capability.query:
                  ^

                """)
    }

    /// Two fields of one type with the same JSON key.
    @Test func wireNamesCollideInAType() throws {
        let spec = try Fixture.minimal(
            (
                "      pages: {type: array<string>, optional: true}",
                "      pages: {type: array<string>, optional: true, wireName: imageData}"
            )
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:121:62: error: field 'pages' of type 'CaptureImage' has the wire name 'imageData', which field 'imageData' already uses
                      pages: {type: array<string>, optional: true, wireName: imageData}
                                                                             ^
                spec.yaml:120:7: note: field 'imageData' is declared here
                      imageData: {type: bytes}
                      ^

                """)
    }
}
