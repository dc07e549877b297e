import Testing
@testable import BridgeSpec

@Suite struct SwiftNamingTests {
    @Test(arguments: [
        ("camera.document.capture", "cameraDocumentCapture"), ("BUSY", "busy"), ("CAMERA_DENIED", "cameraDenied"),
        ("NFC_NOT_AVAILABLE", "nfcNotAvailable"), ("notDetermined", "notDetermined"), ("host.ready", "hostReady"),
        ("nfc.read", "nfcRead"), ("user-dismissed", "userDismissed"), ("DG1", "dg1"), ("a..b", "aB"),
        ("Portrait", "portrait"), ("3d.scan", "3dScan"),
    ])
    func lowerCamelCaseFromIDs(id: String, expected: String) {
        #expect(SwiftNaming.lowerCamelCase(fromID: id) == expected)
    }

    @Test func validIdentifiers() {
        #expect(SwiftNaming.isValidIdentifier("documentCapture"))
        #expect(SwiftNaming.isValidIdentifier("_private1"))
        #expect(SwiftNaming.isValidIdentifier("default"))  // Valid; the generator escapes it.
        for invalid in ["", "_", "3dScan", "image-data", "i os", "café", "a.b"] {
            #expect(!SwiftNaming.isValidIdentifier(invalid), "\(invalid)")
        }
        #expect(SwiftNaming.isUpperCamelCase("NFCReadRequest"))
        #expect(!SwiftNaming.isUpperCamelCase("side"))
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftNaming.escapedIfKeyword("default") == "`default`")
        #expect(SwiftNaming.escapedIfKeyword("self") == "`self`")
        #expect(SwiftNaming.escapedIfKeyword("status") == "status")
    }
}
