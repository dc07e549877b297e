import Testing

@testable import BridgeSpec

/// Specs whose YAML is fine but whose shape is not: each pinned as `bridgegen validate` prints it.
@Suite struct SpecShapeTests {
    /// A misspelt key is reported at the key, with the key it was probably meant to be.
    @Test func unknownKeySuggestsTheClosest() throws {
        let spec = try Fixture.minimal(
            ("    description: Captures a document.\n", "    descripton: Captures a document.\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:80:5: error: unknown key 'descripton' in action 'camera.document.capture'; did you mean 'description'?
                    descripton: Captures a document.
                    ^

                """)
    }

    /// A key with no close match lists what is allowed instead.
    @Test func unknownKeyWithoutNeighbourListsTheKeys() throws {
        let spec = try Fixture.minimal(
            ("    reportsPermission: true\n", "    reportsPermission: true\n    owner: camera team\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:68:5: error: unknown key 'owner' in capability 'camera.document'; expected 'version', 'description', 'reportsPermission', 'permissions', 'slot', 'swiftName' or 'names'
                    owner: camera team
                    ^

                """)
    }

    /// A missing key is reported where its mapping is declared.
    @Test func missingRequiredKeyIsReportedAtTheParent() throws {
        let spec = try Fixture.minimal(
            ("    request: CaptureRequest\n", "")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:78:3: error: missing required key 'request' in action 'camera.document.capture'
                  camera.document.capture:
                  ^

                """)
    }

    /// A missing required section, reported once (its required values are not listed again).
    @Test func missingSection() throws {
        let spec = try Fixture.minimal(
            (
                "statuses:\n  success: It worked.\n  error: It failed.\n  cancelled: The user cancelled.\n  unsupported: Not available here.\n\n",
                ""
            )
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:2:1: error: missing required key 'statuses' in the spec
                protocol:
                ^

                """)
    }

    /// A section of the wrong kind of node.
    @Test func sequenceWhereAMappingBelongs() throws {
        let spec = try Fixture.minimal(
            ("  ios: An iOS host.\n", "  - ios\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:48:3: error: expected a mapping of environment values for the 'environments' section, found a sequence
                  - ios
                  ^

                """)
    }

    /// An empty `fields:` explains how to write an object without fields.
    @Test func emptyFieldsSuggestsBraces() throws {
        let spec = try Fixture.minimal(
            ("    fields: {}\n", "    fields:\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:94:5: error: expected a mapping of fields for 'fields' in type 'QueryRequest', found an empty value; write {} for an object without fields
                    fields:
                    ^

                """)
    }

    /// A version that is not "major.minor".
    @Test func versionMustBeMajorDotMinor() throws {
        let spec = try Fixture.minimal(
            ("  version: \"1.0\"\n  description: A minimal", "  version: \"1\"\n  description: A minimal")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:4:12: error: 'version' in the 'protocol' section must be "major.minor", such as "1.0"; found '1'
                  version: "1"
                           ^

                """)
    }

    /// A plain 1.0.1 is text too, and still not "major.minor".
    @Test func capabilityVersionWrittenAsNumber() throws {
        let spec = try Fixture.minimal(
            ("    version: \"1.0\"\n    description: Photographing", "    version: 1.0.1\n    description: Photographing")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:65:14: error: 'version' in capability 'camera.document' must be "major.minor", such as "1.0"; found '1.0.1'
                    version: 1.0.1
                             ^

                """)
    }

    /// YAML 1.1's `yes` is not a boolean here.
    @Test func booleanMustBeTrueOrFalse() throws {
        let spec = try Fixture.minimal(
            ("    reportsPermission: true", "    reportsPermission: yes")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:67:24: error: expected true or false for 'reportsPermission' in capability 'camera.document', found 'yes'
                    reportsPermission: yes
                                       ^

                """)
    }

    /// A direction that is not one of the three.
    @Test func misspeltDirection() throws {
        let spec = try Fixture.minimal(
            (
                "    direction: nativeToWeb\n    description: The host is ready.",
                "    direction: nativeToWbe\n    description: The host is ready."
            )
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:87:16: error: 'direction' in event 'host.ready' must be 'webToNative', 'nativeToWeb' or 'both'; found 'nativeToWbe'; did you mean 'nativeToWeb'?
                    direction: nativeToWbe
                               ^

                """)
    }

    /// A misspelt envelope field is both missing and unknown.
    @Test func envelopeFieldsAreFixed() throws {
        let spec = try Fixture.minimal(
            ("    timestamp: When the message was created.\n", "    timestmp: When the message was created.\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:10:3: error: missing required key 'timestamp' in the fields of the envelope
                  fields:
                  ^
                spec.yaml:14:5: error: unknown key 'timestmp' in the fields of the envelope; did you mean 'timestamp'?
                    timestmp: When the message was created.
                    ^

                """)
    }

    /// The message types are exactly request, response and event.
    @Test func messageTypesAreFixed() throws {
        let spec = try Fixture.minimal(
            ("  event:\n    direction: both\n", "  notification:\n    direction: both\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:30:1: error: missing required key 'event' in the 'messageTypes' section
                messageTypes:
                ^
                spec.yaml:37:3: error: unknown key 'notification' in the 'messageTypes' section; expected 'request', 'response', 'event', 'update' or 'cancel'
                  notification:
                  ^

                """)
    }

    /// A type is an object or an enum, not both.
    @Test func typeWithBothFieldsAndEnum() throws {
        let spec = try Fixture.minimal(
            ("    description: A side of a document.\n", "    description: A side of a document.\n    fields: {}\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:115:5: error: type 'Side' has both 'fields' and 'enum'; a type is one of an object, an enum or a union
                    enum:
                    ^
                spec.yaml:114:5: note: 'fields' is here
                    fields: {}
                    ^

                """)
    }

    /// A type must say what it is.
    @Test func typeWithNeitherFieldsNorEnum() throws {
        let spec = try Fixture.minimal(
            (
                "    description: A side of a document.\n    enum:\n      front: The photo side.\n      back: The other side.\n",
                "    description: A side of a document.\n"
            )
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:112:3: error: type 'Side' needs 'fields' (an object), 'enum' (a set of string values) or 'union' (tagged objects)
                  Side:
                  ^

                """)
    }

    /// A type string with a missing bracket.
    @Test func unclosedTypeBracket() throws {
        let spec = try Fixture.minimal(
            ("      pages: {type: array<string>, optional: true}", "      pages: {type: array<string, optional: true}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:121:21: error: invalid type 'array<string': expected '>' to close 'array<'
                      pages: {type: array<string, optional: true}
                                    ^

                """)
    }

    /// map<K, V> is not the syntax: keys are always strings.
    @Test func mapWithKeyType() throws {
        let spec = try Fixture.minimal(
            ("      capabilities: {type: map<CapabilityEntry>}", "      capabilities: {type: 'map<string, CapabilityEntry>'}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:100:28: error: invalid type 'map<string, CapabilityEntry>': map keys are always strings; write map<V> with only the value type
                      capabilities: {type: 'map<string, CapabilityEntry>'}
                                           ^

                """)
    }

    /// A default that is not a value of the field's type.
    @Test func numberDefaultMustBeANumber() throws {
        let spec = try Fixture.minimal(
            ("      quality: {type: number, default: 0.8}", "      quality: {type: number, default: high}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:111:40: error: the default of field 'quality' of type 'CaptureRequest' must be a number, such as 1.5; found 'high'
                      quality: {type: number, default: high}
                                                       ^

                """)
    }

    /// An enum field's default must be one of its values.
    @Test func enumDefaultMustBeAValue() throws {
        let spec = try Fixture.minimal(
            ("{type: Side, default: front}", "{type: Side, default: frnt}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:110:35: error: the default of field 'side' of type 'CaptureRequest' must be a value of enum 'Side'; found 'frnt'; did you mean 'front'?
                      side: {type: Side, default: frnt}
                                                  ^

                """)
    }

    /// A field cannot be both optional and defaulted.
    @Test func optionalFieldWithDefault() throws {
        let spec = try Fixture.minimal(
            ("{type: Side, default: front}", "{type: Side, default: front, optional: true}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:110:26: error: field 'side' of type 'CaptureRequest' is optional and has a default; a default already lets senders leave it out, so remove one of them
                      side: {type: Side, default: front, optional: true}
                                         ^

                """)
    }

    /// Only scalar and enum fields may have defaults.
    @Test func defaultOnBytes() throws {
        let spec = try Fixture.minimal(
            ("      imageData: {type: bytes}", "      imageData: {type: bytes, default: abc}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:120:41: error: field 'imageData' of type 'CaptureImage' cannot have a default: its type is 'bytes', and defaults are for string, integer, number, boolean and enum fields
                      imageData: {type: bytes, default: abc}
                                                        ^

                """)
    }

    /// An action lists its errors as a sequence.
    @Test func errorListMustBeASequence() throws {
        let spec = try Fixture.minimal(
            ("    errors: [BUSY, CANCELLED]", "    errors: BUSY")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:83:13: error: expected a sequence for 'errors' in action 'camera.document.capture', such as [A, B]; found a scalar
                    errors: BUSY
                            ^

                """)
    }

    /// A document that is not a mapping of sections, and one that is empty after `---`.
    @Test func rootMustBeAMapping() {
        #expect(
            Fixture.diagnostics("- protocol\n") == """
                spec.yaml:1:1: error: expected a mapping of sections ('protocol', 'envelope', 'messageTypes', 'statuses', 'errors', …) for the spec, found a sequence
                - protocol
                ^

                """)
        #expect(
            Fixture.diagnostics("---\n") == """
                spec.yaml:1:1: error: expected a mapping of sections ('protocol', 'envelope', 'messageTypes', 'statuses', 'errors', …) for the spec, found an empty value
                ---
                ^

                """)
    }
}
