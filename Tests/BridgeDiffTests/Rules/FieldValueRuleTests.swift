import Testing

/// `nullable`, limits, `sensitive`, deprecation and platforms, judged by the way the type flows:
/// CaptureRequest is native-bound, CaptureImage web-bound.
@Suite struct FieldValueRuleTests {
    static let bump = "BREAKING_WITHOUT_MAJOR_BUMP"
    static let requestType = "      documentType: {type: string, optional: true}\n"
    static let requestQuality = "      quality: {type: number, default: 0.8}\n"
    static let imageWidth = "      width: {type: integer}\n"
    static let capture = "    errors: [BUSY, CANCELLED]\n"

    static let cases: [DiffCase] = [
        DiffCase(
            "request field made nullable",
            [(requestType, "      documentType: {type: string, optional: true, nullable: true}\n")],
            ["FIELD_MADE_NULLABLE_IN_NATIVE_BOUND", bump]),
        // `Int` becomes `Int?` in Swift too.
        DiffCase(
            "result field made nullable", [(imageWidth, "      width: {type: integer, nullable: true}\n")],
            ["FIELD_MADE_NULLABLE_IN_WEB_BOUND", "FIELD_SWIFT_TYPE_CHANGED", bump]),
        DiffCase(
            "request field made non-nullable",
            [(requestType, "      documentType: {type: string, optional: true, nullable: true}\n")],
            ["FIELD_MADE_NON_NULLABLE_IN_NATIVE_BOUND", bump], reversed: true),
        DiffCase(
            "result field made non-nullable", [(imageWidth, "      width: {type: integer, nullable: true}\n")],
            ["FIELD_MADE_NON_NULLABLE_IN_WEB_BOUND", "FIELD_SWIFT_TYPE_CHANGED", bump], reversed: true),
        DiffCase(
            "request limit added", [(requestQuality, "      quality: {type: number, default: 0.8, maximum: 1}\n")],
            ["FIELD_LIMITS_TIGHTENED_IN_NATIVE_BOUND", bump]),
        DiffCase(
            "request limit removed", [(requestQuality, "      quality: {type: number, default: 0.8, maximum: 1}\n")],
            ["FIELD_LIMITS_LOOSENED_IN_NATIVE_BOUND", bump], reversed: true),
        DiffCase(
            "result limit added", [(imageWidth, "      width: {type: integer, minimum: 1}\n")],
            ["FIELD_LIMITS_TIGHTENED_IN_WEB_BOUND", bump]),
        DiffCase(
            "result limit loosened", [(imageWidth, "      width: {type: integer, minimum: 1}\n")],
            ["FIELD_LIMITS_LOOSENED_IN_WEB_BOUND", bump], reversed: true),
        // A window that moves lets some values in and keeps others out.
        DiffCase(
            "request limits moved",
            setup: [(requestQuality, "      quality: {type: number, default: 0.8, minimum: 0, maximum: 1}\n")],
            [("minimum: 0, maximum: 1}", "minimum: 0.5, maximum: 2}")],
            ["FIELD_LIMITS_LOOSENED_IN_NATIVE_BOUND", "FIELD_LIMITS_TIGHTENED_IN_NATIVE_BOUND", bump]),
        DiffCase(
            "field made sensitive", [(requestType, "      documentType: {type: string, optional: true, sensitive: true}\n")],
            ["FIELD_MADE_SENSITIVE"]),
        DiffCase(
            "field no longer sensitive", [(requestType, "      documentType: {type: string, optional: true, sensitive: true}\n")],
            ["FIELD_NO_LONGER_SENSITIVE"], reversed: true),
        DiffCase(
            "field deprecated",
            [(requestType, "      documentType: {type: string, optional: true, deprecated: Ignored by hosts.}\n")],
            ["DEPRECATED"]),
        // Deprecated first, so only the removal's own findings.
        DiffCase(
            "deprecated field removed",
            setup: [(requestType, "      documentType: {type: string, optional: true, deprecated: Ignored.}\n")],
            [("      documentType: {type: string, optional: true, deprecated: Ignored.}\n", "")],
            ["FIELD_DROPPED_BY_NEW_HOSTS", "FIELD_REMOVED_FROM_NATIVE_BOUND"]),
        DiffCase("action deprecated", [(capture, capture + "    deprecated: Use camera.document.scan.\n")], ["DEPRECATED"]),
        DiffCase(
            "action limited to other platforms",
            setup: [("  ios: An iOS host.\n", "  ios: An iOS host.\n  android: An Android host.\n")],
            [(capture, capture + "    platforms: [android]\n")], ["PLATFORMS_NARROWED", bump]),
        DiffCase(
            "action offered on more platforms",
            setup: [
                ("  ios: An iOS host.\n", "  ios: An iOS host.\n  android: An Android host.\n"),
                (capture, capture + "    platforms: [android]\n"),
            ],
            [("    platforms: [android]\n", "    platforms: [android, ios]\n")], ["PLATFORMS_WIDENED"]),
        DiffCase(
            "error code added for a new action only",
            [
                (
                    "  CANCELLED: {recoverable: true, description: Cancelled.}\n",
                    "  CANCELLED: {recoverable: true, description: Cancelled.}\n  SCAN_FAILED: {recoverable: true, description: The scan failed.}\n"
                ),
                (
                    "actions:\n",
                    "actions:\n  camera.document.scan:\n    capability: camera.document\n    request: CaptureRequest\n"
                        + "    result: CaptureImage\n    errors: [SCAN_FAILED]\n"
                ),
            ], ["ACTION_ADDED", "ERROR_CODE_ADDED_FOR_NEW_ACTIONS"]),
        // An old action lists it: deployed journeys may meet it.
        DiffCase(
            "error code added for an old action",
            [
                (
                    "  CANCELLED: {recoverable: true, description: Cancelled.}\n",
                    "  CANCELLED: {recoverable: true, description: Cancelled.}\n  SCAN_FAILED: {recoverable: true, description: The scan failed.}\n"
                ),
                ("    errors: [BUSY, CANCELLED]\n", "    errors: [BUSY, CANCELLED, SCAN_FAILED]\n"),
            ], ["ACTION_ERROR_ADDED", "ERROR_CODE_ADDED"]),
    ]

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        #expect(try pair.found() == pair.expected)
    }
}
