import Testing

@testable import BridgeSpec

/// The keys that say more about a field's values than its type: `nullable`, `sensitive`, the
/// limits, and `open` on an enum.
@Suite struct FieldShapeRuleTests {
    static let request = "      quality: {type: number, default: 0.8}\n"
    static let image = "      pages: {type: array<string>, optional: true}\n"

    @Test func nullableSensitiveAndLimitsLoad() throws {
        let spec = try Fixture.minimal(
            (
                Self.request,
                "      quality: {type: number, default: 0.8, minimum: 0, maximum: 1}\n"
                    + "      note: {type: string, nullable: true, sensitive: true, maxLength: 20}\n"
                    + "      count: {type: integer, optional: true, nullable: true, minimum: -1}\n"
            ),
            (Self.image, "      pages: {type: array<string>, optional: true, minItems: 1, maxItems: 10}\n"),
            (
                "  Side:\n    description: A side of a document.\n",
                "  Side:\n    description: A side of a document.\n    open: true\n"
            ))
        #expect(Fixture.diagnostics(spec) == "")
        let loaded = try #require(Fixture.load(spec).spec)
        let fields = try #require(loaded.type(named: "CaptureRequest")).fields
        #expect(fields[1].constraints == FieldConstraints(minimum: 0, maximum: 1))
        #expect(fields[2].isNullable && fields[2].isSensitive && !fields[2].isOptional)
        #expect(fields[2].constraints == FieldConstraints(maxLength: 20))
        #expect(fields[3].isNullable && fields[3].isOptional && fields[3].constraints.minimum == -1)
        #expect(!fields[1].isNullable && !fields[1].isSensitive)
        #expect(
            try #require(loaded.type(named: "CaptureImage")).fields[1].constraints == FieldConstraints(minItems: 1, maxItems: 10))
        #expect(try #require(loaded.type(named: "Side")).isOpen)
        #expect(try #require(loaded.type(named: "CaptureImage")).isOpen == false)
    }

    /// Every misplaced or contradictory limit, all in one run, each at its key.
    @Test func limitsOnlyWhereTheyApplyAndInOrder() throws {
        let spec = try Fixture.minimal(
            (
                Self.request,
                "      quality: {type: number, default: 0.8, minimum: 1, maximum: 0.5}\n"
                    + "      note: {type: string, optional: true, minimum: 2, minLenght: 1}\n"
                    + "      count: {type: integer, default: 5, minimum: 0.5, maximum: 4}\n"
                    + "      name: {type: string, default: abc, maxLength: 2, minItems: -1}\n"
            ),
            (Self.image, "      pages: {type: array<string>, optional: true, maxLength: 3, minItems: x}\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:111:66: error: 'maximum' in field 'quality' of type 'CaptureRequest' is 0.5, below its 'minimum' of 1; no value could keep both
                      quality: {type: number, default: 0.8, minimum: 1, maximum: 0.5}
                                                                                 ^
                spec.yaml:111:54: note: 'minimum' is here
                      quality: {type: number, default: 0.8, minimum: 1, maximum: 0.5}
                                                                     ^
                spec.yaml:112:44: error: 'minimum' applies to integer and number fields only: field 'note' of type 'CaptureRequest' has type 'string'
                      note: {type: string, optional: true, minimum: 2, minLenght: 1}
                                                           ^
                spec.yaml:112:56: error: unknown key 'minLenght' in field 'note' of type 'CaptureRequest'; did you mean 'minLength'?
                      note: {type: string, optional: true, minimum: 2, minLenght: 1}
                                                                       ^
                spec.yaml:113:51: error: 'minimum' in field 'count' of type 'CaptureRequest' must be a whole number, such as 0; found '0.5'
                      count: {type: integer, default: 5, minimum: 0.5, maximum: 4}
                                                                  ^
                spec.yaml:114:56: error: 'minItems' applies to array fields only: field 'name' of type 'CaptureRequest' has type 'string'
                      name: {type: string, default: abc, maxLength: 2, minItems: -1}
                                                                       ^
                spec.yaml:124:52: error: 'maxLength' applies to string fields only: field 'pages' of type 'CaptureImage' has type 'array<string>'
                      pages: {type: array<string>, optional: true, maxLength: 3, minItems: x}
                                                                   ^
                spec.yaml:124:76: error: 'minItems' in field 'pages' of type 'CaptureImage' must be a whole number, 0 or more; found 'x'
                      pages: {type: array<string>, optional: true, maxLength: 3, minItems: x}
                                                                                           ^

                """)
    }

    @Test func nullableNeedsATypeWithoutNullAndNoDefault() throws {
        let spec = try Fixture.minimal(
            (
                Self.request,
                "      quality: {type: number, default: 0.8, nullable: true}\n      extra: {type: json, nullable: true}\n"
                    + "      flag: {type: boolean, nullable: maybe}\n"
            ),
            (
                "  Side:\n    description: A side of a document.\n",
                "  Side:\n    description: A side of a document.\n    open: false\n"
            ),
            (
                "  CaptureImage:\n    description: A captured image.\n",
                "  CaptureImage:\n    description: A captured image.\n    open: true\n"
            ))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:111:45: error: field 'quality' of type 'CaptureRequest' is nullable and has a default; a receiver could not tell null from the default, so remove one of them
                      quality: {type: number, default: 0.8, nullable: true}
                                                            ^
                spec.yaml:112:27: error: field 'extra' of type 'CaptureRequest' has type 'json', whose values include null already; remove 'nullable'
                      extra: {type: json, nullable: true}
                                          ^
                spec.yaml:113:39: error: expected true or false for 'nullable' in field 'flag' of type 'CaptureRequest', found 'maybe'
                      flag: {type: boolean, nullable: maybe}
                                                      ^
                spec.yaml:122:5: error: 'open' applies to enum and union types, whose values it governs: type 'CaptureImage' is an object
                    open: true
                    ^

                """)
    }
}
