import Testing

/// Actions, capabilities and their typed slots.
@Suite struct ActionAndCapabilityRuleTests {
    static let bump = "BREAKING_WITHOUT_MAJOR_BUMP"
    static let captureErrors = "    errors: [BUSY, CANCELLED]\n"
    static let extraAction = "  nfc.read:\n    description: Reads a chip.\n    request: QueryRequest\n    result: ReadyEvent\n"
    static let captureAction = "  camera.document.capture:\n    capability: camera.document\n"
    static let capabilityVersion = "    version: \"1.0\"\n    description: Photographing a document.\n"
    static let extraCapability = "  nfc.read:\n    version: \"1.0\"\n    description: Reading a chip.\n"
    static let selfie = """
          camera.selfie:
            version: "1.0"
            slot: {property: selfieCapture, action: camera.selfie.capture, resultCase: selfie}

        """

    /// Named permissions on the document capability, and the info field that carries them.
    static let permissionSetup = [
        (
            "    reportsPermission: true\n",
            "    reportsPermission: true\n    permissions:\n      camera: {description: The camera.}\n"
        ),
        (
            "      permissionState: {type: PermissionState, optional: true}\n",
            "      permissionState: {type: PermissionState, optional: true}\n      permissions: {type: map<PermissionState>, optional: true}\n"
        ),
    ]

    /// A second named permission beside the camera.
    static let photoLibraryAdded = [
        ("      camera: {description: The camera.}\n", "      camera: {description: The camera.}\n      photoLibrary: Photos.\n")
    ]

    static let cases: [DiffCase] = [
        DiffCase("action added", [(captureErrors, captureErrors + extraAction)], ["ACTION_ADDED"]),
        DiffCase(
            "action removed", [(captureErrors, captureErrors + extraAction)],
            ["ACTION_REMOVED", bump, "REMOVED_WITHOUT_DEPRECATION"], reversed: true),
        DiffCase(
            "error added to an action", [(captureErrors, "    errors: [BUSY, CANCELLED, TIMEOUT]\n")], ["ACTION_ERROR_ADDED"]),
        DiffCase("error removed from an action", [(captureErrors, "    errors: [BUSY]\n")], ["ACTION_ERROR_REMOVED"]),
        DiffCase(
            "action's Swift name changed", [(captureAction, captureAction + "    swiftName: captureDocument\n")],
            ["ACTION_SWIFT_NAME_CHANGED"]),
        // The request keeps its shape, so nothing changes on the wire; Swift sees another type.
        DiffCase(
            "action's request type renamed",
            [
                ("    request: CaptureRequest\n", "    request: DocumentOptions\n"),
                ("  CaptureRequest:\n", "  DocumentOptions:\n"),
            ], ["ACTION_REQUEST_TYPE_CHANGED", "TYPE_ADDED", "TYPE_REMOVED"]),
        DiffCase(
            "action's result type renamed, losing a field on the way",
            [
                ("    result: CaptureImage\n", "    result: Capture\n"),
                ("  CaptureImage:\n", "  Capture:\n"),
                ("      width: {type: integer}\n", ""),
            ],
            [
                "ACTION_RESULT_TYPE_CHANGED", "FIELD_DROPPED_BY_NEW_JOURNEYS", "FIELD_REMOVED_FROM_WEB_BOUND", "TYPE_ADDED",
                "TYPE_REMOVED", bump,
            ]),
        DiffCase("capability added", [("\nactions:\n", "\n" + extraCapability + "\nactions:\n")], ["CAPABILITY_ADDED"]),
        DiffCase(
            "capability removed", [("\nactions:\n", "\n" + extraCapability + "\nactions:\n")],
            ["CAPABILITY_REMOVED", bump], reversed: true),
        DiffCase(
            "capability minor version changed",
            [(capabilityVersion, "    version: \"1.1\"\n    description: Photographing a document.\n")],
            ["CAPABILITY_VERSION_CHANGED"]),
        DiffCase(
            "capability major version changed",
            [(capabilityVersion, "    version: \"2.0\"\n    description: Photographing a document.\n")],
            ["CAPABILITY_MAJOR_VERSION_CHANGED"]),
        DiffCase(
            "capability stops reporting permission", [("    reportsPermission: true\n", "    reportsPermission: false\n")],
            ["CAPABILITY_PERMISSION_REPORTING_REMOVED"]),
        DiffCase(
            "capability starts reporting permission", [("    reportsPermission: true\n", "")],
            ["CAPABILITY_PERMISSION_REPORTING_ADDED"], reversed: true),
        DiffCase(
            "capability reports one more named permission", setup: permissionSetup,
            photoLibraryAdded,
            ["CAPABILITY_PERMISSION_ADDED"]),
        DiffCase(
            "capability stops reporting a named permission", setup: permissionSetup,
            photoLibraryAdded,
            ["CAPABILITY_PERMISSION_REMOVED", bump], reversed: true),
        DiffCase(
            "capability's Swift name changed", [(capabilityVersion, capabilityVersion + "    swiftName: documentCamera\n")],
            ["CAPABILITY_SWIFT_NAME_CHANGED"]),
        DiffCase(
            "capability with a slot and its action added",
            [
                ("\nactions:\n", "\n" + selfie + "\nactions:\n"),
                (
                    captureErrors,
                    captureErrors
                        + "  camera.selfie.capture:\n    capability: camera.selfie\n    request: CaptureRequest\n    result: CaptureImage\n"
                ),
            ], ["ACTION_ADDED", "CAPABILITY_ADDED", "SLOT_ADDED"]),
        DiffCase(
            "action gated on a capability", setup: [(captureErrors, captureErrors + extraAction)],
            [
                (
                    "  nfc.read:\n    description: Reads a chip.\n",
                    "  nfc.read:\n    capability: camera.document\n    description: Reads a chip.\n"
                )
            ],
            ["ACTION_CAPABILITY_CHANGED"]),
        DiffCase(
            "negotiation moved to another action",
            setup: [(captureErrors, captureErrors + "  host.query:\n    request: QueryRequest\n    result: QueryResult\n")],
            [("  negotiation: capability.query\n", "  negotiation: host.query\n")], ["NEGOTIATION_ACTION_CHANGED", bump]),
        DiffCase(
            "slot handles another action",
            setup: [
                (
                    captureErrors,
                    captureErrors
                        + "  camera.document.scan:\n    capability: camera.document\n    request: CaptureRequest\n    result: CaptureImage\n"
                )
            ],
            [("      action: camera.document.capture\n", "      action: camera.document.scan\n")], ["SLOT_ACTION_CHANGED"]),
        DiffCase(
            "slot removed, the capability kept",
            [
                (
                    "    slot:\n      property: documentCapture\n      action: camera.document.capture\n      resultCase: document\n",
                    ""
                )
            ],
            ["SLOT_REMOVED"]),
        DiffCase(
            "slot property renamed", [("      property: documentCapture\n", "      property: documentScanner\n")],
            ["SLOT_PROPERTY_RENAMED"]),
        DiffCase(
            "slot result case renamed", [("      resultCase: document\n", "      resultCase: scan\n")],
            ["SLOT_RESULT_CASE_RENAMED"]),
    ]

    @Test(arguments: cases) func reportsExactlyTheseRules(_ pair: DiffCase) throws {
        let found = try pair.found()
        #expect(found == pair.expected)
    }
}
