import BridgeGenKit
import BridgeSpec
import TestSupport
import Testing

@testable import BridgeGenSwift

/// Names the Swift output cannot use: taken by Swift, the runtime or the generated code, or made
/// to collide by the translator's own naming. Each is reported where the spec declares it.
@Suite struct SwiftNameRuleTests {
    /// The Swift output's diagnostics for the minimal spec with `edits`, rendered as `bridgegen
    /// validate` prints them.
    private func problems(_ edits: (String, String)...) throws -> String {
        let loaded = SpecLoader.load(bytes: Array(try MinimalSpecText.editing(edits).utf8), path: "spec.yaml")
        let spec = try #require(loaded.spec, "the edited spec must be valid in itself: \(DiagnosticRenderer.render(loaded.diagnostics))")
        return DiagnosticRenderer.render(loaded.diagnostics(adding: SwiftGenerator.validate(spec)))
    }

    @Test func aTypeMayNotShadowSwift() throws {
        #expect(try problems(("  Side:\n", "  Data:\n"), ("{type: Side,", "{type: Data,")) == """
            spec.yaml:112:3: error: type name 'Data' is reserved: it would shadow Swift's own 'Data', which the generated code uses; choose another name
              Data:
              ^

            """)
    }

    @Test func aTypeMayNotTakeARuntimeName() throws {
        #expect(try problems(("  ReadyEvent:\n", "  JSONKey:\n"), ("    data: ReadyEvent", "    data: JSONKey")) == """
            spec.yaml:122:3: error: type name 'JSONKey' is reserved: the runtime already declares 'JSONKey', and the generated module re-exports it; choose another name
              JSONKey:
              ^

            """)
    }

    @Test func aTypeMayNotTakeANameTheGeneratedCodeDeclares() throws {
        #expect(try problems(("  ReadyEvent:\n", "  BridgeHost:\n"), ("    data: ReadyEvent", "    data: BridgeHost")) == """
            spec.yaml:122:3: error: type name 'BridgeHost' is reserved: the generated Swift declares 'BridgeHost' for the host; choose another name
              BridgeHost:
              ^

            """)
        // Names that depend on the spec: a slot's own result type, the protocol definition.
        #expect(try problems(("  ReadyEvent:\n", "  DocumentCaptureOutcome:\n"), ("    data: ReadyEvent", "    data: DocumentCaptureOutcome"))
            .contains("the generated Swift declares 'DocumentCaptureOutcome' for the result type of slot 'documentCapture'"))
        #expect(try problems(("  ReadyEvent:\n", "  MiniBridgeProtocol:\n"), ("    data: ReadyEvent", "    data: MiniBridgeProtocol"))
            .contains("the generated Swift declares 'MiniBridgeProtocol' for the protocol definition"))
    }

    @Test func aTypeMayNotBeAKeywordOrADefinitionMember() throws {
        #expect(try problems(("  ReadyEvent:\n", "  Self:\n"), ("    data: ReadyEvent", "    data: Self"))
            .contains("spec.yaml:122:3: error: type name 'Self' is reserved: it is a Swift keyword; choose another name"))
        #expect(try problems(("  ReadyEvent:\n", "  IncomingEvent:\n"), ("    data: ReadyEvent", "    data: IncomingEvent"))
            .contains("type name 'IncomingEvent' is reserved: the generated protocol definition uses 'IncomingEvent'"))
    }

    @Test func aSlotPropertyMayNotBeAHostMember() throws {
        #expect(try problems(("      property: documentCapture", "      property: events")) == """
            spec.yaml:69:17: error: the slot of capability 'camera.document' has the property 'events', which BridgeHost already has; choose another name
                  property: events
                            ^

            """)
    }

    @Test func aSlotResultCaseMayNotBeOneEverySlotResultHas() throws {
        #expect(try problems(("      resultCase: document", "      resultCase: cancelled")) == """
            spec.yaml:71:19: error: the slot of capability 'camera.document' has the result case 'cancelled', which every slot result already has; choose another name
                  resultCase: cancelled
                              ^

            """)
    }

    @Test func aPageEventMayNotTakeTheIncomingEventsOwnNames() throws {
        let diagnostics = try problems(("events:\n", "events:\n  page.unknown:\n    direction: webToNative\n    swiftName: unknown\n"))
        #expect(diagnostics.contains("error: event 'page.unknown' has the Swift name 'unknown', which WebToNativeEvent already uses; set 'swiftName' to choose another"))
    }

    @Test func fieldsWhoseGeneratedNamesCollide() throws {
        // Two fields of a request type that differ in the case of their first letter: its fast
        // decoder would read both into one local.
        let quality = "      quality: {type: number, default: 0.8}\n"
        let diagnostics = try problems((quality, quality + "      mrz: {type: string, optional: true}\n      Mrz: {type: string, optional: true}\n"))
        #expect(diagnostics.contains("error: fields 'mrz' and 'Mrz' of type 'CaptureRequest' both need the Swift name 'readMrz' (its fast decoder's local, and its fast decoder's local); rename one and keep its JSON key with 'wireName'"))
        #expect(diagnostics.contains("note: field 'mrz' is declared here"))
    }

    @Test func aFieldMayNotTakeTheSizeEstimatesName() throws {
        let pages = "      pages: {type: array<string>, optional: true}\n"
        let diagnostics = try problems((pages, pages + "      estimatedJSONSize: {type: integer}\n"))
        #expect(diagnostics.contains("error: field 'estimatedJSONSize' of type 'CaptureImage' takes the name of the size estimate"))
    }

    /// A Swift name the spec gives must be a Swift identifier.
    @Test func aGivenSwiftNameMustBeAnIdentifier() throws {
        #expect(try problems(("  ios: An iOS host.", "  ios: {description: An iOS host., swiftName: 'i os'}")) == """
            spec.yaml:48:47: error: the Swift name 'i os' given to environment 'ios' is not a valid Swift identifier
              ios: {description: An iOS host., swiftName: 'i os'}
                                                          ^

            """)
        #expect(try problems(("      imageData: {type: bytes}", "      imageData: {type: bytes, names: {swift: image-data}}")) == """
            spec.yaml:120:47: error: the Swift name 'image-data' given to field 'imageData' of type 'CaptureImage' is not a valid Swift identifier
                  imageData: {type: bytes, names: {swift: image-data}}
                                                          ^

            """)
    }

    /// An ID whose derived Swift name is not an identifier needs a Swift name.
    @Test func aDerivedSwiftNameMustBeAnIdentifier() throws {
        #expect(try problems(("  ios: An iOS host.", "  ios: An iOS host.\n  3ds: A console.")) == """
            spec.yaml:49:3: error: the Swift name '3ds' derived from environment '3ds' is not a valid Swift identifier; set 'swiftName' to choose one
              3ds: A console.
              ^

            """)
    }

    /// `Type` can never be reached as a static member.
    @Test func aSwiftNameNoMemberCanHave() throws {
        #expect(try problems(("  BUSY: {recoverable: true, description: Busy.}", "  BUSY: {recoverable: true, description: Busy., names: {swift: Type}}")) == """
            spec.yaml:55:64: error: the Swift name 'Type' given to error code 'BUSY' cannot name a member: 'X.Type' always means a metatype
              BUSY: {recoverable: true, description: Busy., names: {swift: Type}}
                                                                           ^

            """)
    }

    /// Two IDs that differ on the wire but not in Swift.
    @Test func idsThatBecomeTheSameSwiftName() throws {
        #expect(try problems(("  host.ready:\n", "  host_ready:\n    direction: both\n  host.ready:\n")) == """
            spec.yaml:88:3: error: event 'host.ready' has the Swift name 'hostReady', which event 'host_ready' already has; set a different 'swiftName'
              host.ready:
              ^
            spec.yaml:86:3: note: event 'host_ready' is declared here
              host_ready:
              ^

            """)
    }

    /// Names given for other languages are not Swift's: a Kotlin name changes nothing here.
    @Test func namesForOtherLanguagesLeaveSwiftAlone() throws {
        #expect(try problems(("  host.ready:\n", "  host_ready:\n    direction: both\n    names: {kotlin: ready}\n  host.ready:\n"))
            .contains("event 'host.ready' has the Swift name 'hostReady', which event 'host_ready' already has"))
        #expect(try problems(("  host.ready:\n", "  host_ready:\n    direction: both\n    names: {swift: hostIsReady}\n  host.ready:\n")) == "")
    }
}
