import Foundation
@_spi(BridgeGenerated) import GBGBridge

extension DocumentHost {
    /// The page's origin, which the blob fetches come from.
    static let pageOrigin = "https://journey.example"

    /// A document host whose transport serves blobs, and whose page has offered them: the host sends
    /// the image as a reference from now on.
    convenience init(resultByBlob result: DocumentCaptureResult) {
        self.init(result: result)
        transport.blobURLPrefix = "gbgbridge-blob://blob/"
        transport.pageOrigin = Self.pageOrigin
        transport.post(
            #"{"version":"1.0","correlationId":"web-query","type":"request","timestamp":1700000000000,"#
                + #""payload":{"action":"capability.query","data":{"blobs":{"kinds":["url"]}}}}"#)
        check(transport.delivered.count == 1, "the negotiation was not answered at once")
        transport.clearDelivered()
    }

    /// A round trip by the blob path, up to what the platform takes: the script `String` a WebView
    /// evaluates, then the body its scheme handler serves when the page fetches the reference.
    /// Returns the script's and the body's sizes in bytes.
    func roundTripServingBlob() async -> (script: Int, body: Int) {
        let script = await roundTrip { $0.javaScript }
        // The message is a string literal in the script, its quotes escaped: the reference runs
        // from the transport's prefix to the next backslash.
        guard let prefix = transport.blobURLPrefix, let start = script.range(of: prefix)?.lowerBound,
            let end = script[start...].firstIndex(of: "\\")
        else {
            fatalError("the response holds no blob reference: \(script.prefix(300))")
        }
        let response = transport.fetchBlob(String(script[start..<end]))
        check(response.status == 200, "the blob was refused: \(response.problem ?? "")")
        return (script.utf8.count, response.body.count)
    }
}
