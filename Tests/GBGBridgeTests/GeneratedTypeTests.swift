@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// Every generated type round-trips through its generated encoder and decoder; open types keep values
/// they do not know; the seed documents' JSON examples decode.
@Suite struct GeneratedTypeTests {
    /// Encodes, checks the JSON, decodes, and checks the value comes back equal.
    private func roundTrip<Value: BridgeJSONCodable & Equatable>(_ value: Value, json expected: JSONValue) throws {
        var writer = JSONWriter()
        value.encode(to: &writer)
        let json = try JSONReader().read(writer.bytes)
        #expect(json == expected)
        #expect(try Value(json: json, path: JSONPath()) == value)
    }

    @Test func everySchemaTypeRoundTrips() throws {
        let bytes = Data([0x00, 0xFF, 0x10, 0x80])
        try roundTrip(CapabilityQueryRequest(), json: [:])
        let info = BridgeCapabilityInfo(supported: true, version: "1.0", constraints: ["max": 4096], permissionState: .denied)
        try roundTrip(
            info, json: ["supported": true, "version": "1.0", "constraints": ["max": 4096], "permissionState": "denied"])
        try roundTrip(
            CapabilityQueryResult(environment: .android, hostVersion: "2.1", capabilities: ["nfc.read": info]),
            json: [
                "environment": "android", "hostVersion": "2.1",
                "capabilities": [
                    "nfc.read": [
                        "supported": true, "version": "1.0", "constraints": ["max": 4096], "permissionState": "denied",
                    ]
                ],
            ])
        try roundTrip(
            DocumentCaptureRequest(documentType: "passport", side: .back), json: ["documentType": "passport", "side": "back"])
        try roundTrip(DocumentCaptureRequest(), json: [:])
        try roundTrip(
            DocumentCaptureResult(imageData: bytes, width: 3, height: 4, mimeType: "image/png"),
            json: ["imageData": "AP8QgA==", "width": 3, "height": 4, "mimeType": "image/png"])
        try roundTrip(SelfieCaptureRequest(liveness: false), json: ["liveness": false])
        try roundTrip(
            SelfieCaptureResult(
                previewImageData: bytes, width: 1, height: 2, encryptedBlob: Data([1]), unencryptedBlob: Data(),
                mimeType: "image/heic"),
            json: [
                "previewImageData": "AP8QgA==", "width": 1, "height": 2, "encryptedBlob": "AQ==", "unencryptedBlob": "",
                "mimeType": "image/heic",
            ])
        try roundTrip(NFCReadRequest(mrz: "P<GBR", dataGroups: ["DG1"]), json: ["mrz": "P<GBR", "dataGroups": ["DG1"]])
        try roundTrip(
            NFCReadResult(chipRead: true, dataGroups: ["DG1", "DG2"], mrz: nil, photo: bytes),
            json: ["chipRead": true, "dataGroups": ["DG1", "DG2"], "photo": "AP8QgA=="])
        try roundTrip(HostReadyEvent(timestamp: 1_700_000_000.5), json: ["timestamp": 1_700_000_000.5])
        try roundTrip(HostOrientationEvent(orientation: .landscapeLeft), json: ["orientation": "landscapeLeft"])
        try roundTrip(JourneyCancelEvent(reason: "user_dismissed"), json: ["reason": "user_dismissed"])
        try roundTrip(JourneyProgressEvent(step: "selfie", progress: 0.5), json: ["step": "selfie", "progress": 0.5])
        try roundTrip(
            JourneyCompleteEvent(status: "success", referenceId: "REF"), json: ["status": "success", "referenceId": "REF"])
        try roundTrip(JourneyErrorEvent(message: "Document expired"), json: ["message": "Document expired"])
        try roundTrip(DocumentSide.front, json: "front")
        try roundTrip(Orientation.portraitUpsideDown, json: "portraitUpsideDown")
    }

    /// A default stands for an absent field; `null` is not absent, and the field is not nullable.
    @Test func defaultsApplyWhenFieldsAreAbsentNotNull() throws {
        #expect(try SelfieCaptureRequest(json: [:], path: JSONPath()).liveness == true)
        #expect(
            try DocumentCaptureResult(json: ["imageData": "", "width": 1, "height": 1], path: JSONPath()).mimeType == "image/jpeg"
        )
        #expect(
            throws: BridgeDecodingError(
                path: JSONPath([.key("mimeType")]), problem: .typeMismatch(expected: "a string", found: "null"))
        ) {
            try DocumentCaptureResult(json: ["imageData": "", "width": 1, "height": 1, "mimeType": .null], path: JSONPath())
        }
    }

    @Test func decodingErrorsNameThePathAndTheProblem() {
        #expect(throws: BridgeDecodingError.self) { try DocumentCaptureResult(json: ["width": 1], path: JSONPath()) }
        do {
            _ = try CapabilityQueryResult(
                json: [
                    "environment": "ios", "hostVersion": "1",
                    "capabilities": ["camera.document": ["supported": "yes", "version": "1.0"]],
                ],
                path: JSONPath([.key("data")]))
            Issue.record("decoded a string as a boolean")
        } catch {
            #expect(
                error.description
                    == "data.capabilities[\"camera.document\"].supported: expected a boolean, found the string \"yes\"")
        }
        do {
            _ = try DocumentCaptureResult(json: ["imageData": "not base64!", "width": 1, "height": 1], path: JSONPath())
            Issue.record("decoded invalid base64")
        } catch {
            #expect(error.path == JSONPath([.key("imageData")]))
        }
    }

    @Test func openTypesKeepValuesFromNewerPeers() throws {
        let json: JSONValue = [
            "version": "1.4", "correlationId": "c", "type": "notification", "timestamp": 5,
            "payload": [
                "action": "future.action", "status": "partial",
                "error": ["code": "QUANTUM_FLUX", "message": "m", "recoverable": true],
            ],
        ]
        let message = try BridgeMessage(json: json, path: JSONPath())
        #expect(message.type.rawValue == "notification" && message.type.kind == nil && !message.type.isKnown)
        #expect(message.payload.action == "future.action")
        #expect(message.payload.status?.rawValue == "partial")
        #expect(message.payload.error?.code.defaultRecoverable == false)
        var writer = JSONWriter()
        message.encode(to: &writer)
        #expect(try JSONReader().read(writer.bytes) == json)
        #expect(try PermissionState(json: "provisional", path: JSONPath()).rawValue == "provisional")
        // An enum type without `open: true` is closed: a value it does not list is refused, with its values.
        #expect(
            throws: BridgeDecodingError(
                path: JSONPath(),
                problem: .typeMismatch(
                    expected: #"one of "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight""#,
                    found: #"the string "faceUp""#))
        ) { try Orientation(json: "faceUp", path: JSONPath()) }
    }

    @Test func knownValuesAreNamedConstants() {
        #expect(BridgeAction.cameraDocumentCapture == "camera.document.capture")
        #expect(BridgeAction.journeyCancel.rawValue == "journey.cancel")
        #expect(BridgeCapabilityID.allKnown.map(\.rawValue) == ShippedSpecText.keys(of: "capabilities"))
        #expect(BridgeErrorCode.busy.defaultRecoverable && !BridgeErrorCode.versionMismatch.defaultRecoverable)
        #expect(BridgeErrorCode.allKnown.map(\.rawValue) == ShippedSpecText.keys(of: "errors"))
        #expect(
            BridgeErrorCode.allKnown.map(\.defaultRecoverable)
                == ShippedSpecText.keys(of: "errors").map {
                    ShippedSpecText.value(of: "recoverable", inEntry: $0, of: "errors") == "true"
                })
        #expect(BridgeResponseStatus.allKnown == [.success, .error, .cancelled, .unsupported, .acknowledged])
        #expect(BridgeMessageType.request.kind == .request)
        #expect(BridgeErrorPayload(code: .timeout, message: "slow").recoverable == true)
        #expect(BridgeProtocolVersion.current == "1.2" && BridgeProtocolVersion.major == 1 && BridgeProtocolVersion.minor == 2)
        #expect("\(BridgeAction.nfcRead)" == "nfc.read")
    }

    // MARK: The seed documents' JSON examples

    @Test func decodesTheConceptsGuidesEnvelope() throws {
        // The concepts guide's envelope (BridgeRuntime.docc/Concepts.md, "The message envelope", as
        // the SDK documentation shows it), with one concrete value where it lists alternatives.
        let text = """
            {
              "version": "1.0",
              "correlationId": "uuid-string",
              "type": "response",
              "timestamp": 1700000000000,
              "payload": {
                "action": "camera.document.capture",
                "data": { },
                "status": "error",
                "error": {
                  "code": "CAMERA_DENIED",
                  "message": "User denied camera access",
                  "recoverable": true
                }
              }
            }
            """
        let message = try BridgeMessage(json: try JSONReader().read(text), path: JSONPath())
        #expect(message.id == "uuid-string")
        #expect(message.type == .response)
        #expect(message.timestamp == 1_700_000_000_000)
        #expect(message.payload.action == .cameraDocumentCapture)
        #expect(message.payload.data == [:])
        #expect(message.payload.status == .error)
        #expect(
            message.payload.error
                == BridgeErrorPayload(code: .cameraDenied, message: "User denied camera access", recoverable: true))
    }

    @Test func decodesTheCapabilityQueryResponseExample() throws {
        let text = """
            {
              "environment": "ios",
              "hostVersion": "1.0.0",
              "capabilities": {
                "camera.document": { "supported": true, "version": "1.0", "permissionState": "granted" },
                "camera.selfie": { "supported": true, "version": "1.0", "permissionState": "notDetermined" },
                "nfc.read": { "supported": true, "version": "1.0" }
              }
            }
            """
        let result = try CapabilityQueryResult(json: try JSONReader().read(text), path: JSONPath())
        #expect(result.environment == .ios)
        #expect(result.capabilities["camera.selfie"]?.permissionState == .notDetermined)
        #expect(result.capabilities["nfc.read"] == BridgeCapabilityInfo(supported: true, version: "1.0"))
    }

    @Test func decodesTheBusyErrorAndPermissionExamples() throws {
        let busy = try JSONReader().read(
            """
            {
              "status": "error",
              "error": {
                "code": "BUSY",
                "message": "A camera.document capture request is already in progress",
                "recoverable": true
              }
            }
            """)
        let error = try BridgeErrorPayload(raw: BridgeRawError(json: try #require(busy["error"]), path: JSONPath()))
        #expect(error.code == .busy && error.recoverable)
        let permission = try JSONReader().read(
            #"{ "camera.document": { "supported": true, "version": "1.0", "permissionState": "granted" } }"#)
        let infos = try [String: BridgeCapabilityInfo](json: permission, path: JSONPath())
        #expect(infos["camera.document"]?.permissionState == .granted)
    }
}
