import Testing

@testable import BridgeSpec

/// `since`, `deprecated` and `platforms` on actions, events, fields and enum values.
@Suite struct AvailabilityRuleTests {
    static let capture = "    errors: [BUSY, CANCELLED]\n"
    static let ready = "    data: ReadyEvent\n"

    @Test func availabilityLoads() throws {
        let spec = try Fixture.minimal(
            (
                Self.capture,
                Self.capture + "    since: \"1.0\"\n    deprecated: Use camera.document.scan.\n    platforms: [ios]\n"
            ),
            (Self.ready, Self.ready + "    platforms: [ios]\n"),
            (
                "      front: The photo side.\n",
                "      front: {description: The photo side., since: \"1.0\", deprecated: Say back.}\n"
            ),
            (
                "      quality: {type: number, default: 0.8}\n",
                "      quality: {type: number, default: 0.8, deprecated: Ignored.}\n"
            ))
        #expect(Fixture.diagnostics(spec) == "")
        let loaded = try #require(Fixture.load(spec).spec)
        let action = try #require(loaded.actions.first { $0.id == "camera.document.capture" })
        #expect(
            action.availability
                == Availability(since: ProtocolVersion(major: 1, minor: 0), deprecated: "Use camera.document.scan."))
        #expect(action.platforms == ["ios"])
        #expect(loaded.events.first?.platforms == ["ios"])
        #expect(try #require(loaded.type(named: "Side")).values.first?.availability.deprecated == "Say back.")
        #expect(try #require(loaded.type(named: "CaptureRequest")).fields[1].availability.isDeprecated)
        #expect(loaded.actions.first?.availability == Availability() && loaded.actions.first?.platforms == nil)
    }

    /// A later `since`, an unknown or empty platform list, an empty deprecation, and `since` where
    /// the protocol's own sets do not take it: every one in one run.
    @Test func availabilityProblems() throws {
        let spec = try Fixture.minimal(
            (Self.capture, Self.capture + "    since: \"1.3\"\n    platforms: [ios, andriod]\n"),
            (Self.ready, Self.ready + "    platforms: []\n    deprecated:\n"),
            ("  granted: Allowed.\n", "  granted: {description: Allowed., since: \"1.0\"}\n"),
            ("      front: The photo side.\n", "      front: {description: The photo side., since: \"2.0\"}\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:51:36: error: unknown key 'since' in permission state 'granted'; expected 'description', 'swiftName' or 'names'
                  granted: {description: Allowed., since: "1.0"}
                                                   ^
                spec.yaml:84:12: error: 'since' of action 'camera.document.capture' is 1.3, later than the version this spec describes (1.0)
                    since: "1.3"
                           ^
                spec.yaml:85:22: error: a platform of action 'camera.document.capture' is 'andriod', which is not declared in 'environments'
                    platforms: [ios, andriod]
                                     ^
                spec.yaml:92:16: error: 'platforms' in event 'host.ready' lists no environment; leave it out when every host offers it
                    platforms: []
                               ^
                spec.yaml:93:5: error: 'deprecated' in event 'host.ready' (say what to use instead) has no value
                    deprecated:
                    ^
                spec.yaml:119:52: error: 'since' of value 'front' of enum 'Side' is 2.0, later than the version this spec describes (1.0)
                      front: {description: The photo side., since: "2.0"}
                                                                   ^

                """)
    }
}
