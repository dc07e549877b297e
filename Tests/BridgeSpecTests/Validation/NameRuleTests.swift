import Testing
@testable import BridgeSpec

/// Names that would not compile, or would clash, in the generated Swift or on the wire.
@Suite struct NameRuleTests {
    /// Type names are Swift type names.
    @Test func typeNameMustBeUpperCamelCase() throws {
        let spec = try Fixture.minimal(
            ("  Side:\n", "  side:\n"),
            ("{type: Side,", "{type: side,")
        )
        #expect(Fixture.diagnostics(spec) == """
            spec.yaml:112:3: error: type name 'side' must be an UpperCamelCase Swift identifier: a capital letter, then ASCII letters, digits and '_'
              side:
              ^

            """)
    }

    /// A JSON key that is not a Swift name needs wireName.
    @Test func fieldNameMustBeAnIdentifier() throws {
        let spec = try Fixture.minimal(
            ("      imageData: {type: bytes}", "      image-data: {type: bytes}")
        )
        #expect(Fixture.diagnostics(spec) == """
            spec.yaml:120:7: error: field name 'image-data' of type 'CaptureImage' is not a valid Swift identifier; name the field in lowerCamelCase and keep the JSON key with 'wireName: image-data'
                  image-data: {type: bytes}
                  ^

            """)
    }

    /// Keywords are escaped by the generator, so `default` is a fine field name.
    @Test func fieldNamedLikeAKeywordIsFine() throws {
        let spec = try Fixture.minimal(
            ("      imageData: {type: bytes}", "      default: {type: bytes}")
        )
        #expect(Fixture.diagnostics(spec) == "")
        #expect(Fixture.load(spec).spec != nil)
    }

    /// A swiftName must be a Swift identifier.
    @Test func explicitSwiftNameMustBeAnIdentifier() throws {
        let spec = try Fixture.minimal(
            ("  ios: An iOS host.", "  ios: {description: An iOS host., swiftName: 'i os'}")
        )
        #expect(Fixture.diagnostics(spec) == """
            spec.yaml:48:47: error: swiftName 'i os' of environment 'ios' is not a valid Swift identifier
              ios: {description: An iOS host., swiftName: 'i os'}
                                                          ^

            """)
    }

    /// An ID whose derived Swift name is not an identifier needs a swiftName.
    @Test func derivedSwiftNameMustBeAnIdentifier() throws {
        let spec = try Fixture.minimal(
            ("  ios: An iOS host.", "  ios: An iOS host.\n  3ds: A console.")
        )
        #expect(Fixture.diagnostics(spec) == """
            spec.yaml:49:3: error: the Swift name '3ds' derived from environment '3ds' is not a valid Swift identifier; set 'swiftName' to choose one
              3ds: A console.
              ^

            """)
    }

    /// `Type` can never be reached as a static member.
    @Test func swiftNameThatNoMemberCanHave() throws {
        let spec = try Fixture.minimal(
            ("  BUSY: {recoverable: true, description: Busy.}", "  BUSY: {recoverable: true, description: Busy., swiftName: Type}")
        )
        #expect(Fixture.diagnostics(spec) == """
            spec.yaml:55:60: error: swiftName 'Type' of error code 'BUSY' cannot name a member: 'X.Type' always means a metatype
              BUSY: {recoverable: true, description: Busy., swiftName: Type}
                                                                       ^

            """)
    }

    /// Two IDs that differ on the wire but not in Swift.
    @Test func idsThatBecomeTheSameSwiftName() throws {
        let spec = try Fixture.minimal(
            ("  host.ready:\n", "  host_ready:\n    direction: both\n  host.ready:\n")
        )
        #expect(Fixture.diagnostics(spec) == """
            spec.yaml:88:3: error: event 'host.ready' has the Swift name 'hostReady', which event 'host_ready' already has; set a different 'swiftName'
              host.ready:
              ^
            spec.yaml:86:3: note: event 'host_ready' is declared here
              host_ready:
              ^

            """)
    }

    /// Actions and events share payload.action on the wire.
    @Test func actionAndEventShareAName() throws {
        let spec = try Fixture.minimal(
            ("  host.ready:\n", "  capability.query:\n")
        )
        #expect(Fixture.diagnostics(spec) == """
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
            ("      pages: {type: array<string>, optional: true}", "      pages: {type: array<string>, optional: true, wireName: imageData}")
        )
        #expect(Fixture.diagnostics(spec) == """
            spec.yaml:121:62: error: field 'pages' of type 'CaptureImage' has the wire name 'imageData', which field 'imageData' already uses
                  pages: {type: array<string>, optional: true, wireName: imageData}
                                                                         ^
            spec.yaml:120:7: note: field 'imageData' is declared here
                  imageData: {type: bytes}
                  ^

            """)
    }
}

