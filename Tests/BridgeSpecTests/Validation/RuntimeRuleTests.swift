import Testing

@testable import BridgeSpec

/// What the runtime and the generated host rely on: slots, negotiation, required statuses and codes, message directions, and types that can be built.
@Suite struct RuntimeRuleTests {
    /// Two slots cannot share a property or a result case (nor an action, whose capability is the other's).
    @Test func twoSlotsWithOneName() throws {
        let spec = try Fixture.minimal(
            (
                "capabilities:\n",
                "capabilities:\n  camera.selfie:\n    version: \"1.0\"\n    slot: {property: documentCapture, action: camera.document.capture, resultCase: document}\n"
            )
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:66:47: error: the slot of capability 'camera.selfie' handles action 'camera.document.capture', but that action names capability 'camera.document'; set its 'capability' to 'camera.selfie'
                    slot: {property: documentCapture, action: camera.document.capture, resultCase: document}
                                                              ^
                spec.yaml:81:3: note: action 'camera.document.capture' is declared here
                  camera.document.capture:
                  ^
                spec.yaml:72:17: error: the slot of capability 'camera.document' has the property 'documentCapture', which the slot of capability 'camera.selfie' already has
                      property: documentCapture
                                ^
                spec.yaml:64:3: note: capability 'camera.selfie' is declared here
                  camera.selfie:
                  ^
                spec.yaml:74:19: error: the slot of capability 'camera.document' has the result case 'document', which the slot of capability 'camera.selfie' already has
                      resultCase: document
                                  ^
                spec.yaml:64:3: note: capability 'camera.selfie' is declared here
                  camera.selfie:
                  ^

                """)
    }

    /// A slot's action must name the slot's capability.
    @Test func slotActionNamesNoCapability() throws {
        let spec = try Fixture.minimal(
            ("    capability: camera.document\n", "")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:70:15: error: the slot of capability 'camera.document' handles action 'camera.document.capture', but that action names no capability; set its 'capability' to 'camera.document'
                      action: camera.document.capture
                              ^
                spec.yaml:78:3: note: action 'camera.document.capture' is declared here
                  camera.document.capture:
                  ^

                """)
    }

    /// The host answers the negotiation action itself.
    @Test func negotiationActionNamesACapability() throws {
        let spec = try Fixture.minimal(
            (
                "    description: Asks what the host supports.\n",
                "    description: Asks what the host supports.\n    capability: camera.document\n"
            )
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:76:17: error: the negotiation action 'capability.query' must not name a capability: the host answers it itself, whatever capabilities it has
                    capability: camera.document
                                ^

                """)
    }

    /// The host fills in hostVersion as a string.
    @Test func negotiationFieldWithTheWrongType() throws {
        let spec = try Fixture.minimal(
            ("      hostVersion: {type: string}", "      hostVersion: {type: integer}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:99:27: error: field 'hostVersion' of the negotiation result 'QueryResult' must have type 'string', as the host fills it in; found 'integer'
                      hostVersion: {type: integer}
                                          ^

                """)
    }

    /// The host fills in environment; the result type must have it.
    @Test func negotiationResultMissingAField() throws {
        let spec = try Fixture.minimal(
            ("      environment: {type: BridgeEnvironment}\n", "")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:95:3: error: the negotiation result 'QueryResult' must have a field 'environment' of type 'BridgeEnvironment': the host fills it in
                  QueryResult:
                  ^

                """)
    }

    /// permissionState is absent for capabilities without one.
    @Test func negotiationInfoFieldMustBeOptional() throws {
        let spec = try Fixture.minimal(
            ("{type: PermissionState, optional: true}", "{type: PermissionState}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:106:7: error: field 'permissionState' of the capability info type 'CapabilityEntry' must be optional: the host leaves it out when it has no value
                      permissionState: {type: PermissionState}
                      ^

                """)
    }

    /// A capability that reports a permission needs permissionState in the info type.
    @Test func permissionWithoutAFieldToCarryIt() throws {
        let spec = try Fixture.minimal(
            ("      permissionState: {type: PermissionState, optional: true}\n", "")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:67:24: error: capability 'camera.document' reports a permission state, but the capability info type 'CapabilityEntry' has no field 'permissionState' to carry it
                    reportsPermission: true
                                       ^

                """)
    }

    /// A capability that names permissions needs `permissions` in the info type, as a map of states.
    @Test func namedPermissionsWithoutAFieldToCarryThem() throws {
        let spec = try Fixture.minimal(
            ("    reportsPermission: true\n", "    reportsPermission: true\n    permissions: {camera: The camera.}\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:68:18: error: capability 'camera.document' reports named permissions, but the capability info type 'CapabilityEntry' has no field 'permissions' of type 'map<PermissionState>' to carry them
                    permissions: {camera: The camera.}
                                 ^

                """)
        let wrongType = try Fixture.minimal(
            ("    reportsPermission: true\n", "    reportsPermission: true\n    permissions: {camera: The camera.}\n"),
            (
                "      permissionState: {type: PermissionState, optional: true}\n",
                "      permissionState: {type: PermissionState, optional: true}\n      permissions: {type: map<string>, optional: true}\n"
            )
        )
        #expect(
            Fixture.diagnostics(wrongType).contains(
                "field 'permissions' of the capability info type 'CapabilityEntry' must have type 'map<PermissionState>'"))
    }

    /// The runtime answers with cancelled itself.
    @Test func requiredStatusMissing() throws {
        let spec = try Fixture.minimal(
            ("  cancelled: The user cancelled.\n", "")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:41:1: error: 'statuses' must include 'cancelled': the runtime answers requests with it itself
                statuses:
                ^

                """)
    }

    /// The host answers with TIMEOUT itself.
    @Test func requiredErrorCodeMissing() throws {
        let spec = try Fixture.minimal(
            ("  TIMEOUT: {recoverable: true, description: Too slow.}\n", "")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:54:1: error: 'errors' must include 'TIMEOUT': the host answers with it itself (for example when a request is malformed, times out or is not handled)
                errors:
                ^

                """)
    }

    /// Requests always flow from the web journey to the host.
    @Test func messageTypeDirectionIsFixed() throws {
        let spec = try Fixture.minimal(
            ("    direction: webToNative\n    description: A request.", "    direction: both\n    description: A request.")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:32:16: error: message type 'request' must have direction 'webToNative', as the runtime routes it; found 'both'
                    direction: both
                               ^

                """)
    }

    /// A required field of its own type can never end.
    @Test func typeThatContainsItself() throws {
        let spec = try Fixture.minimal(
            ("      timestamp: {type: number}", "      timestamp: {type: number}\n      next: {type: ReadyEvent}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:126:7: error: type 'ReadyEvent' can never be sent: its required field 'next' leads back to it (ReadyEvent.next → ReadyEvent); make one of these fields optional
                      next: {type: ReadyEvent}
                      ^

                """)
    }

    /// A cycle through two types is reported once, at the field that comes first.
    @Test func cycleThroughTwoTypes() throws {
        let spec = try Fixture.minimal(
            ("      timestamp: {type: number}", "      timestamp: {type: number}\n      image: {type: CaptureImage}"),
            ("      imageData: {type: bytes}", "      imageData: {type: bytes}\n      ready: {type: ReadyEvent}")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:121:7: error: type 'CaptureImage' can never be sent: its required field 'ready' leads back to it (CaptureImage.ready → ReadyEvent.image → CaptureImage); make one of these fields optional
                      ready: {type: ReadyEvent}
                      ^

                """)
    }

    /// Recursion through an optional field or an array ends, and is allowed.
    @Test func optionalRecursionIsFine() throws {
        let spec = try Fixture.minimal(
            (
                "      timestamp: {type: number}",
                "      timestamp: {type: number}\n      next: {type: ReadyEvent, optional: true}\n      all: {type: 'array<ReadyEvent>'}"
            )
        )
        #expect(Fixture.diagnostics(spec) == "")
        #expect(Fixture.load(spec).spec != nil)
    }

    /// A type nothing uses is a warning; the spec stays valid.
    @Test func unusedTypeIsAWarning() throws {
        let spec = try Fixture.minimal(
            ("  ReadyEvent:\n", "  Unused:\n    fields: {}\n  ReadyEvent:\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:122:3: warning: type 'Unused' is not used by any action or event
                  Unused:
                  ^

                """)
        #expect(Fixture.load(spec).spec != nil)
    }

    /// An enum without values and an error code listed twice.
    @Test func emptyEnumAndRepeatedErrorCodeAreWarnings() throws {
        let spec = try Fixture.minimal(
            ("    errors: [BUSY, CANCELLED]", "    errors: [BUSY, CANCELLED, BUSY]"),
            ("      imageData: {type: bytes}", "      imageData: {type: bytes}\n      kind: {type: Kind, optional: true}"),
            ("  ReadyEvent:\n", "  Kind:\n    enum: {}\n  ReadyEvent:\n")
        )
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:83:31: warning: error code 'BUSY' is listed more than once in action 'camera.document.capture'
                    errors: [BUSY, CANCELLED, BUSY]
                                              ^
                spec.yaml:124:5: warning: enum 'Kind' has no values; use 'string' if any text is allowed
                    enum: {}
                    ^

                """)
        #expect(Fixture.load(spec).spec != nil)
    }
}
