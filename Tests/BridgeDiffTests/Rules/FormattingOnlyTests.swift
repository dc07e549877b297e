import Testing

/// Changes to the text that leave the protocol as it was: the comparison must see nothing.
@Suite struct FormattingOnlyTests {
    @Test func identicalSpecsHaveNoFindings() throws {
        #expect(try Spec.rules(Spec.base) == [])
    }

    @Test func commentsAreNoChange() throws {
        let new = try Spec.edited(
            ("errors:\n", "# Codes the host answers with.\nerrors:\n"),
            ("      width: {type: integer}\n", "      width: {type: integer}  # pixels\n"))
        #expect(try Spec.rules(new) == [])
    }

    @Test func reorderedSectionsAndEntriesAreNoChange() throws {
        // Events before actions, and two events swapped: neither order reaches the wire or the API.
        let actions = try #require(Spec.base.range(of: "actions:\n"))
        let events = try #require(Spec.base.range(of: "events:\n"))
        let types = try #require(Spec.base.range(of: "types:\n"))
        let actionsText = String(Spec.base[actions.lowerBound..<events.lowerBound])
        let eventsText = String(Spec.base[events.lowerBound..<types.lowerBound])
        let swapped = Spec.base.replacingOccurrences(of: actionsText + eventsText, with: eventsText + actionsText)
        let new = try Spec.edited(
            (
                """
                  host.ready:
                    direction: nativeToWeb
                    description: The host is ready.
                    data: ReadyEvent
                  host.background:
                    direction: nativeToWeb
                    description: The app moved to the background.

                """,
                """
                  host.background:
                    direction: nativeToWeb
                    description: The app moved to the background.
                  host.ready:
                    direction: nativeToWeb
                    description: The host is ready.
                    data: ReadyEvent

                """
            ), in: swapped)
        #expect(new != Spec.base)
        #expect(try Spec.rules(new) == [])
    }

    @Test func reorderedKeysWithinAnElementAreNoChange() throws {
        let new = try Spec.edited(
            (
                """
                  camera.document.capture:
                    capability: camera.document
                    description: Captures a document.
                    request: CaptureRequest
                    result: CaptureImage
                """,
                """
                  camera.document.capture:
                    result: CaptureImage
                    request: CaptureRequest
                    description: Captures a document.
                    capability: camera.document
                """
            ),
            ("{type: number, default: 0.8}", "{default: 0.8, type: number}"))
        #expect(try Spec.rules(new) == [])
    }

    @Test func quotingAndScalarStylesAreNoChange() throws {
        let new = try Spec.edited(
            ("version: \"1.0\"\n  description: A minimal", "version: '1.0'\n  description: \"A minimal"),
            ("protocol for tests.\n", "protocol for tests.\"\n"),
            ("    description: Captures a document.\n", "    description: >-\n      Captures a\n      document.\n"),
            ("      hostVersion: {type: string}", "      hostVersion: {type: \"string\"}"))
        #expect(try Spec.rules(new) == [])
    }

    @Test func flowAndBlockStylesAreNoChange() throws {
        let new = try Spec.edited(
            (
                "      number: {type: integer}\n      kind: {type: PageKind}\n",
                "      number:\n        type: integer\n      kind:\n        type: PageKind\n"
            ),
            ("    errors: [BUSY, CANCELLED]\n", "    errors:\n      - BUSY\n      - CANCELLED\n"),
            ("  BUSY: {recoverable: true, description: Busy.}\n", "  BUSY:\n    recoverable: true\n    description: Busy.\n"))
        #expect(try Spec.rules(new) == [])
    }

    @Test func spelledOutDefaultsAreNoChange() throws {
        // A wire name equal to the key, and `optional: false`, are what the loader assumes anyway.
        let new = try Spec.edited(
            ("      timestamp: {type: number}\n", "      timestamp: {type: number, wireName: timestamp, optional: false}\n"))
        #expect(try Spec.rules(new) == [])
    }
}
