import Foundation
import GBGBridge

/// An app's use of the SDK, through the typed API only.
@MainActor
public final class MyApp {
    public let host = BridgeHost(hostVersion: "9.9.9")
    public private(set) var completedReference: String?

    public init() {
        host.documentCapture.handler = { request in
            .document(DocumentCaptureResult(imageData: Data([1, 2, 3]), width: request.data.side == .back ? 2 : 1, height: 1))
        }
        host.handle(.nfcRead) { request in NFCReadResult(chipRead: true, mrz: request.data.mrz) }
    }

    /// Follows the page's events from now on, until the journey completes.
    public func follow() -> Task<Void, Never> {
        let events = host.events()
        return Task { @MainActor in
            for await event in events {
                if case .journeyComplete(let end) = event {
                    completedReference = end.referenceId
                    return
                }
            }
        }
    }
}
