import Testing

@testable import BridgeGenKit

/// How output languages derive names from the spec's IDs.
@Suite struct CamelCaseTests {
    @Test(arguments: [
        ("camera.document.capture", "cameraDocumentCapture"), ("BUSY", "busy"), ("CAMERA_DENIED", "cameraDenied"),
        ("NFC_NOT_AVAILABLE", "nfcNotAvailable"), ("notDetermined", "notDetermined"), ("host.ready", "hostReady"),
        ("nfc.read", "nfcRead"), ("user-dismissed", "userDismissed"), ("DG1", "dg1"), ("a..b", "aB"),
        ("Portrait", "portrait"), ("3d.scan", "3dScan"), ("", ""), ("._-", ""), ("-lead.TRAIL_", "leadTrail"),
        // Beyond ASCII, by the Unicode tables: a capital segment lower-cased, the first letter by case.
        ("ÉTAT.réglé", "étatRéglé"), ("état.ÄNDERN", "étatÄndern"), ("日本.語", "日本語"),
    ])
    func lowerCamelCaseFromIDs(id: String, expected: String) {
        #expect(CamelCase.lower(fromID: id) == expected)
    }
}
