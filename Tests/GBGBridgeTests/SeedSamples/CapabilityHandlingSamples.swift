import Foundation
import GBGBridge

// The non-UI samples of the capability handling guide (seed 001), unchanged but for being wrapped
// in functions so tests can run them.

@MainActor
enum CapabilityHandlingSamples {
    /// "Basic Setup"
    static func basicSetup() -> BridgeHost {
        let host = BridgeHost(hostVersion: "1.0.0")

        // Declare document capture support
        host.documentCapture.handler = { [weak host] request in
            guard let host else { return .cancelled(reason: "Host deallocated") }
            return await host.documentCapture.awaitCompletion()
        }

        // Declare selfie capture support
        host.selfieCapture.handler = { [weak host] request in
            guard let host else { return .cancelled(reason: "Host deallocated") }
            return await host.selfieCapture.awaitCompletion()
        }
        return host
    }

    /// "Returning Results", one function per return statement.
    static func documentSuccess(imageData: Data) -> CaptureResult {
        // Document capture success
        return .document(
            DocumentCaptureResult(
                imageData: imageData,
                width: 1920,
                height: 1080,
                mimeType: "image/jpeg"
            ))
    }

    static func selfieSuccess(previewData: Data, encryptedData: Data, unencryptedData: Data) -> CaptureResult {
        // Selfie capture success
        return .selfie(
            SelfieCaptureResult(
                previewImageData: previewData,
                width: 640,
                height: 480,
                encryptedBlob: encryptedData,
                unencryptedBlob: unencryptedData
            ))
    }

    static func userCancelled() -> CaptureResult {
        // User cancelled
        return .cancelled(reason: "User dismissed camera")
    }

    static func failure() -> CaptureResult {
        // Failure
        return .failed(
            code: "CAMERA_DENIED",
            message: "Camera permission was denied",
            recoverable: true
        )
    }

    /// "Custom Capability Registration"
    static func customCapability() -> BridgeHost {
        let host = BridgeHost(hostVersion: "1.0.0")

        host.registerCustomCapability("nfc.read", version: "1.0") { request, responder in
            guard NFCTagReaderSession.readingAvailable else {
                responder.respond(
                    status: .unsupported,
                    data: nil,
                    error: BridgeErrorPayload(
                        code: "NFC_NOT_AVAILABLE",
                        message: "NFC reading is not available on this device",
                        recoverable: false
                    )
                )
                return
            }

            do {
                let chipData = try await readNFCChip()
                responder.respond(
                    status: .success,
                    data: [
                        "mrz": .string(chipData.mrz),
                        "photo": .string(chipData.photo.base64EncodedString()),
                    ],
                    error: nil
                )
            } catch {
                responder.respond(
                    status: .error,
                    data: nil,
                    error: BridgeErrorPayload(
                        code: "NFC_ERROR",
                        message: error.localizedDescription,
                        recoverable: true
                    )
                )
            }
        }
        return host
    }

    /// "Configuration-Based Approach (Legacy)"
    static func configurationBased() -> BridgeHost {
        let configuration = BridgeConfiguration(
            hostVersion: "1.0.0",
            capabilities: [
                "camera.document": BridgeCapabilityInfo(
                    supported: true,
                    version: "1.0",
                    constraints: [
                        "maxResolution": .number(4096),
                        "formats": .array([.string("jpeg"), .string("png")]),
                    ],
                    permissionState: "granted"
                ),
                "nfc.read": BridgeCapabilityInfo(
                    supported: true,
                    version: "1.0"
                ),
            ]
        )

        let host = BridgeHost(configuration: configuration)
        host.register(handler: DocumentCaptureHandler())
        host.register(handler: NFCReadHandler())
        return host
    }

    /// "Pattern 3: Respond with Unsupported Status"
    static func respondUnsupported(_ responder: BridgeResponder) {
        responder.respond(
            status: .unsupported,
            data: nil,
            error: BridgeErrorPayload(
                code: "CAPABILITY_UNAVAILABLE",
                message: "NFC is not available on this device",
                recoverable: false
            )
        )
    }
}

/// The guide's `NFCReadHandler`, with the body its comment describes.
public final class NFCReadHandler: BridgeCapabilityHandler, @unchecked Sendable {
    public let action = "nfc.read"

    public func handle(request: BridgeMessage, responder: BridgeResponder) async {
        // Handle the request and call responder.respond(...)
        responder.respond(status: .success, data: ["chipRead": .bool(true)], error: nil)
    }
}

/// The guide registers a `DocumentCaptureHandler` it does not show; this one answers with a fixed image.
final class DocumentCaptureHandler: BridgeCapabilityHandler, @unchecked Sendable {
    let action = "camera.document.capture"

    func handle(request: BridgeMessage, responder: BridgeResponder) async {
        responder.respond(
            status: .success,
            data: [
                "imageData": .string("AAEC"), "width": .number(2), "height": .number(1), "mimeType": .string("image/png"),
            ])
    }
}
