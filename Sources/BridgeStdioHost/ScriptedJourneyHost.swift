import BridgeRuntime
import Foundation
import GBGBridge
import SignaturePadBridge

/// The host's scripted behaviour, driven by what the page sends, so a test page can walk through
/// every outcome a real app produces without a camera.
///
/// Document capture (`camera.document.capture`), by `documentType`:
/// - `slow`: succeeds after 300 ms, long enough for a second request to be answered `BUSY`;
/// - `hang`: never completes, so the host's request timeout answers `TIMEOUT`;
/// - `cancel`: the user dismissed the camera (`cancelled`, `CANCELLED`);
/// - `deny`: camera permission denied (`error`, `CAMERA_DENIED`);
/// - `large`: succeeds after 20 ms with `ScriptedJourneyHost.largeImage`, 16 MiB: as a blob reference
///   to a page that offered blobs (when the host serves them, `--blob-url-prefix`), inline otherwise;
/// - anything else: succeeds after 20 ms with `ScriptedJourneyHost.imageBytes`.
///
/// NFC reading (`nfc.read`) has no handler either; the delegate answers it, by `mrz`:
/// - `read`: succeeds with the chip's photo, `ScriptedJourneyHost.imageBytes`;
/// - `cancelled`, `unsupported`, `acknowledged`: that status alone, with no error (and, for
///   `acknowledged`, `estimatedDuration` in its data), as hosts may answer;
/// - anything else: `unsupported` with `UNSUPPORTED_ACTION`.
///
/// Signature capture (`signature.capture`, the SignaturePad extension's action, served through
/// `SignaturePadController` on the same host), by `signerName`:
/// - `short`: the user signs one point, which the controller answers `SIGNATURE_TOO_SHORT`;
/// - `cancel`: the user dismissed the pad (`cancelled`, `CANCELLED`);
/// - anything else: the user clears the pad once (`signature.cleared` with `attempts: 1`), then signs
///   the request's `minimumPoints` points, answered after 20 ms with `ScriptedJourneyHost.imageBytes`.
///
/// Selfie capture has no handler, so the host itself answers `unsupported`. `test.futureStatus` is
/// answered with a status no spec declares; any other unknown request is answered `UNSUPPORTED_ACTION`.
/// Events from the page are echoed: `journey.started` → `host.ready`; `journey.progress` →
/// `journey.cancel` with the step as its reason, `host.orientation`, and an event no spec declares.
@MainActor
final class ScriptedJourneyHost: BridgeHostDelegate {
    /// The bytes every successful document capture returns.
    static let imageBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00])

    /// 16 MiB whose byte at `i` is the top byte of `i × 2654435761` (mod 2³²), which a page can
    /// check without a copy of its own: the large document capture's image.
    static let largeImage = Data((0..<(16 << 20)).map { UInt8(truncatingIfNeeded: (UInt32(truncatingIfNeeded: $0) &* 2_654_435_761) >> 24) })

    let host: BridgeHost
    /// The extension's controller, on `host`.
    let signaturePad: SignaturePadController

    init(requestTimeout: TimeInterval) {
        host = BridgeHost(hostVersion: "stdio-1.0", options: BridgeHostOptions(requestTimeout: requestTimeout))
        signaturePad = SignaturePadController(host: host)
        host.delegate = self
        signaturePad.onRequest = { [weak self] request in self?.sign(request) }
        host.documentCapture.permissionState = .granted
        host.documentCapture.handler = { [weak self] request in
            try await self?.capture(request) ?? .cancelled(reason: "The host went away")
        }
    }

    private func capture(_ request: BridgeRequest<DocumentCaptureRequest>) async throws -> DocumentCaptureOutcome {
        let success = DocumentCaptureOutcome.document(DocumentCaptureResult(imageData: Self.imageBytes, width: 1920, height: 1080))
        switch request.data.documentType {
        case "slow":
            try await Task.sleep(nanoseconds: 300_000_000)
            return success
        case "hang":
            return await host.documentCapture.awaitCompletion()
        case "cancel":
            return .cancelled(reason: "User dismissed camera")
        case "deny":
            return .failed(code: .cameraDenied, message: "Camera permission was denied", recoverable: true)
        case "large":
            try await Task.sleep(nanoseconds: 20_000_000)
            return .document(DocumentCaptureResult(imageData: Self.largeImage, width: 4096, height: 4096))
        default:
            try await Task.sleep(nanoseconds: 20_000_000)
            return success
        }
    }

    /// What the user does on the pad, by the request's `signerName`.
    private func sign(_ request: BridgeRequest<SignatureRequest>) {
        switch request.data.signerName {
        case "short":
            signaturePad.finish(image: Array(Self.imageBytes), points: [SignaturePoint(x: 0.5, y: 0.5)], durationMilliseconds: 10)
        case "cancel":
            signaturePad.cancel()
        default:
            signaturePad.padCleared(attempts: 1)
            let points = (0..<request.data.minimumPoints).map { SignaturePoint(x: Double($0) / 100, y: 0.5) }
            Task { @MainActor [signaturePad] in
                try? await Task.sleep(nanoseconds: 20_000_000)
                signaturePad.finish(image: Array(Self.imageBytes), points: points, durationMilliseconds: 1234)
            }
        }
    }

    func bridgeHost(_ host: BridgeHost, unhandledRequest message: BridgeMessage) {
        let id = message.correlationId
        let chip = message.payload.action == .nfcRead ? try? message.payload.decodeData(as: NFCReadRequest.self) : nil
        switch (message.payload.action.rawValue, chip?.mrz) {
        case (_, "read"):
            host.respond(to: id, status: .success, data: ["chipRead": true, "photo": .string(Self.imageBytes.base64EncodedString())])
        case (_, "cancelled"):
            host.respond(to: id, status: .cancelled)
        case (_, "unsupported"):
            host.respond(to: id, status: .unsupported)
        case (_, "acknowledged"):
            host.respond(to: id, status: .acknowledged, data: ["estimatedDuration": 5000])
        case ("test.futureStatus", _):
            host.respond(to: id, status: BridgeResponseStatus(rawValue: "deferred"), data: ["retryAfterMs": 250])
        default:
            host.respond(to: id, status: .unsupported, error: BridgeErrorPayload(
                code: .unsupportedAction, message: "Action '\(message.payload.action.rawValue)' is not supported"))
        }
    }

    func bridgeHost(_ host: BridgeHost, didReceiveEvent event: WebToNativeEvent) {
        switch event {
        case .journeyStarted:
            host.send(.hostReady, HostReadyEvent(timestamp: 1_700_000_000.5))
        case .journeyProgress(let progress):
            host.send(.journeyCancel, JourneyCancelEvent(reason: progress.step ?? ""))
            host.send(.hostOrientation, HostOrientationEvent(orientation: .landscapeLeft))
            host.send(event: BridgeAction(rawValue: "host.futureThing"), data: ["level": 3])
        default:
            break
        }
    }
}
