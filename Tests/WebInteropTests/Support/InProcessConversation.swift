import Foundation
import GBGBridge

/// A representative conversation with a `BridgeHost` over an in-memory transport: every kind of
/// answer a host gives (success, busy, cancelled, error, unsupported, invalid, version mismatch,
/// timeout) and events with and without data. Returns what the host emitted, as JSON texts.
@MainActor
enum InProcessConversation {
    static func run() async -> [String] {
        let host = BridgeHost(hostVersion: "2.3.0", options: BridgeHostOptions(requestTimeout: 0.5))
        let transport = InMemoryTransport()
        host.attach(transport)
        host.documentCapture.permissionState = .denied
        host.documentCapture.handler = { _ in await host.documentCapture.awaitCompletion() }
        host.registerCustomCapability("nfc.read") { _, responder in
            responder.respond(status: .success, data: ["chipRead": true, "dataGroups": ["DG1"], "photo": "AQID"])
        }
        let page = Page(transport: transport)

        page.request("capability.query")
        page.request("camera.document.capture", data: #"{"documentType":"passport","side":"back"}"#)
        page.request("camera.document.capture")  // BUSY
        await page.settle()
        host.documentCapture.complete(.document(DocumentCaptureResult(imageData: Data([1, 2, 3, 4]), width: 640, height: 480)))
        await page.settle()
        page.request("camera.document.capture")
        await page.settle()
        host.documentCapture.complete(.cancelled(reason: "User dismissed camera"))
        await page.settle()
        page.request("camera.document.capture")
        await page.settle()
        host.documentCapture.complete(.failed(code: .cameraDenied, message: "Camera permission was denied", recoverable: true))
        await page.settle()
        page.request("camera.selfie.capture")  // no handler: unsupported
        page.request("nfc.read", data: #"{"dataGroups":["DG1"]}"#)
        page.request("camera.document.capture", data: #"{"side":7}"#)  // INVALID_REQUEST
        page.request("capability.query", version: "2.0")  // VERSION_MISMATCH
        page.request("camera.document.capture")  // nobody completes it: TIMEOUT
        try? await Task.sleep(nanoseconds: 800_000_000)

        host.send(.hostReady, HostReadyEvent(timestamp: 1_700_000_000))
        host.send(.hostOrientation, HostOrientationEvent(orientation: .portrait))
        host.send(.journeyCancel, JourneyCancelEvent(reason: "user_dismissed"))
        host.send(event: .hostBackground)
        return transport.delivered.map(\.text)
    }

    /// The page's side: numbered requests as JSON text.
    @MainActor
    private final class Page {
        let transport: InMemoryTransport
        private var next = 0

        init(transport: InMemoryTransport) { self.transport = transport }

        func request(_ action: String, data: String = "{}", version: String = "1.0") {
            next += 1
            transport.post(
                #"{"version":"\#(version)","correlationId":"web-\#(next)","type":"request","timestamp":1700000000000,"payload":{"action":"\#(action)","data":\#(data)}}"#
            )
        }

        /// Lets the host's handler tasks run.
        func settle() async {
            for _ in 0..<20 { await Task.yield() }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }
}
