import Testing

/// The protocol header, statuses, error codes, named types and descriptions.
@Suite struct ProtocolLevelRuleTests {
    static let version = "MiniBridge\n  version: \"1.0\"\n"
    static let unsupported = "  unsupported: Not available here.\n"
    static let cancelledCode = "  CANCELLED: {recoverable: true, description: Cancelled.}\n"
    static let extraType = "  Extra:\n    description: Not used yet.\n    fields: {}\n"

    static let cases: [DiffCase] = [
        DiffCase("minor version bumped", [(version, "MiniBridge\n  version: \"1.1\"\n")], ["PROTOCOL_MINOR_VERSION_CHANGED"]),
        // With the major bump, the removal needs no BREAKING_WITHOUT_MAJOR_BUMP.
        DiffCase(
            "major version bumped with a breaking change",
            [(version, "MiniBridge\n  version: \"2.0\"\n"), ("      width: {type: integer}\n", "")],
            [
                "FIELD_DROPPED_BY_NEW_JOURNEYS", "FIELD_REMOVED_FROM_WEB_BOUND", "PROTOCOL_MAJOR_VERSION_CHANGED",
                "REMOVED_WITHOUT_DEPRECATION",
            ]),
        DiffCase("protocol renamed", [("  name: MiniBridge\n", "  name: TinyBridge\n")], ["PROTOCOL_NAME_CHANGED"]),
        DiffCase("status added", [(unsupported, unsupported + "  acknowledged: Received.\n")], ["STATUS_ADDED"]),
        DiffCase(
            "status removed", [(unsupported, unsupported + "  acknowledged: Received.\n")], ["STATUS_REMOVED"], reversed: true),
        DiffCase(
            "status's Swift name changed",
            [
                (
                    "  cancelled: The user cancelled.\n",
                    "  cancelled: {description: The user cancelled., swiftName: userCancelled}\n"
                )
            ],
            ["STATUS_SWIFT_NAME_CHANGED"]),
        DiffCase(
            "error code added", [(cancelledCode, cancelledCode + "  NFC_ERROR: {recoverable: true, description: Chip.}\n")],
            ["ERROR_CODE_ADDED"]),
        DiffCase(
            "error code removed", [(cancelledCode, cancelledCode + "  NFC_ERROR: {recoverable: true, description: Chip.}\n")],
            ["ERROR_CODE_REMOVED"], reversed: true),
        DiffCase(
            "error code's recoverability changed", [("  BUSY: {recoverable: true,", "  BUSY: {recoverable: false,")],
            ["ERROR_CODE_RECOVERABLE_CHANGED"]),
        DiffCase(
            "error code's Swift name changed", [("description: Busy.}", "description: Busy., swiftName: hostBusy}")],
            ["ERROR_CODE_SWIFT_NAME_CHANGED"]),
        DiffCase("type added", [("types:\n", "types:\n" + extraType)], ["TYPE_ADDED"]),
        DiffCase(
            "type changes from object to enum", setup: [("types:\n", "types:\n" + extraType)],
            [("    description: Not used yet.\n    fields: {}\n", "    description: Not used yet.\n    enum: {a: A.}\n")],
            ["TYPE_KIND_CHANGED"]),
        DiffCase(
            "descriptions changed and nothing else",
            [
                ("    description: Captures a document.\n", "    description: Captures an identity document.\n"),
                ("  description: One message.\n", "  description: One JSON message.\n"),
                ("      front: The photo side.\n", "      front: The side with the photo.\n"),
                ("{type: string, description: The capture session.}", "{type: string, description: The session.}"),
            ], ["DESCRIPTION_CHANGED", "DESCRIPTION_CHANGED", "DESCRIPTION_CHANGED", "DESCRIPTION_CHANGED"]),
    ]

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }
}
