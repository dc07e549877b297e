import Testing

@testable import BridgeSpec

/// One run reports everything it can: misspelt keys leave their elements out of the model, but the
/// types those elements name are still resolved, and a key written at the wrong indentation is
/// reported at the key, saying where it probably belongs. Each pinned as `bridgegen validate`
/// prints it.
@Suite struct OnePassTests {
    @Test func unknownTypesAreReportedWithTheMisspeltKeysBesideThem() throws {
        let spec = try Fixture.minimal(
            (
                "      pages: {type: array<string>, optional: true}\n",
                "      pages: {type: aray<string>, optinal: true}\n      notes: {type: strng, optinal: true}\n"
            ),
            ("    request: CaptureRequest\n", "    request: CaptureRequets\n    descripton: Typo.\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:81:14: error: the request of action 'camera.document.capture' is 'CaptureRequets', which is not declared in 'types'; did you mean 'CaptureRequest'?
                    request: CaptureRequets
                             ^
                spec.yaml:82:5: error: unknown key 'descripton' in action 'camera.document.capture'; did you mean 'description'?
                    descripton: Typo.
                    ^
                spec.yaml:122:21: error: invalid type 'aray<string>': 'aray' takes no type argument; did you mean 'array'?
                      pages: {type: aray<string>, optinal: true}
                                    ^
                spec.yaml:122:35: error: unknown key 'optinal' in field 'pages' of type 'CaptureImage'; did you mean 'optional'?
                      pages: {type: aray<string>, optinal: true}
                                                  ^
                spec.yaml:123:21: error: unknown type 'strng' in field 'notes' of type 'CaptureImage'; did you mean 'string'?
                      notes: {type: strng, optinal: true}
                                    ^
                spec.yaml:123:28: error: unknown key 'optinal' in field 'notes' of type 'CaptureImage'; did you mean 'optional'?
                      notes: {type: strng, optinal: true}
                                           ^

                """)
    }

    /// A key indented less than the line after it: YAML reads that line as more of the key's
    /// value, and failed there, a line late.
    @Test func aDedentedKeyBeforeAnIndentedLineIsBlamedOnItsOwnLine() throws {
        let spec = try Fixture.minimal(("    request: CaptureRequest\n", "  request: CaptureRequest\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:81:3: error: 'request' is indented less than the line after it, which YAML therefore reads as part of its value; indent it to column 5, like 'description' above
                  request: CaptureRequest
                  ^
                spec.yaml:82:5: note: read as part of the value of 'request'
                    result: CaptureImage
                    ^

                """)
    }

    /// A field's key lined up with the fields becomes a field of its own.
    @Test func aKeyThatLinesUpWithTheFields() throws {
        let spec = try Fixture.minimal(
            ("      imageData: {type: bytes}\n", "      imageData:\n        type: bytes\n      optional: true\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:122:7: error: expected a mapping for field 'optional' of type 'CaptureImage', found a scalar; 'optional' lines up with the fields: if it belongs to field 'imageData' above, indent it to column 9
                      optional: true
                      ^

                """)
    }

    /// A field's key lined up with its type's keys is unknown there.
    @Test func aFieldKeyThatLinesUpWithTheTypesKeys() throws {
        let spec = try Fixture.minimal(
            (
                "      pages: {type: array<string>, optional: true}\n",
                "      pages:\n        type: array<string>\n    optional: true\n"
            ))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:123:5: error: unknown key 'optional' in type 'CaptureImage'; it is a key of a field: if it belongs to field 'pages' above, indent it to column 9
                    optional: true
                    ^

                """)
    }

    /// An action's last key lined up with the actions.
    @Test func aKeyThatLinesUpWithTheActions() throws {
        let spec = try Fixture.minimal(("    errors: [BUSY, CANCELLED]\n", "  errors: [BUSY, CANCELLED]\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:83:3: error: expected a mapping for action 'errors', found a sequence; 'errors' lines up with the actions: if it belongs to action 'camera.document.capture' above, indent it to column 5
                  errors: [BUSY, CANCELLED]
                  ^

                """)
    }

    /// An element whose key is no element key, or that follows a flow mapping, is only what it is.
    @Test func noHintWhereTheKeyIsNoElementsKey() throws {
        #expect(
            try Fixture.diagnostics(
                Fixture.minimal(("      imageData: {type: bytes}\n", "      imageData: {type: bytes}\n      optional: true\n")))
                    == """
                    spec.yaml:121:17: error: expected a mapping for field 'optional' of type 'CaptureImage', found a scalar
                          optional: true
                                    ^

                    """)
        #expect(
            try Fixture.diagnostics(
                Fixture.minimal(("      imageData: {type: bytes}\n", "      imageData:\n        type: bytes\n      size: 12\n"))
            )
            .hasSuffix(
                "error: expected a mapping for field 'size' of type 'CaptureImage', found a scalar\n      size: 12\n            ^\n"
            ))
    }
}
