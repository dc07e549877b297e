import Testing

/// Progress and streams, and the `update` and `cancel` message types they travel in.
@Suite struct UpdateRuleTests {
    static let bump = "BREAKING_WITHOUT_MAJOR_BUMP"
    /// The message types and the negotiation's fields that a spec with updates needs.
    static let updates: [(String, String)] = [
        (
            "    direction: both\n    description: An event.\n",
            "    direction: both\n    description: An event.\n  update:\n    direction: nativeToWeb\n"
                + "  cancel:\n    direction: webToNative\n"
        ),
        (
            "    description: No arguments.\n    fields: {}\n",
            "    description: No arguments.\n    fields:\n      messageTypes: {type: array<string>, optional: true}\n"
        ),
        (
            "      capabilities: {type: map<HostCapability>}\n",
            "      capabilities: {type: map<HostCapability>}\n      messageTypes: {type: array<string>, optional: true}\n"
        ),
    ]
    static let capture = "    result: CaptureImage\n"
    static let progress = (capture, capture + "    progress: CaptureProgress\n")
    static let stream = (capture, capture + "    stream: CaptureProgress\n")
    static let progressType = (
        "  CaptureImage:\n",
        "  CaptureProgress:\n    description: How far.\n    fields:\n      done: {type: number}\n  CaptureImage:\n"
    )

    /// A stream ends with `{}`, so its result type may have no required field.
    static let endable = (
        "      imageData: {type: bytes}\n      width: {type: integer}\n",
        "      imageData: {type: bytes, optional: true}\n      width: {type: integer, optional: true}\n"
    )

    static let cases: [DiffCase] = [
        DiffCase(
            "update and cancel added, with the negotiation's fields", updates,
            ["MESSAGE_TYPES_ADDED", "FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND", "FIELD_OPTIONAL_ADDED_TO_WEB_BOUND"]),
        DiffCase(
            "update and cancel removed", updates,
            [
                "MESSAGE_TYPES_REMOVED", "FIELD_REMOVED_FROM_NATIVE_BOUND", "FIELD_REMOVED_FROM_WEB_BOUND", bump,
                "FIELD_DROPPED_BY_NEW_HOSTS", "FIELD_DROPPED_BY_NEW_JOURNEYS", "REMOVED_WITHOUT_DEPRECATION",
                "REMOVED_WITHOUT_DEPRECATION",
            ], reversed: true),
        DiffCase("progress added", setup: updates + [progressType], [progress], ["ACTION_PROGRESS_ADDED"]),
        DiffCase("progress removed", setup: updates + [progressType], [progress], ["ACTION_PROGRESS_REMOVED"], reversed: true),
        DiffCase(
            "an action becomes a stream", setup: updates + [progressType, endable], [stream], ["ACTION_STREAM_ADDED", bump]),
        DiffCase(
            "a stream becomes an action", setup: updates + [progressType, endable], [stream], ["ACTION_STREAM_REMOVED", bump],
            reversed: true),
        // The progress type keeps its shape under another name: only Swift sees it.
        DiffCase(
            "progress type renamed", setup: updates + [progressType, progress],
            [("    progress: CaptureProgress\n", "    progress: Progress\n"), ("  CaptureProgress:\n", "  Progress:\n")],
            ["ACTION_UPDATE_TYPE_CHANGED", "TYPE_ADDED", "TYPE_REMOVED"]),
        // Progress is web-bound: a field the journey reads, removed, breaks it.
        DiffCase(
            "progress loses a required field", setup: updates + [progressType, progress],
            [("      done: {type: number}\n", "      done: {type: number}\n      step: {type: string}\n")],
            [
                "FIELD_REMOVED_FROM_WEB_BOUND", "FIELD_DROPPED_BY_NEW_JOURNEYS", "REMOVED_WITHOUT_DEPRECATION", bump,
            ], reversed: true),
    ]

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }
}
