import Testing

/// Unions: Target is native-bound (closed), Stored web-bound; both are added to the base spec first.
@Suite struct UnionRuleTests {
    static let bump = "BREAKING_WITHOUT_MAJOR_BUMP"

    /// The unions, their case types, and the fields that use them.
    static let unions: [(String, String)] = [
        (
            "      documentType: {type: string, optional: true}\n",
            "      documentType: {type: string, optional: true}\n      target: {type: Target, optional: true}\n"
        ),
        (
            "      pages: {type: array<Page>, optional: true}\n",
            "      pages: {type: array<Page>, optional: true}\n      stored: {type: Stored, optional: true}\n"
        ),
        (
            "  Side:\n",
            """
              Target:
                description: Where to put the capture.
                union:
                  tag: kind
                  cases:
                    file: FileTarget
                    memory: MemoryTarget
              Stored:
                description: Where the capture went.
                union:
                  tag: kind
                  cases:
                    file: FileTarget
                    memory: MemoryTarget
              FileTarget:
                description: A file.
                fields:
                  path: {type: string}
              MemoryTarget:
                description: In memory.
                fields:
                  size: {type: integer, optional: true}
              Side:

            """
        ),
    ]

    static let cases: [DiffCase] = [
        // Closed where the page sends it: hosts in users' hands reject `cloud`.
        DiffCase(
            "case added to a native-bound union", setup: unions,
            [
                (
                    "        memory: MemoryTarget\n  Stored:\n",
                    "        memory: MemoryTarget\n        cloud: FileTarget\n  Stored:\n"
                )
            ],
            ["UNION_CASE_ADDED_TO_CLOSED_NATIVE_BOUND", "UNION_SWIFT_CASE_ADDED", bump]),
        DiffCase(
            "case added to an open native-bound union",
            setup: unions + [
                ("    description: Where to put the capture.\n", "    description: Where to put the capture.\n    open: true\n")
            ],
            [
                (
                    "        memory: MemoryTarget\n  Stored:\n",
                    "        memory: MemoryTarget\n        cloud: FileTarget\n  Stored:\n"
                )
            ],
            ["UNION_CASE_ADDED_TO_NATIVE_BOUND", "UNION_SWIFT_CASE_ADDED"]),
        DiffCase(
            "case added to a web-bound union", setup: unions,
            [
                (
                    "        memory: MemoryTarget\n  FileTarget:\n",
                    "        memory: MemoryTarget\n        cloud: FileTarget\n  FileTarget:\n"
                )
            ],
            ["UNION_CASE_ADDED_TO_WEB_BOUND", "UNION_SWIFT_CASE_ADDED"]),
        // Deployed journeys still send `memory`.
        DiffCase(
            "case removed from a native-bound union", setup: unions,
            [("        memory: MemoryTarget\n  Stored:\n", "  Stored:\n")], ["UNION_CASE_REMOVED", bump]),
        // New hosts just stop sending it; only the Swift case and TypeScript member go.
        DiffCase(
            "case removed from a web-bound union", setup: unions,
            [("        memory: MemoryTarget\n  FileTarget:\n", "  FileTarget:\n")], ["UNION_CASE_REMOVED"]),
        DiffCase(
            "tag renamed", setup: unions,
            [
                (
                    "    description: Where the capture went.\n    union:\n      tag: kind\n",
                    "    description: Where the capture went.\n    union:\n      tag: type\n"
                )
            ],
            ["UNION_TAG_RENAMED", bump]),
        // A field added to a case's object is judged as any field, where the union flows.
        DiffCase(
            "required field added to a case of a native-bound union", setup: unions,
            [
                (
                    "      size: {type: integer, optional: true}\n",
                    "      size: {type: integer, optional: true}\n      unit: {type: string}\n"
                )
            ],
            ["FIELD_REQUIRED_ADDED_TO_NATIVE_BOUND", "FIELD_REQUIRED_ADDED_TO_WEB_BOUND", bump]),
    ]

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }
}
