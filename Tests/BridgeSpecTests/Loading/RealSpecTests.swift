import Foundation
import TestSupport
import Testing

@testable import BridgeSpec

/// The spec the project ships, loaded into the model the generator works from.
@Suite struct RealSpecTests {
    let result = SpecLoader.load(contentsOf: Fixture.realSpecPath)

    func spec() throws -> ProtocolSpec {
        try #require(result.spec, "\(DiagnosticRenderer.render(result.diagnostics))")
    }

    /// Where `text` stands in the real spec: the 1-based line of the first line that is exactly `text`,
    /// looking from the line that is exactly `section`. Found in the file rather than written down, so
    /// the spec can change without these tests changing, while locations are still checked exactly.
    func location(of text: String, in section: String, column: Int) throws -> BridgeSpec.SourceLocation {
        let lines = try String(contentsOfFile: Fixture.realSpecPath, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == section }, "no line '\(section)'")
        let index = try #require(lines[start...].firstIndex { $0 == text }, "no line '\(text)' after '\(section)'")
        return BridgeSpec.SourceLocation(file: Fixture.realSpecPath, line: index + 1, column: column)
    }

    @Test func loadsWithoutDiagnostics() throws {
        #expect(DiagnosticRenderer.render(result.diagnostics) == "")
        _ = try spec()
    }

    @Test func protocolHeader() throws {
        let spec = try spec()
        #expect(spec.name == "GBGBridge")
        #expect(spec.version == ProtocolVersion(major: 1, minor: 2))
        #expect(spec.negotiationAction == "capability.query")
        #expect(spec.description?.hasPrefix("Messages between a web journey running in a WebView") == true)
        #expect(spec.location == SourceLocation(file: Fixture.realSpecPath, line: 7, column: 1))
    }

    /// Every element the file declares is in the model, in the file's order.
    @Test func everyDeclaredElementIsLoaded() throws {
        let spec = try spec()
        #expect(spec.actions.map(\.id) == ShippedSpecText.keys(of: "actions"))
        #expect(spec.events.map(\.name) == ShippedSpecText.keys(of: "events"))
        #expect(spec.capabilities.map(\.id) == ShippedSpecText.keys(of: "capabilities"))
        #expect(spec.errorCodes.map(\.code) == ShippedSpecText.keys(of: "errors"))
        #expect(spec.types.map(\.name) == ShippedSpecText.keys(of: "types"))
        // The values the SDK's documentation names.
        #expect(spec.statuses.map(\.value) == ["success", "error", "cancelled", "unsupported", "acknowledged"])
        #expect(spec.environments.map(\.value) == ["ios", "android", "web"])
        #expect(spec.permissionStates.map(\.value) == ["granted", "denied", "notDetermined", "restricted"])
        #expect(spec.messageTypes.map(\.name) == MessageTypeSpec.required + MessageTypeSpec.updates)
        #expect(spec.action("nfc.read")?.progress == "NFCReadProgress")
    }

    @Test func envelopeKeepsSpecOrderAndDescriptions() throws {
        let envelope = try spec().envelope
        #expect(envelope.message.fields.map(\.name) == EnvelopeSpec.messageFields)
        #expect(envelope.payload.fields.map(\.name) == EnvelopeSpec.payloadFields)
        #expect(envelope.error.fields.map(\.name) == EnvelopeSpec.errorFields)
        #expect(envelope.error.description(of: "message") == "A human-readable explanation, for logs, not for display.")
    }

    @Test func slotCapability() throws {
        let capability = try #require(try spec().capability("camera.document"))
        #expect(capability.names == LanguageNames())
        #expect(capability.version == "1.0")
        #expect(capability.reportsPermission)
        #expect(capability.location == (try location(of: "  camera.document:", in: "capabilities:", column: 3)))
        #expect(
            capability.slot
                == SlotSpec(
                    property: "documentCapture", action: "camera.document.capture", resultCase: "document",
                    location: try location(of: "    slot:", in: "  camera.document:", column: 5),
                    propertyLocation: try location(of: "      property: documentCapture", in: "  camera.document:", column: 17),
                    resultCaseLocation: try location(of: "      resultCase: document", in: "  camera.document:", column: 19)
                ))
        #expect(
            try spec().slotCapabilities.map(\.id)
                == ShippedSpecText.keys(of: "capabilities").filter { ShippedSpecText.entry($0, of: "capabilities", has: "slot") })
    }

    @Test func actionsAndEvents() throws {
        let spec = try spec()
        let read = try #require(spec.action("nfc.read"))
        #expect(read.capability == "nfc.read")
        #expect(read.request == "NFCReadRequest")
        #expect(
            read.errors == ShippedSpecText.value(of: "errors", inEntry: "nfc.read", of: "actions").map(ShippedSpecText.items)
                ?? [])
        #expect(read.location == (try location(of: "  nfc.read:", in: "actions:", column: 3)))
        #expect(spec.action("capability.query")?.capability == nil)
        let ready = try #require(spec.events.first { $0.name == "host.ready" })
        #expect(ready.name == "host.ready")
        #expect(ready.direction == .nativeToWeb)
        #expect(ready.data == "HostReadyEvent")
        #expect(ready.location == (try location(of: "  host.ready:", in: "events:", column: 3)))
        #expect(
            spec.events.filter { $0.data == nil }.map(\.name)
                == ShippedSpecText.keys(of: "events").filter { !ShippedSpecText.entry($0, of: "events", has: "data") })
    }

    @Test func errorCodes() throws {
        let codes = try spec().errorCodes
        let notAvailable = try #require(codes.first { $0.code == "NFC_NOT_AVAILABLE" })
        #expect(!notAvailable.recoverable)
        #expect(notAvailable.location == (try location(of: "  NFC_NOT_AVAILABLE:", in: "errors:", column: 3)))
        #expect(
            codes.map(\.recoverable)
                == ShippedSpecText.keys(of: "errors").map {
                    ShippedSpecText.value(of: "recoverable", inEntry: $0, of: "errors") == "true"
                })
        #expect(Set(ErrorCodeSpec.requiredByRuntime).isSubset(of: codes.map(\.code)))
    }

    @Test func objectTypeFields() throws {
        let spec = try spec()
        let result = try #require(spec.type(named: "DocumentCaptureResult"))
        #expect(result.location == (try location(of: "  DocumentCaptureResult:", in: "types:", column: 3)))
        #expect(result.fields.map(\.name) == ["imageData", "width", "height", "mimeType"])
        #expect(result.fields.map(\.type) == [.bytes, .integer, .integer, .string])
        let mimeType = try #require(result.fields.last)
        #expect(mimeType.defaultValue == .string("image/jpeg"))
        #expect(!mimeType.isOptional && !mimeType.isRequiredOnWire)
        #expect(mimeType.location == (try location(of: "      mimeType:", in: "  DocumentCaptureResult:", column: 7)))

        let query = try #require(spec.type(named: "CapabilityQueryResult"))
        #expect(
            query.fields.map(\.type) == [
                .named("BridgeEnvironment"), .string, .map(.named("BridgeCapabilityInfo")), .named("BlobTerms"),
                .array(.string),
            ])
        let info = try #require(spec.type(named: "BridgeCapabilityInfo"))
        #expect(info.fields.first { $0.name == "constraints" }?.type == .map(.json))
        #expect(spec.type(named: "NFCReadRequest")?.fields.first { $0.name == "dataGroups" }?.type == .array(.string))
        #expect(spec.type(named: "SelfieCaptureRequest")?.fields.first { $0.name == "liveness" }?.defaultValue == .boolean(true))
        #expect(spec.type(named: "CapabilityQueryRequest")?.fields.map(\.type) == [.named("BlobOffer"), .array(.string)])
        #expect(result.fields.map(\.travelsAsBlob) == [true, false, false, false])
        #expect(result.fields.first?.blobMimeTypeField == "mimeType")
    }

    @Test func enumType() throws {
        let side = try #require(try spec().type(named: "DocumentSide"))
        #expect(side.location == (try location(of: "  DocumentSide:", in: "types:", column: 3)))
        #expect(
            side.values == [
                EnumCaseSpec(
                    value: "front", description: "The side with the photo.",
                    location: try location(of: "      front: The side with the photo.", in: "  DocumentSide:", column: 7)),
                EnumCaseSpec(
                    value: "back", description: "The other side.",
                    location: try location(of: "      back: The other side.", in: "  DocumentSide:", column: 7)),
            ])
        #expect(side.fields.isEmpty)
    }

    @Test func labelOnlyNamesTheFile() throws {
        let bytes = try #require(FileBytes.read(Fixture.realSpecPath))
        let result = SpecLoader.load(bytes: bytes, path: "main:Protocol/bridge.yaml")
        #expect(result.spec?.location == SourceLocation(file: "main:Protocol/bridge.yaml", line: 7, column: 1))
    }
}
