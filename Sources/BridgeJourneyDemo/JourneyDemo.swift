import Foundation
import GBGBridge
import SignaturePadBridge

/// `swift run BridgeJourneyDemo`: plays a short identity-verification journey against a BridgeHost
/// over the in-memory transport and prints every message on the wire, so the protocol can be seen
/// working without a phone. The same host serves the signature pad extension
/// (`Examples/SignaturePadBridge`), so the journey shows an extension beside the base protocol.
@main
struct JourneyDemo {
    @MainActor
    static func main() async {
        let host = BridgeHost(hostVersion: "1.0.0")
        let coordinator = DemoCoordinator()
        host.delegate = coordinator
        host.documentCapture.permissionState = .granted
        host.documentCapture.handler = { [weak host] _ in
            guard let host else { return .cancelled(reason: "Host deallocated") }
            return await host.documentCapture.awaitCompletion()
        }
        host.handle(.nfcRead) { request in
            NFCReadResult(chipRead: true, dataGroups: request.data.dataGroups ?? ["DG1", "DG2"], mrz: request.data.mrz)
        }
        // The extension's typed handler (`host.handle(.signatureCapture)`), on the host that serves the
        // base protocol; registered before discovery so that capability.query lists signature.pad.
        let signaturePad = SignaturePadController(host: host)
        let page = ScriptedPage(host: host)

        step("The page asks what the host can do")
        page.request("capability.query")

        step("The page asks for a document photo; the camera is showing")
        let capture = page.request("camera.document.capture", data: ["documentType": "passport", "side": "front"])
        while host.documentCapture.activeRequest == nil { await Task.yield() }

        step("A second capture while the first is active is rejected at once")
        page.request("camera.document.capture")

        step("The user takes the photo; the host encodes the typed result")
        host.documentCapture.complete(
            .document(DocumentCaptureResult(imageData: Data("demo image".utf8), width: 1920, height: 1080)))
        await page.waitForResponse(to: capture)

        step("NFC, a typed action handler")
        let nfc = page.request("nfc.read", data: ["mrz": "P<GBRDOE<<JANE"])
        await page.waitForResponse(to: nfc)

        step("A signature, the SignaturePad extension's action, over the same transport")
        let signature = page.request("signature.capture", data: ["signerName": "Jane Doe", "minimumPoints": 3])
        while signaturePad.activeRequest == nil { await Task.yield() }
        signaturePad.padCleared(attempts: 1)
        let stroke = [SignaturePoint(x: 0.1, y: 0.6), SignaturePoint(x: 0.5, y: 0.4), SignaturePoint(x: 0.9, y: 0.6)]
        signaturePad.finish(image: Array("demo signature".utf8), points: stroke, durationMilliseconds: 1_800)
        await page.waitForResponse(to: signature)

        step("An action nobody handles goes to the delegate, which answers unsupported")
        page.request("payment.start")

        step("Events both ways, typed")
        host.send(.hostBackground)
        host.send(.hostOrientation, HostOrientationEvent(orientation: .landscapeLeft))
        page.event("journey.complete", data: ["status": "success", "referenceId": "REF-42"])

        step(
            "Done: \(host.receivedMessages.count) messages received, \(host.pendingRequests.count) pending, lastError: \(host.lastError ?? "none")"
        )
    }

    static func step(_ title: String) { print("\n# \(title)") }
}

/// Answers what no handler takes, and reports the journey's end, as an app's coordinator would.
@MainActor
final class DemoCoordinator: BridgeHostDelegate {
    func bridgeHost(_ host: BridgeHost, unhandledRequest message: BridgeMessage) {
        host.respond(
            to: message.correlationId, status: .unsupported,
            error: BridgeErrorPayload(
                code: .unsupportedAction, message: "Action '\(message.payload.action)' is not supported by this host"))
    }

    func bridgeHost(_ host: BridgeHost, didReceiveEvent event: WebToNativeEvent) {
        if case .journeyComplete(let end) = event {
            print("  (the app sees the journey end: \(end.status), reference \(end.referenceId ?? "none"))")
        }
    }
}
