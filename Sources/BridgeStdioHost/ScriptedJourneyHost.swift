import BridgeRuntime
import Foundation
import GBGBridge
import SignaturePadBridge

/// The host's scripted behaviour, driven by what the page sends, so a test page can walk through
/// every outcome a real app produces without a camera. `HostHelp.outcomes` lists what it answers to
/// which request (and the documentation shows the same list); keep the three in step.
@MainActor
final class ScriptedJourneyHost: BridgeHostDelegate {
    /// The bytes every successful document capture returns.
    static let imageBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00])

    /// 16 MiB whose byte at `i` is the top byte of `i × 2654435761` (mod 2³²), which a page can
    /// check without a copy of its own: the large document capture's image.
    static let largeImage = Data(
        (0..<(16 << 20)).map { UInt8(truncatingIfNeeded: (UInt32(truncatingIfNeeded: $0) &* 2_654_435_761) >> 24) })

    let host: BridgeHost
    /// The requests received and not yet answered.
    let inFlight = InFlightRequests()
    /// The extension's controller, on `host`.
    let signaturePad: SignaturePadController

    /// - Parameter typedNFCRead: Whether `nfc.read` goes to a typed handler that reports progress
    ///   (`--nfc-read typed`) instead of the delegate's scripted answers.
    init(requestTimeout: TimeInterval, typedNFCRead: Bool = false) {
        host = BridgeHost(hostVersion: "stdio-1.0", options: BridgeHostOptions(requestTimeout: requestTimeout))
        signaturePad = SignaturePadController(host: host)
        host.delegate = self
        signaturePad.onRequest = { [weak self] request in self?.sign(request) }
        host.documentCapture.permissionState = .granted
        host.documentCapture.handler = { [weak self] request in
            try await self?.capture(request) ?? .cancelled(reason: "The host went away")
        }
        if typedNFCRead { host.handle(.nfcRead) { request in try await Self.readChip(request) } }
    }

    /// The typed `nfc.read` handler, by mrz: `hang` waits until its task is cancelled, notes it
    /// (`HostNoteLine`) and tries one more progress value, which the host must drop; any other reports
    /// each step as progress, then answers with the chip read.
    private static func readChip(_ request: BridgeTypedRequest<BridgeMessage, NFCReadRequest>) async throws -> NFCReadResult {
        if request.data.mrz == "hang" {
            do {
                try await Task.sleep(nanoseconds: 60_000_000_000)
            } catch {
                HostNoteLine.write("cancelled", about: request.correlationId)
                request.progress(NFCReadProgress(step: .reading, fraction: 0.5))
                throw error
            }
        }
        for (step, fraction) in [(NFCReadStep.waitingForChip, 0.0), (.authenticating, 0.25), (.reading, 0.5), (.verifying, 0.9)] {
            request.progress(NFCReadProgress(step: step, fraction: fraction))
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        return NFCReadResult(chipRead: true, dataGroups: request.data.dataGroups ?? [], mrz: request.data.mrz)
    }

    private func capture(_ request: BridgeRequest<DocumentCaptureRequest>) async throws -> DocumentCaptureOutcome {
        let success = DocumentCaptureOutcome.document(
            DocumentCaptureResult(imageData: Self.imageBytes, width: 1920, height: 1080))
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

    func bridgeHost(_ host: BridgeHost, didReceive message: BridgeMessage) {
        if message.type == .request { inFlight.received(message.correlationId) }
    }

    func bridgeHost(_ host: BridgeHost, unhandledRequest message: BridgeMessage) {
        let id = message.correlationId
        let chip = message.payload.action == .nfcRead ? try? message.payload.decodeData(as: NFCReadRequest.self) : nil
        switch (message.payload.action.rawValue, chip?.mrz) {
        case (_, "read"):
            host.respond(
                to: id, status: .success, data: ["chipRead": true, "photo": .string(Self.imageBytes.base64EncodedString())])
        case (_, "cancelled"):
            host.respond(to: id, status: .cancelled)
        case (_, "unsupported"):
            host.respond(to: id, status: .unsupported)
        case (_, "acknowledged"):
            host.respond(to: id, status: .acknowledged, data: ["estimatedDuration": 5000])
        case ("test.futureStatus", _):
            host.respond(to: id, status: BridgeResponseStatus(rawValue: "deferred"), data: ["retryAfterMs": 250])
        default:
            host.respond(
                to: id, status: .unsupported,
                error: BridgeErrorPayload(
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
