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
        let spec = try #require(
            loaded.spec, "the edited spec must be valid in itself: \(DiagnosticRenderer.render(loaded.diagnostics))")
        return DiagnosticRenderer.render(loaded.diagnostics(adding: SwiftGenerator.validate(spec)))
    }

    @Test func aTypeMayNotShadowSwift() throws {
        #expect(
            try problems(("  Side:\n", "  Data:\n"), ("{type: Side,", "{type: Data,")) == """
                spec.yaml:112:3: error: type name 'Data' is reserved: it would shadow Swift's own 'Data', which the generated code uses; choose another name
                  Data:
                  ^

                """)
    }

    @Test func aTypeMayNotTakeARuntimeName() throws {
        #expect(
            try problems(("  ReadyEvent:\n", "  JSONKey:\n"), ("    data: ReadyEvent", "    data: JSONKey")) == """
                spec.yaml:122:3: error: type name 'JSONKey' is reserved: the runtime already declares 'JSONKey', and the generated module re-exports it; choose another name
                  JSONKey:
                  ^

                """)
    }

    @Test func aTypeMayNotTakeANameTheGeneratedCodeDeclares() throws {
        #expect(
            try problems(("  ReadyEvent:\n", "  BridgeHost:\n"), ("    data: ReadyEvent", "    data: BridgeHost")) == """
                spec.yaml:122:3: error: type name 'BridgeHost' is reserved: the generated Swift declares 'BridgeHost' for the host; choose another name
                  BridgeHost:
                  ^

                """)
        // Names that depend on the spec: a slot's own result type, the protocol definition.
        #expect(
            try problems(
                ("  ReadyEvent:\n", "  DocumentCaptureOutcome:\n"), ("    data: ReadyEvent", "    data: DocumentCaptureOutcome")
            )
            .contains("the generated Swift declares 'DocumentCaptureOutcome' for the result type of slot 'documentCapture'"))
        #expect(
            try problems(("  ReadyEvent:\n", "  MiniBridgeProtocol:\n"), ("    data: ReadyEvent", "    data: MiniBridgeProtocol"))
                .contains("the generated Swift declares 'MiniBridgeProtocol' for the protocol definition"))
    }

    @Test func aTypeMayNotBeAKeywordOrADefinitionMember() throws {
        #expect(
            try problems(("  ReadyEvent:\n", "  Self:\n"), ("    data: ReadyEvent", "    data: Self"))
                .contains("spec.yaml:122:3: error: type name 'Self' is reserved: it is a Swift keyword; choose another name"))
        #expect(
            try problems(("  ReadyEvent:\n", "  IncomingEvent:\n"), ("    data: ReadyEvent", "    data: IncomingEvent"))
                .contains("type name 'IncomingEvent' is reserved: the generated protocol definition uses 'IncomingEvent'"))
        #expect(
            try problems(("  ReadyEvent:\n", "  Reader:\n"), ("    data: ReadyEvent", "    data: Reader"))
                .contains("type name 'Reader' is reserved: the generated decoders use 'Reader' for the type of their reader"))
    }

    @Test func aSlotPropertyMayNotBeAHostMember() throws {
        #expect(
            try problems(("      property: documentCapture", "      property: events")) == """
                spec.yaml:69:17: error: the slot of capability 'camera.document' has the property 'events', which BridgeHost already has; choose another name
                      property: events
                                ^

                """)
    }

    @Test func aSlotResultCaseMayNotBeOneEverySlotResultHas() throws {
        #expect(
            try problems(("      resultCase: document", "      resultCase: cancelled")) == """
                spec.yaml:71:19: error: the slot of capability 'camera.document' has the result case 'cancelled', which every slot result already has; choose another name
                      resultCase: cancelled
                                  ^

                """)
    }

    @Test func aPageEventMayNotTakeTheIncomingEventsOwnNames() throws {
        let diagnostics = try problems(
            ("events:\n", "events:\n  page.unknown:\n    direction: webToNative\n    swiftName: unknown\n"))
        #expect(
            diagnostics.contains(
                "error: event 'page.unknown' has the Swift name 'unknown', which WebToNativeEvent already uses; set 'swiftName' to choose another"
            ))
        // The member type every typed event has: the decoder's `WebToNativeEvent.Message` would name it.
        let message = try problems(
            ("events:\n", "events:\n  page.message:\n    direction: webToNative\n    swiftName: Message\n"))
        #expect(message.contains("error: event 'page.message' has the Swift name 'Message', which WebToNativeEvent already uses"))
    }

    @Test func fieldsWhoseGeneratedNamesCollide() throws {
        // The memberwise initializer knows the argument of a field named `self` as `_self`, which
        // would hide the instance it sets; a field named `_self` needs that name too.
        let quality = "      quality: {type: number, default: 0.8}\n"
        let diagnostics = try problems(
            (quality, quality + "      _self: {type: string, optional: true}\n      self: {type: string, optional: true}\n"))
        #expect(
            diagnostics.contains(
                "error: fields '_self' and 'self' of type 'CaptureRequest' both need the Swift name '_self' (its initializer's argument, and its initializer's argument); rename one and keep its JSON key with 'wireName'"
            ))
        #expect(diagnostics.contains("note: field '_self' is declared here"))
    }

    /// Fields that differ in the case of their first letter are read into locals of their own.
    @Test func fieldsThatDifferInTheirFirstLetterDoNotCollide() throws {
        let quality = "      quality: {type: number, default: 0.8}\n"
        let edit = (quality, quality + "      mrz: {type: string, optional: true}\n      Mrz: {type: string, optional: true}\n")
        #expect(try problems(edit) == "")
        let spec = try #require(SpecLoader.load(bytes: Array(try MinimalSpecText.editing([edit]).utf8), path: "spec.yaml").spec)
        let types = try #require(
            SwiftGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x")).first { $0.name == "Types.swift" })
        #expect(types.contents.contains("var readMrz: String??") && types.contents.contains("var read_Mrz: String??"))
    }

    /// A field may take a Swift name only where the generated struct has no other use for it.
    @Test func aFieldMayNotHideWhatTheGeneratedStructUses() throws {
        let quality = "      quality: {type: number, default: 0.8}\n"
        #expect(
            try problems((quality, quality + "      BridgeIndirect: {type: string, optional: true}\n")) == """
                spec.yaml:112:7: error: field 'BridgeIndirect' of type 'CaptureRequest' has the Swift name 'BridgeIndirect', a type of the runtime that the generated code of 'CaptureRequest' uses and a property of that name would hide; choose another with 'names: {swift: …}'
                      BridgeIndirect: {type: string, optional: true}
                      ^

                """)
        #expect(
            try problems((quality, quality + "      hashValue: {type: integer}\n"))
                .contains(
                    "error: field 'hashValue' of type 'CaptureRequest' has the Swift name 'hashValue', a member the generated struct has already"
                ))
        // The decoder reaches its list of members through the type's name.
        #expect(
            try problems((quality, quality + "      CaptureRequest: {type: integer, optional: true}\n"))
                .contains(
                    "error: field 'CaptureRequest' of type 'CaptureRequest' has the Swift name 'CaptureRequest', the name of the type itself"
                ))
        // Given another Swift name, the JSON key may stay.
        #expect(try problems((quality, quality + "      hashValue: {type: integer, names: {swift: hashNumber}}\n")) == "")
    }

    /// The open value types have members of their own (`allKnown`, the list of known values): no
    /// value's constant may take one.
    @Test func aConstantMayNotTakeTheOpenTypesOwnMember() throws {
        #expect(
            try problems(("  ios: An iOS host.", "  ios: An iOS host.\n  allKnown: All of them.")) == """
                spec.yaml:49:3: error: the Swift name 'allKnown' derived from environment 'allKnown' is taken: the generated open value types have a member 'allKnown' (such as 'BridgeEnvironment.allKnown'); set 'swiftName' to choose one
                  allKnown: All of them.
                  ^

                """)
    }

    @Test func aFieldMayNotTakeTheSizeEstimatesName() throws {
        let pages = "      pages: {type: array<string>, optional: true}\n"
        let diagnostics = try problems((pages, pages + "      estimatedJSONSize: {type: integer}\n"))
        #expect(
            diagnostics.contains("error: field 'estimatedJSONSize' of type 'CaptureImage' takes the name of the size estimate"))
    }

    /// A Swift name the spec gives must be a Swift identifier.
    @Test func aGivenSwiftNameMustBeAnIdentifier() throws {
        #expect(
            try problems(("  ios: An iOS host.", "  ios: {description: An iOS host., swiftName: 'i os'}")) == """
                spec.yaml:48:47: error: the Swift name 'i os' given to environment 'ios' is not a valid Swift identifier
                  ios: {description: An iOS host., swiftName: 'i os'}
                                                              ^

                """)
        #expect(
            try problems(("      imageData: {type: bytes}", "      imageData: {type: bytes, names: {swift: image-data}}")) == """
                spec.yaml:120:47: error: the Swift name 'image-data' given to field 'imageData' of type 'CaptureImage' is not a valid Swift identifier
                      imageData: {type: bytes, names: {swift: image-data}}
                                                              ^

                """)
    }

    /// An ID whose derived Swift name is not an identifier needs a Swift name.
    @Test func aDerivedSwiftNameMustBeAnIdentifier() throws {
        #expect(
            try problems(("  ios: An iOS host.", "  ios: An iOS host.\n  3ds: A console.")) == """
                spec.yaml:49:3: error: the Swift name '3ds' derived from environment '3ds' is not a valid Swift identifier; set 'swiftName' to choose one
                  3ds: A console.
                  ^

                """)
    }

    /// `Type` can never be reached as a static member.
    @Test func aSwiftNameNoMemberCanHave() throws {
        #expect(
            try problems(
                (
                    "  BUSY: {recoverable: true, description: Busy.}",
                    "  BUSY: {recoverable: true, description: Busy., names: {swift: Type}}"
                )) == """
                    spec.yaml:55:64: error: the Swift name 'Type' given to error code 'BUSY' cannot name a member: 'X.Type' always means a metatype
                      BUSY: {recoverable: true, description: Busy., names: {swift: Type}}
                                                                                   ^

                    """)
    }

    /// Two IDs that differ on the wire but not in Swift.
    @Test func idsThatBecomeTheSameSwiftName() throws {
        #expect(
            try problems(("  host.ready:\n", "  host_ready:\n    direction: both\n  host.ready:\n")) == """
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
        #expect(
            try problems(("  host.ready:\n", "  host_ready:\n    direction: both\n    names: {kotlin: ready}\n  host.ready:\n"))
                .contains("event 'host.ready' has the Swift name 'hostReady', which event 'host_ready' already has"))
        #expect(
            try problems(
                ("  host.ready:\n", "  host_ready:\n    direction: both\n    names: {swift: hostIsReady}\n  host.ready:\n")) == ""
        )
    }
}
