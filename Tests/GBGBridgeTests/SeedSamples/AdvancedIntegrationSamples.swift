import Foundation
import GBGBridge

// The non-UI parts of the advanced integration example (seed 000): its bridge setup and its
// coordinator's message handling. The SwiftUI views, Combine and CoreNFC parts cannot build on Linux.

@MainActor
enum AdvancedIntegrationSamples {
    /// `setupBridge()`'s typed slot and custom capability, for a device with camera and NFC.
    static func setupBridge(_ host: BridgeHost, cameraAvailable: Bool, permissionState: PermissionState, nfcAvailable: Bool) {
        // Set up typed slot for document capture
        if cameraAvailable {
            host.documentCapture.handler = { [weak host] request in
                guard let host else { return .cancelled(reason: "Host deallocated") }
                return await host.documentCapture.awaitCompletion()
            }
            host.documentCapture.permissionState = permissionState
        }

        // Register NFC as a custom capability
        if nfcAvailable {
            host.registerCustomCapability("nfc.read", version: "1.0") { request, responder in
                guard NFCTagReaderSession.readingAvailable else {
                    responder.respond(
                        status: .unsupported,
                        data: nil,
                        error: BridgeErrorPayload(
                            code: "NFC_NOT_AVAILABLE",
                            message: "NFC reading is not available on this device.",
                            recoverable: false
                        )
                    )
                    return
                }

                // In a real app, start NFC reader session and read the chip
                responder.respond(
                    status: .success,
                    data: [
                        "chipRead": .bool(true),
                        "dataGroups": .array([.string("DG1"), .string("DG2")]),
                    ],
                    error: nil
                )
            }
        }
    }

    /// The toolbar's Cancel button and the lifecycle notifications.
    static func cancelJourney(_ host: BridgeHost) {
        host.send(
            event: "journey.cancel",
            data: [
                "reason": .string("user_dismissed")
            ])
    }

    static func background(_ host: BridgeHost) { host.send(event: "host.background", data: [:]) }
    static func foreground(_ host: BridgeHost) { host.send(event: "host.foreground", data: [:]) }
}

/// The example's journey result and its delegate, without `ObservableObject` (Combine is not on Linux).
struct JourneyResult {
    let status: String
    let referenceId: String?
}

enum JourneyState: Equatable {
    case loading
    case active
    case completed(String, String?)
    case error(String)
}

@MainActor
final class AdvancedJourneyCoordinator: BridgeHostDelegate {
    var onStateChange: ((JourneyState) -> Void)?

    func bridgeHost(_ host: BridgeHost, didReceive message: BridgeMessage) {
        // Monitor for journey lifecycle events
        switch message.payload.action {
        case "journey.started":
            onStateChange?(.active)

        case "journey.complete":
            let status = extractString(from: message.payload.data, key: "status") ?? "unknown"
            let refId = extractString(from: message.payload.data, key: "referenceId")
            onStateChange?(.completed(status, refId))

        case "journey.error":
            let errorMsg = extractString(from: message.payload.data, key: "message") ?? "An error occurred"
            onStateChange?(.error(errorMsg))

        default:
            break
        }
    }

    func bridgeHost(_ host: BridgeHost, unhandledRequest message: BridgeMessage) {
        // Respond to unknown requests with unsupported
        host.respond(
            to: message.correlationId,
            status: .unsupported,
            error: BridgeErrorPayload(
                code: "UNSUPPORTED_ACTION",
                message: "Action '\(message.payload.action)' is not supported by this host",
                recoverable: false
            )
        )
    }

    private func extractString(from data: [String: JSONValue]?, key: String) -> String? {
        guard let value = data?[key], case .string(let str) = value else { return nil }
        return str
    }
}
