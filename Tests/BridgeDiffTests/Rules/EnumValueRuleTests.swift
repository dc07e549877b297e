import Testing

/// Enum values: Side is native-bound, PageKind and the environments web-bound, Step both.
@Suite struct EnumValueRuleTests {
    static let bump = "BREAKING_WITHOUT_MAJOR_BUMP"

    static let cases: [DiffCase] = [
        DiffCase(
            "value added to a web-bound enum",
            [("      spread: Two facing pages.\n", "      spread: Two facing pages.\n      fold: A folded page.\n")],
            ["ENUM_VALUE_ADDED_TO_WEB_BOUND", "ENUM_SWIFT_CASE_ADDED"]),
        // Closed where the page sends it: hosts in users' hands reject `edge`; and Swift switches over it
        // stop compiling.
        DiffCase(
            "value added to a native-bound enum",
            [("      back: The other side.\n", "      back: The other side.\n      edge: The edge.\n")],
            ["ENUM_SWIFT_CASE_ADDED", "ENUM_VALUE_ADDED_TO_CLOSED_NATIVE_BOUND", bump]),
        DiffCase(
            "value added to an open native-bound enum",
            setup: [("    description: A side of a document.\n", "    description: A side of a document.\n    open: true\n")],
            [("      back: The other side.\n", "      back: The other side.\n      edge: The edge.\n")],
            ["ENUM_VALUE_ADDED_TO_NATIVE_BOUND"]),
        DiffCase(
            "value added to an enum flowing both ways",
            [("      capture: Capturing the document.\n", "      capture: Capturing the document.\n      done: Finished.\n")],
            ["ENUM_SWIFT_CASE_ADDED", "ENUM_VALUE_ADDED_TO_CLOSED_NATIVE_BOUND", "ENUM_VALUE_ADDED_TO_WEB_BOUND", bump]),
        DiffCase(
            "value of a web-bound enum renamed", [("      spread: Two facing pages.\n", "      pair: Two facing pages.\n")],
            [
                "ENUM_SWIFT_CASE_ADDED", "ENUM_VALUE_ADDED_TO_WEB_BOUND", "ENUM_VALUE_REMOVED", "ENUM_VALUE_RENAMED_IN_WEB_BOUND",
                "REMOVED_WITHOUT_DEPRECATION", bump,
            ]),
        DiffCase(
            "deprecated value removed",
            setup: [
                (
                    "      spread: Two facing pages.\n",
                    "      spread: {description: Two facing pages., deprecated: Send single.}\n"
                )
            ],
            [("      spread: {description: Two facing pages., deprecated: Send single.}\n", "")], ["ENUM_VALUE_REMOVED"]),
        DiffCase(
            "value deprecated",
            [("      spread: Two facing pages.\n", "      spread: {description: Two facing pages., deprecated: Send single.}\n")],
            ["DEPRECATED"]),
        DiffCase(
            "enum opened",
            [("    description: A side of a document.\n", "    description: A side of a document.\n    open: true\n")],
            ["ENUM_OPENED"]),
        DiffCase(
            "native-bound enum closed",
            setup: [("    description: A side of a document.\n", "    description: A side of a document.\n    open: true\n")],
            [("    description: A side of a document.\n    open: true\n", "    description: A side of a document.\n")],
            ["ENUM_CLOSED", bump]),
        // Deployed journeys still send `back`.
        DiffCase(
            "value removed from a native-bound enum", [("      back: The other side.\n", "")],
            ["ENUM_VALUE_REMOVED", bump, "REMOVED_WITHOUT_DEPRECATION"]),
        // New hosts just stop sending it; only the Swift constant goes.
        DiffCase(
            "value removed from a web-bound enum", [("      spread: Two facing pages.\n", "")],
            ["ENUM_VALUE_REMOVED", "REMOVED_WITHOUT_DEPRECATION"]),
        DiffCase(
            "environment added", [("  ios: An iOS host.\n", "  ios: An iOS host.\n  android: An Android host.\n")],
            ["ENUM_VALUE_ADDED_TO_WEB_BOUND"]),
        DiffCase(
            "permission state added", [("  denied: Refused.\n", "  denied: Refused.\n  restricted: Blocked by policy.\n")],
            ["ENUM_VALUE_ADDED_TO_WEB_BOUND"]),
        DiffCase(
            "value's Swift name changed",
            [("      intro: The welcome screen.\n", "      intro: {description: The welcome screen., swiftName: welcome}\n")],
            ["ENUM_VALUE_SWIFT_NAME_CHANGED"]),
    ]

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }
}
