import Foundation

extension BridgeBlobStore {
    /// Answers a page's fetch of a blob, taking the blob if the fetch may have it.
    ///
    /// Only the page's own origin (`pageOrigin`, the document the transport shows now), from the main
    /// frame, may fetch; a refused request takes nothing, so a hostile frame cannot spend the page's
    /// reference. A refusal carries its `problem`, which the transport reports to its host.
    ///
    /// - Parameters:
    ///   - request: The URL, `Origin` and frame of the fetch.
    ///   - pageOrigin: The origin of the page the transport shows, as `location.origin` writes it.
    ///   - urlPrefix: The transport's ``BridgeTransport/blobURLPrefix``.
    public func respond(to request: BridgeBlobRequest, pageOrigin: String?, urlPrefix: String) -> BridgeBlobResponse {
        guard request.url.hasPrefix(urlPrefix), BridgeBlobToken.isWellFormed(request.url.dropFirst(urlPrefix.count)) else {
            return .refusal(404, "Refused a request for \(request.url): not a blob URL of this host")
        }
        guard request.isMainFrame else {
            return .refusal(403, "Refused a blob request from a frame other than the page's main frame")
        }
        guard let origin = request.origin, let pageOrigin, origin == pageOrigin else {
            let from = request.origin.map { "origin \($0)" } ?? "a request without an Origin"
            return .refusal(
                403,
                "Refused a blob request from \(from): only the page's own origin (\(pageOrigin ?? "none")) may fetch its blobs")
        }
        switch take(String(request.url.dropFirst(urlPrefix.count))) {
        case .found(let blob):
            return BridgeBlobResponse(
                status: 200,
                headers: [
                    "Content-Type": blob.mimeType, "Content-Length": String(blob.bytes.count),
                    "Cache-Control": "no-store", "Access-Control-Allow-Origin": origin,
                ],
                body: blob.bytes, problem: nil)
        case .unknown:
            return .refusal(
                404, "Refused a request for blob \(request.url): no such blob (fetched already, or revoked with its page)")
        case .expired:
            return .refusal(410, "Refused a request for blob \(request.url): its time was up (\(lifetime) s)")
        }
    }
}
