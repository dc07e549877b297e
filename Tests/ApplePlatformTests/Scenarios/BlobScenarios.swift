import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// Issue 19: the transport's scheme handler serves the host's blobs to its own page, once, and to
/// nobody else; an app that took the scheme for itself keeps it, and its host sends inline base64.
@MainActor
enum BlobScenarios {
    static let all: [String: @MainActor (Report) async throws -> Void] = [
        "blobServedToItsOwnPageOnce": blobServedToItsOwnPageOnce,
        "appOwnsTheBlobScheme": appOwnsTheBlobScheme,
    ]

    /// What the document camera returns: larger than the host's 64 KiB threshold.
    static let image = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })

    /// The page offers blobs, captures a document, and fetches its reference: from evil.example
    /// first, then from its own origin, then again.
    static func blobServedToItsOwnPageOnce(_ report: Report) async {
        let journey = await Journey.open(report)
        let url = await captureOfferingBlobs(journey, report)
        report.note("referenceURL", url ?? "")
        guard let url = url.flatMap(URL.init(string:)) else { return }
        let fetches = [
            StandInWebKit.fetch(url, origin: "https://evil.example", in: journey.webView),
            StandInWebKit.fetch(url, origin: Journey.origin, in: journey.webView),
            StandInWebKit.fetch(url, origin: Journey.origin, in: journey.webView),
        ]
        report.note("statuses", fetches.map { Double($0?.status ?? 0) })
        report.note("finished", fetches.map { $0?.finished ?? false })
        report.note("servedExactBytes", fetches[1]?.body == image)
        report.note("contentType", fetches[1]?.headers["Content-Type"] ?? "")
        report.note("allowedOrigin", fetches[1]?.headers["Access-Control-Allow-Origin"] ?? "")
    }

    /// The app set its own handler for the scheme before the configurator ran.
    static func appOwnsTheBlobScheme(_ report: Report) async {
        let configuration = WKWebViewConfiguration()
        let own = AppSchemeHandler()
        configuration.setURLSchemeHandler(own, forURLScheme: "gbgbridge-blob")
        let journey = await Journey.open(report, configuration: configuration)
        let url = await captureOfferingBlobs(journey, report)
        report.note("referenceURL", url ?? "")
        report.note("appHandlerKept", journey.webView.configuration.urlSchemeHandler(forURLScheme: "gbgbridge-blob") === own)
    }

    /// Offers blobs, captures a document, and returns the reference's URL, if the result held one.
    private static func captureOfferingBlobs(_ journey: Journey, _ report: Report) async -> String? {
        journey.host.documentCapture.handler = { _ in .document(DocumentCaptureResult(imageData: image, width: 1, height: 1)) }
        let version = protocolVersion(of: journey.host)
        let query =
            #"{"version":"\#(version)","correlationId":"query-1","type":"request","timestamp":1,"#
            + #""payload":{"action":"capability.query","data":{"blobs":{"kinds":["url"]}}}}"#
        StandInWebKit.post(query, toHandler: WKWebViewTransport.messageHandlerName, of: journey.webView)
        StandInWebKit.post(
            Journey.request("capture-1", action: "camera.document.capture", version: version),
            toHandler: WKWebViewTransport.messageHandlerName, of: journey.webView)
        await settle()
        let messages = StandInWebKit.evaluations(in: journey.webView).compactMap { Journey.message(inScript: $0.source) }
        report.note("termsAnswered", messages.contains { $0.contains(#""minimumBytes""#) })
        let reference = messages.lazy.compactMap { $0.firstMatch(of: #/"\$blob":"([^"]+)"/#)?.1 }.first
        return reference.map(String.init)
    }
}

/// An app's own handler for the blob scheme, which the configurator must leave in place.
@MainActor
final class AppSchemeHandler: NSObject, WKURLSchemeHandler {
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {}
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {}
}
