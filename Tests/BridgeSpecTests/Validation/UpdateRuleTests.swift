import Testing

@testable import BridgeSpec

/// Updates and cancellation: the `update` and `cancel` message types, `progress` and `stream` on
/// actions, and the negotiation's `messageTypes`.
@Suite struct UpdateRuleTests {
    static let messageTypes = (
        "    description: An event.\n",
        "    description: An event.\n"
            + "  update:\n    direction: nativeToWeb\n  cancel:\n    direction: webToNative\n"
    )
    static let offer = (
        "    description: No arguments.\n    fields: {}\n",
        "    description: No arguments.\n    fields:\n      messageTypes: {type: array<string>, optional: true}\n"
    )
    static let agreement = (
        "      capabilities: {type: map<CapabilityEntry>}\n",
        "      capabilities: {type: map<CapabilityEntry>}\n      messageTypes: {type: array<string>, optional: true}\n"
    )
    static let progress = (
        "    result: CaptureImage\n", "    result: CaptureImage\n    progress: ReadyEvent\n"
    )

    @Test func anActionWithProgressLoads() throws {
        let spec = try Fixture.minimal(Self.messageTypes, Self.offer, Self.agreement, Self.progress)
        #expect(Fixture.diagnostics(spec) == "")
        let loaded = try #require(Fixture.load(spec).spec)
        #expect(loaded.hasUpdates)
        #expect(loaded.action("camera.document.capture")?.progress == "ReadyEvent")
        #expect(loaded.action("camera.document.capture")?.update == "ReadyEvent")
        #expect(loaded.messageTypes.map(\.name) == ["request", "response", "event", "update", "cancel"])
    }

    /// Every problem in one run, each where it is written.
    @Test func updatesNeedTheirMessageTypesAndTheNegotiation() throws {
        let spec = try Fixture.minimal(
            (
                "    description: An event.\n",
                "    description: An event.\n  update:\n    direction: both\n"
            ),
            ("    result: CaptureImage\n", "    result: CaptureImage\n    progress: ReadyEvent\n    stream: Side\n"),
            ("    result: QueryResult\n", "    result: QueryResult\n    stream: ReadyEvent\n"),
            (
                "      capabilities: {type: map<CapabilityEntry>}\n",
                "      capabilities: {type: map<CapabilityEntry>}\n      messageTypes: {type: string}\n"
            ))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:40:3: error: message type 'update' needs 'cancel' beside it: a spec declares 'update' and 'cancel' both or neither
                  update:
                  ^
                spec.yaml:41:16: error: message type 'update' must have direction 'nativeToWeb', as the runtime routes it; found 'both'
                    direction: both
                               ^
                spec.yaml:79:13: error: action 'capability.query' streams, and a stream's end answers {}, so its result type 'QueryResult' may have no required field; found 'environment', 'hostVersion', 'capabilities', 'messageTypes'
                    result: QueryResult
                            ^
                spec.yaml:80:5: error: the negotiation action 'capability.query' may not declare 'stream': the host answers it itself, at once
                    stream: ReadyEvent
                    ^
                spec.yaml:85:13: error: action 'camera.document.capture' streams, and a stream's end answers {}, so its result type 'CaptureImage' may have no required field; found 'imageData'
                    result: CaptureImage
                            ^
                spec.yaml:86:5: error: action 'camera.document.capture' declares 'progress', which needs the message types 'update' and 'cancel' in 'messageTypes'
                    progress: ReadyEvent
                    ^
                spec.yaml:87:5: error: action 'camera.document.capture' declares both 'progress' and 'stream': a request either reports progress before its one result or streams items, not both
                    stream: Side
                    ^
                spec.yaml:87:5: error: action 'camera.document.capture' declares 'stream', which needs the message types 'update' and 'cancel' in 'messageTypes'
                    stream: Side
                    ^
                spec.yaml:87:13: error: the stream items of action 'camera.document.capture' must be an object type, but 'Side' is an enum
                    stream: Side
                            ^
                spec.yaml:106:7: error: field 'messageTypes' of the negotiation result 'QueryResult' must be optional: the host leaves it out when it has no value
                      messageTypes: {type: string}
                      ^
                spec.yaml:106:28: error: field 'messageTypes' of the negotiation result 'QueryResult' must have type 'array<string>', as the host fills it in; found 'string'
                      messageTypes: {type: string}
                                           ^

                """)
    }

    /// A spec with `update` and `cancel` must say where the two sides agree on them.
    @Test func theMessageTypesNeedTheNegotiationsFields() throws {
        let spec = try Fixture.minimal(Self.messageTypes, Self.agreement)
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:40:3: error: the spec declares the message types 'update' and 'cancel', but the negotiation request 'QueryRequest' has no field 'messageTypes' (optional, array<string>) in which the two sides agree on them
                  update:
                  ^

                """)
    }
}
