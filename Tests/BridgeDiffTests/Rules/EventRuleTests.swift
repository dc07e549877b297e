import Testing

/// Events: host.ready and host.background flow to the web, journey.complete to native, journey.step both.
@Suite struct EventRuleTests {
    static let bump = "BREAKING_WITHOUT_MAJOR_BUMP"
    static let background = "  host.background:\n    direction: nativeToWeb\n    description: The app moved to the background.\n"
    static let foreground = "  host.foreground:\n    direction: nativeToWeb\n    description: The app is back.\n"
    static let complete =
        "  journey.complete:\n    direction: webToNative\n    description: The journey finished.\n    data: CompleteEvent\n"

    static let cases: [DiffCase] = [
        DiffCase("web-bound event added", [(background, background + foreground)], ["EVENT_ADDED"]),
        // Deployed journeys may wait for an event new hosts no longer send.
        DiffCase(
            "web-bound event removed", [(background, background + foreground)],
            ["EVENT_REMOVED", bump, "REMOVED_WITHOUT_DEPRECATION"], reversed: true),
        // New hosts ignore it; only its Swift constant goes.
        DiffCase("native-bound event removed", [(complete, "")], ["EVENT_REMOVED", "REMOVED_WITHOUT_DEPRECATION"]),
        DiffCase(
            "event no longer flows to native",
            [("    direction: both\n    description: Either", "    direction: nativeToWeb\n    description: Either")],
            ["EVENT_DIRECTION_NARROWED", bump]),
        DiffCase(
            "event now flows both ways",
            [("  host.ready:\n    direction: nativeToWeb\n", "  host.ready:\n    direction: both\n")],
            ["EVENT_DIRECTION_WIDENED"]),
        // No data is `{}` on the wire: deployed journeys ignore the new data, but hosts in users' hands
        // still send `{}` to new journeys that expect `timestamp`.
        DiffCase(
            "web-bound event gains data", [(background, background + "    data: ReadyEvent\n")],
            ["EVENT_DATA_TYPE_CHANGED", "FIELD_REQUIRED_ADDED_TO_WEB_BOUND", bump]),
        // Hosts in users' hands require `status`, which new journeys no longer send; deployed journeys
        // still send both fields, which new hosts drop; TypeScript code that sets them stops compiling.
        DiffCase(
            "native-bound event loses its data", [("    data: CompleteEvent\n", "")],
            [
                "EVENT_DATA_TYPE_CHANGED", "FIELD_DROPPED_BY_NEW_HOSTS", "FIELD_DROPPED_BY_NEW_HOSTS",
                "FIELD_REMOVED_FROM_NATIVE_BOUND", "FIELD_REMOVED_FROM_NATIVE_BOUND", bump,
            ]),
        DiffCase(
            "event's Swift name changed",
            [("    description: The host is ready.\n", "    description: The host is ready.\n    swiftName: hostIsReady\n")],
            ["EVENT_SWIFT_NAME_CHANGED"]),
    ]

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }
}
