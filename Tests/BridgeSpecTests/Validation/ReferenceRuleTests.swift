import Testing

@testable import BridgeSpec

/// References to types, actions, capabilities and error codes that are not declared.
@Suite struct ReferenceRuleTests {
    /// A typo in a type name; the type it meant is then unused, which is said too.
    @Test func undeclaredResultTypeSuggestsTheClosest() throws {
        let spec = try Fixture.minimal(
            ("    result: CaptureImage\n", "    result: CaptureImg\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:82:13: error: the result of action 'camera.document.capture' is 'CaptureImg', which is not declared in 'types'; did you mean 'CaptureImage'?
                    result: CaptureImg
                            ^
                spec.yaml:117:3: warning: type 'CaptureImage' is not used by any action or event
                  CaptureImage:
                  ^

                """)
    }

    /// A field type spelt as in Swift or JSON Schema, with the spec's word for it.
    @Test func unknownFieldTypeFromAnotherLanguage() throws {
        let spec = try Fixture.minimal(
            ("      timestamp: {type: number}", "      timestamp: {type: array<int>}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:125:25: error: unknown type 'int' in field 'timestamp' of type 'ReadyEvent'; did you mean 'integer'?
                      timestamp: {type: array<int>}
                                        ^

                """)
    }

    /// An action naming a capability that does not exist (reported once, not again by its slot).
    @Test func undeclaredCapability() throws {
        let spec = try Fixture.minimal(
            ("    capability: camera.document\n", "    capability: camera.doc\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:79:17: error: the capability of action 'camera.document.capture' is 'camera.doc', which is not declared in 'capabilities'
                    capability: camera.doc
                                ^

                """)
    }

    /// An error code list with a typo points at the item.
    @Test func undeclaredErrorCode() throws {
        let spec = try Fixture.minimal(
            ("    errors: [BUSY, CANCELLED]", "    errors: [BUSY, CANCELED]")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:83:20: error: an error code of action 'camera.document.capture' is 'CANCELED', which is not declared in 'errors'; did you mean 'CANCELLED'?
                    errors: [BUSY, CANCELED]
                                   ^

                """)
    }

    /// The negotiation action must be declared.
    @Test func undeclaredNegotiationAction() throws {
        let spec = try Fixture.minimal(
            ("  negotiation: capability.query", "  negotiation: capabilities.query")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:6:16: error: the negotiation action is 'capabilities.query', which is not declared in 'actions'; did you mean 'capability.query'?
                  negotiation: capabilities.query
                               ^

                """)
    }

    /// Requests, results and event data are objects, not enums.
    @Test func requestMustBeAnObject() throws {
        let spec = try Fixture.minimal(
            ("    result: CaptureImage\n", "    result: Side\n"),
            (
                "  CaptureImage:\n    description: A captured image.\n    fields:\n      imageData: {type: bytes}\n      pages: {type: array<string>, optional: true}\n",
                ""
            )
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:82:13: error: the result of action 'camera.document.capture' must be an object type, but 'Side' is an enum
                    result: Side
                            ^

                """)
    }

    /// Event data must be a declared object type, not a built-in type.
    @Test func builtInTypeAsEventData() throws {
        let spec = try Fixture.minimal(
            ("    data: ReadyEvent", "    data: string"),
            ("  ReadyEvent:\n    description: Data of host.ready.\n    fields:\n      timestamp: {type: number}\n", "")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:89:11: error: the data of event 'host.ready' is 'string', which is not declared in 'types'; it must be an object type declared there, even one with no fields
                    data: string
                          ^

                """)
    }
}
