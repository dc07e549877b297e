import Foundation
@_spi(BridgeGenerated) import GBGBridge

/// The form in which a transport hands an outgoing message to its platform.
enum OutgoingForm: CaseIterable, CustomStringConvertible {
    /// The JSON bytes, as a transport that writes or posts them takes them (`message.json`).
    case json
    /// The script `String` a WebView transport passes to `evaluateJavaScript` (`message.javaScript`).
    case script

    var benchmarkName: String { self == .json ? "document-result-8MB-host" : "document-result-8MB-script" }
    var outputName: String { self == .json ? "JSON" : "script (UTF-8)" }

    var description: String {
        let path =
            "BridgeHost answers a camera.document.capture request from its slot with a DocumentCaptureResult holding 8 MiB of image bytes: receive the ~200-byte request, route, run the handler, encode the response envelope, hand the BridgeOutgoingMessage to the transport"
        return self == .json
            ? path + ", which takes it as JSON bytes (11.2 MB)"
            : path + ", which takes it as the script String a WebView evaluates, window.GBGBridge.receive(…);void 0 (11.2 MB)"
    }
}

/// A host whose document slot answers every request with `result`, on an in-memory transport.
@MainActor
final class DocumentHost {
    let host = BridgeHost(hostVersion: "bench")
    let transport = InMemoryTransport()
    let request = SampleMessages.documentCaptureRequest()

    init(result: DocumentCaptureResult) {
        host.documentCapture.handler = { _ in .document(result) }
        host.attach(transport)
    }

    /// Posts the request and waits for the answer, then takes it in the form `take` reads.
    func roundTrip<Output>(_ take: (BridgeOutgoingMessage) -> Output) async -> Output {
        transport.post(bytes: request)
        while transport.delivered.isEmpty { await Task.yield() }
        let message = transport.delivered[0]
        transport.clearDelivered()
        return take(message)
    }

    /// A round trip up to `form`; the size of the output in bytes.
    func roundTrip(taking form: OutgoingForm) async -> Int {
        switch form {
        case .json: await roundTrip { $0.json }.count
        case .script: await roundTrip { $0.javaScript }.utf8.count
        }
    }
}
