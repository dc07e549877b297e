import Testing

/// Fields, judged by the way their type flows: CaptureRequest is native-bound, CaptureImage and Page
/// web-bound, StepEvent both.
@Suite struct FieldRuleTests {
    static let bump = "BREAKING_WITHOUT_MAJOR_BUMP"
    static let requestSession = "      session: {type: string, description: The capture session.}\n"
    static let requestSide = "      side: {type: Side, default: front}\n"
    static let requestQuality = "      quality: {type: number, default: 0.8}\n"
    static let requestDocumentType = "      documentType: {type: string, optional: true}\n"
    static let imageWidth = "      width: {type: integer}\n"
    static let imagePages = "      pages: {type: array<Page>, optional: true}\n"
    static let stepNote = "      note: {type: string, optional: true}\n"

    static let cases: [DiffCase] = [
        DiffCase(
            "required field added to a request", [(requestSide, requestSide + "      mode: {type: string}\n")],
            ["FIELD_REQUIRED_ADDED_TO_NATIVE_BOUND", bump]),
        DiffCase(
            "required field added to a result", [(imageWidth, imageWidth + "      height: {type: integer}\n")],
            ["FIELD_REQUIRED_ADDED_TO_WEB_BOUND", bump]),
        DiffCase(
            "optional field added to a request", [(requestSide, requestSide + "      mode: {type: string, optional: true}\n")],
            ["FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND"]),
        DiffCase(
            "defaulted field added to a request", [(requestSide, requestSide + "      flash: {type: boolean, default: false}\n")],
            ["FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND"]),
        DiffCase(
            "optional field added to a result", [(imageWidth, imageWidth + "      dpi: {type: integer, optional: true}\n")],
            ["FIELD_OPTIONAL_ADDED_TO_WEB_BOUND"]),
        DiffCase(
            "optional field added to event data flowing both ways",
            [(stepNote, stepNote + "      at: {type: number, optional: true}\n")],
            ["FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND", "FIELD_OPTIONAL_ADDED_TO_WEB_BOUND"]),
        DiffCase(
            "required field added to event data flowing both ways", [(stepNote, stepNote + "      at: {type: number}\n")],
            ["FIELD_REQUIRED_ADDED_TO_NATIVE_BOUND", "FIELD_REQUIRED_ADDED_TO_WEB_BOUND", bump]),
        // Hosts in users' hands still send a removed result field; new journeys drop it.
        DiffCase(
            "required field removed from a result", [(imageWidth, "")],
            ["FIELD_DROPPED_BY_NEW_JOURNEYS", "FIELD_REMOVED_FROM_WEB_BOUND", bump, "REMOVED_WITHOUT_DEPRECATION"]),
        DiffCase(
            "optional field removed from a result", [(imagePages, "")],
            ["FIELD_DROPPED_BY_NEW_JOURNEYS", "FIELD_REMOVED_FROM_WEB_BOUND", bump, "REMOVED_WITHOUT_DEPRECATION"]),
        DiffCase(
            "required field removed from a request", [(requestSession, "")],
            ["FIELD_DROPPED_BY_NEW_HOSTS", "FIELD_REMOVED_FROM_NATIVE_BOUND", bump, "REMOVED_WITHOUT_DEPRECATION"]),
        // New journeys leave out what old hosts never required, so nothing breaks on the wire; but
        // deployed journeys still send it, and new hosts silently drop it.
        DiffCase(
            "optional field removed from a request", [(requestDocumentType, "")],
            ["FIELD_DROPPED_BY_NEW_HOSTS", "FIELD_REMOVED_FROM_NATIVE_BOUND", "REMOVED_WITHOUT_DEPRECATION"]),
        DiffCase(
            "field removed from a type nested in a result's array", [("      number: {type: integer}\n", "")],
            ["FIELD_DROPPED_BY_NEW_JOURNEYS", "FIELD_REMOVED_FROM_WEB_BOUND", bump, "REMOVED_WITHOUT_DEPRECATION"]),
        DiffCase(
            "key renamed without a wire name is a removal and an addition",
            [(imageWidth, "      pixelWidth: {type: integer}\n")],
            [
                "FIELD_DROPPED_BY_NEW_JOURNEYS", "FIELD_REMOVED_FROM_WEB_BOUND", "FIELD_REQUIRED_ADDED_TO_WEB_BOUND", bump,
                "REMOVED_WITHOUT_DEPRECATION",
            ]),
        // The case: the wire used to call this safe, yet deployed journeys still send the old key.
        DiffCase(
            "optional request field renamed", [(requestDocumentType, "      kind: {type: string, optional: true}\n")],
            [
                "FIELD_DROPPED_BY_NEW_HOSTS", "FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND", "FIELD_REMOVED_FROM_NATIVE_BOUND",
                "REMOVED_WITHOUT_DEPRECATION",
            ]),
        DiffCase(
            "key renamed keeping its wire name changes Swift only",
            [(imageWidth, "      pixelWidth: {type: integer, wireName: width}\n")], ["FIELD_SWIFT_NAME_CHANGED"]),
        DiffCase(
            "wire name changed keeping the Swift name",
            [(imageWidth, "      width: {type: integer, wireName: pixelWidth}\n")], ["FIELD_WIRE_NAME_CHANGED", bump]),
        DiffCase("scalar type changed", [(imageWidth, "      width: {type: number}\n")], ["FIELD_TYPE_CHANGED", bump]),
        DiffCase(
            "array element type changed", [(imagePages, "      pages: {type: array<string>, optional: true}\n")],
            ["FIELD_TYPE_CHANGED", bump]),
        // With `pages` gone, Page is only reached as the value type of a map in a result.
        DiffCase(
            "field removed from a map's value type", setup: [(imagePages, "      extras: {type: map<Page>, optional: true}\n")],
            [("      number: {type: integer}\n", "")],
            ["FIELD_DROPPED_BY_NEW_JOURNEYS", "FIELD_REMOVED_FROM_WEB_BOUND", bump, "REMOVED_WITHOUT_DEPRECATION"]),
        DiffCase(
            "map value type changed", setup: [(imagePages, "      extras: {type: map<Page>, optional: true}\n")],
            [("{type: map<Page>, optional: true}", "{type: map<string>, optional: true}")], ["FIELD_TYPE_CHANGED", bump]),
        DiffCase(
            "result field made optional", [(imageWidth, "      width: {type: integer, optional: true}\n")],
            ["FIELD_MADE_OPTIONAL_IN_WEB_BOUND", "FIELD_SWIFT_TYPE_CHANGED", bump]),
        DiffCase(
            "request field made optional",
            [(requestSession, "      session: {type: string, optional: true, description: The capture session.}\n")],
            ["FIELD_MADE_OPTIONAL_IN_NATIVE_BOUND", "FIELD_SWIFT_TYPE_CHANGED", bump]),
        DiffCase(
            "request field made required", [(requestDocumentType, "      documentType: {type: string}\n")],
            ["FIELD_MADE_REQUIRED_IN_NATIVE_BOUND", "FIELD_SWIFT_TYPE_CHANGED", bump]),
        // Hosts in users' hands may leave it out, and `[Page]?` becomes `[Page]` in Swift.
        DiffCase(
            "result field made required", [(imagePages, "      pages: {type: array<Page>}\n")],
            ["FIELD_MADE_REQUIRED_IN_WEB_BOUND", "FIELD_SWIFT_TYPE_CHANGED", bump]),
        DiffCase(
            "default changed", [(requestQuality, "      quality: {type: number, default: 0.9}\n")], ["FIELD_DEFAULT_CHANGED"]),
        DiffCase(
            "default removed from a request field", [(requestSide, "      side: {type: Side}\n")],
            ["FIELD_MADE_REQUIRED_IN_NATIVE_BOUND", "FIELD_SWIFT_DEFAULT_REMOVED", bump]),
        DiffCase(
            "default added to a required request field",
            [(requestSession, "      session: {type: string, default: main, description: The capture session.}\n")],
            ["FIELD_MADE_OPTIONAL_IN_NATIVE_BOUND", bump]),
        DiffCase(
            "fields reordered",
            [
                (
                    "      environment: {type: BridgeEnvironment}\n      hostVersion: {type: string}\n",
                    "      hostVersion: {type: string}\n      environment: {type: BridgeEnvironment}\n"
                )
            ], ["FIELD_ORDER_CHANGED"]),
        DiffCase(
            "field moved to another enum type of the same shape",
            [
                ("      kind: {type: PageKind}\n", "      kind: {type: PageLayout}\n"),
                ("  PageKind:\n", "  PageLayout:\n"),
            ], ["FIELD_SWIFT_TYPE_CHANGED", "TYPE_ADDED", "TYPE_REMOVED"]),
    ]

    /// What a spec needs before any field may travel as a blob: the offer and the terms in its
    /// negotiation (the types come along as safe additions where a case adds them).
    static let blobNegotiation: [(String, String)] = [
        (
            "    description: No arguments.\n    fields: {}\n",
            "    description: No arguments.\n    fields:\n      blobs: {type: Offer, optional: true}\n"
                + "  Offer:\n    fields:\n      kinds: {type: array<string>}\n"
        ),
        (
            "      capabilities: {type: map<HostCapability>}\n",
            "      capabilities: {type: map<HostCapability>}\n      blobs: {type: Terms, optional: true}\n"
                + "  Terms:\n    fields:\n      kind: {type: string}\n      minimumBytes: {type: integer}\n"
        ),
    ]
    static let imageData = "      imageData: {type: bytes}\n"

    static let blobCases: [DiffCase] = [
        DiffCase(
            "result field may travel as a blob", setup: blobNegotiation,
            [(imageData, "      imageData: {type: bytes, blob: true}\n")], ["FIELD_BLOB_ALLOWED"]),
        DiffCase(
            "a type's blob default reaches its bytes fields", setup: blobNegotiation,
            [("    description: A captured image.\n", "    description: A captured image.\n    blob: true\n")],
            ["FIELD_BLOB_ALLOWED"]),
        DiffCase(
            "result field no longer travels as a blob", setup: blobNegotiation,
            [(imageData, "      imageData: {type: bytes, blob: true}\n")], ["FIELD_BLOB_WITHDRAWN"], reversed: true),
        DiffCase(
            "a field opts out of its type's blob default",
            setup: blobNegotiation + [
                ("    description: A captured image.\n", "    description: A captured image.\n    blob: true\n")
            ],
            [(imageData, "      imageData: {type: bytes, blob: false}\n")], ["FIELD_BLOB_WITHDRAWN"]),
        DiffCase(
            "a blob's media type comes from a field",
            setup: blobNegotiation + [(imageData, "      imageData: {type: bytes, blob: true}\n")],
            [("{type: bytes, blob: true}", "{type: bytes, blob: true, mimeTypeField: mimeType}")],
            ["FIELD_BLOB_MIME_TYPE_CHANGED"]),
        // The blob types the negotiation gains are web- and native-bound additions, nothing more.
        DiffCase(
            "blobs negotiated", blobNegotiation,
            ["FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND", "FIELD_OPTIONAL_ADDED_TO_WEB_BOUND", "TYPE_ADDED", "TYPE_ADDED"]),
    ]

    @Test(arguments: blobCases) func reportsTheseBlobRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }
}
