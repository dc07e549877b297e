extension BridgeTransportDelegate {
    /// Answers a page's fetch of a blob from the host's store, and reports a refusal to the host:
    /// what every transport that serves blobs does with a fetch, whatever server received it.
    ///
    /// - Parameters:
    ///   - request: The URL, `Origin` and frame of the fetch.
    ///   - pageOrigin: The origin of the page the transport shows now.
    ///   - urlPrefix: The transport's ``BridgeTransport/blobURLPrefix``.
    public func serveBlob(_ request: BridgeBlobRequest, pageOrigin: String?, urlPrefix: String) -> BridgeBlobResponse {
        guard let store = blobStore else {
            let response = BridgeBlobResponse.refusal(404, "Refused a request for \(request.url): the host holds no blobs")
            transportDidReport(BridgeProblem(.blobRefused, response.problem ?? ""))
            return response
        }
        let response = store.respond(to: request, pageOrigin: pageOrigin, urlPrefix: urlPrefix)
        if let problem = response.problem { transportDidReport(BridgeProblem(.blobRefused, problem)) }
        return response
    }
}
