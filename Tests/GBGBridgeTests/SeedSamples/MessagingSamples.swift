import Foundation
import GBGBridge

// The non-UI samples of the messaging guide (seed 003), unchanged but for being wrapped in functions.

@MainActor
enum MessagingSamples {
    /// "Sending Events to the Web Journey"
    static func sendEvents(_ host: BridgeHost) {
        // Send a simple event
        host.send(
            event: "host.ready",
            data: [
                "timestamp": .number(Date().timeIntervalSince1970)
            ])

        // Send an event with structured data
        host.send(
            event: "user.action",
            data: [
                "action": .string("tapped_help"),
                "screen": .string("document_capture"),
            ])
    }

    /// "Complete the request from your camera UI callback"
    static func completeSuccess(_ host: BridgeHost, imageData: Data) {
        // Success
        host.documentCapture.complete(
            .document(
                DocumentCaptureResult(
                    imageData: imageData, width: 1920, height: 1080
                )))
    }

    static func completeCancelled(_ host: BridgeHost) {
        // Cancellation
        host.documentCapture.complete(.cancelled(reason: "User dismissed"))
    }

    static func completeFailed(_ host: BridgeHost) {
        // Failure
        host.documentCapture.complete(
            .failed(
                code: "CAMERA_DENIED", message: "Permission denied", recoverable: true
            ))
    }

    /// "Using Custom Capabilities or BridgeCapabilityHandler"
    static func registerBoth(_ host: BridgeHost) {
        // Custom capability (closure-based)
        host.registerCustomCapability("nfc.read") { request, responder in
            responder.respond(status: .success, data: ["chipRead": .bool(true)], error: nil)
        }

        // BridgeCapabilityHandler protocol (class-based)
        host.register(handler: NFCReadHandler())
    }

    /// "Set the delegate on your host"
    static func setDelegate(_ host: BridgeHost) -> JourneyCoordinator {
        let coordinator = JourneyCoordinator()
        host.delegate = coordinator
        return coordinator
    }

    /// "Responding to Pending Requests Manually": the two buttons' actions.
    static func approve(_ host: BridgeHost, _ request: BridgeMessage) {
        host.respond(
            to: request.correlationId,
            status: .success,
            data: ["approved": .bool(true)]
        )
    }

    static func deny(_ host: BridgeHost, _ request: BridgeMessage) {
        host.respond(
            to: request.correlationId,
            status: .cancelled
        )
    }

    /// "Response Patterns"
    static func successWithData(_ responder: BridgeResponder) {
        responder.respond(
            status: .success,
            data: [
                "imageBase64": .string("..."),
                "width": .number(1920),
                "height": .number(1080),
            ],
            error: nil
        )
    }

    static func errorWithDetails(_ responder: BridgeResponder) {
        responder.respond(
            status: .error,
            data: nil,
            error: BridgeErrorPayload(
                code: "PERMISSION_DENIED",
                message: "Camera permission was denied by the user",
                recoverable: true  // User can grant permission in Settings
            )
        )
    }

    static func userCancellation(_ responder: BridgeResponder) {
        responder.respond(
            status: .cancelled,
            data: nil,
            error: nil
        )
    }

    static func unsupportedAction(_ responder: BridgeResponder) {
        responder.respond(
            status: .unsupported,
            data: nil,
            error: BridgeErrorPayload(
                code: "NOT_AVAILABLE",
                message: "NFC is not available on this device",
                recoverable: false
            )
        )
    }

    static func acknowledged(_ host: BridgeHost, _ request: BridgeMessage, _ responder: BridgeResponder) {
        // First, acknowledge receipt
        responder.respond(
            status: .acknowledged,
            data: ["estimatedDuration": .number(5000)],
            error: nil
        )

        // Later, send the actual result as an event
        host.send(
            event: "camera.capture.complete",
            data: [
                "imageBase64": .string("..."),
                "correlationId": .string(request.correlationId),
            ])
    }
}

/// The guide's coordinator, unchanged; `handledResults` records what it saw, for tests.
class JourneyCoordinator: BridgeHostDelegate {
    var handledResults: [JSONValue?] = []
    var observed: [String] = []

    func bridgeHost(_ host: BridgeHost, unhandledRequest message: BridgeMessage) {
        switch message.payload.action {
        case "journey.complete":
            let result = message.payload.data?["result"]
            handleJourneyComplete(result: result)

            host.respond(
                to: message.correlationId,
                status: .acknowledged
            )

        default:
            host.respond(
                to: message.correlationId,
                status: .unsupported,
                error: BridgeErrorPayload(
                    code: "UNSUPPORTED_ACTION",
                    message: "Action '\(message.payload.action)' is not supported",
                    recoverable: false
                )
            )
        }
    }

    func bridgeHost(_ host: BridgeHost, didReceive message: BridgeMessage) {
        // Log all messages for debugging
        print("[Bridge] \(message.type.rawValue): \(message.payload.action)")
        observed.append("\(message.type.rawValue): \(message.payload.action)")
    }

    private func handleJourneyComplete(result: JSONValue?) {
        // Navigate to results screen, etc.
        handledResults.append(result)
    }
}
