#if canImport(WebKit)
import Foundation
import WebKit

/// Serves a host's blobs to its page at `gbgbridge-blob://blob/<token>`: the page's fetch of a blob
/// reference lands here, and the host's store answers it (``BridgeBlobStore/respond(to:pageOrigin:urlPrefix:)``).
///
/// Thin on purpose: every rule lives in the store, which is the same on every platform and is
/// tested on Linux. What only WebKit knows is checked here: the fetch must come from this
/// transport's own web view, and its `Origin` must be the origin of the document the web view
/// shows. WebKit does not tell a scheme handler which frame fetched; a frame of another origin is
/// refused by its `Origin`, and a frame of the page's own origin can reach the page's script anyway.
@MainActor
final class BridgeBlobSchemeHandler: NSObject, WKURLSchemeHandler {
    /// The custom scheme.
    static let scheme = "gbgbridge-blob"
    /// What every blob URL starts with.
    static let urlPrefix = "\(scheme)://blob/"

    /// The transport whose host's blobs it serves; a configuration reused for a new web view moves
    /// its handler to the new transport, since WebKit takes one handler per scheme.
    weak var transport: WKWebViewTransport?

    init(_ transport: WKWebViewTransport) {
        self.transport = transport
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        let url = urlSchemeTask.request.url?.absoluteString ?? ""
        let response: BridgeBlobResponse
        if let transport, let delegate = transport.delegate, transport.webView === webView {
            let request = BridgeBlobRequest(url: url, origin: urlSchemeTask.request.value(forHTTPHeaderField: "Origin"))
            let page = webView.url.flatMap(BridgeWebOrigin.init(url:))?.description
            response = delegate.serveBlob(request, pageOrigin: page, urlPrefix: Self.urlPrefix)
        } else {
            response = .refusal(404, "Refused a request for \(url): not from the web view of a host that holds blobs")
            transport?.delegate?.transportDidReport(BridgeProblem(.blobRefused, response.problem ?? ""))
        }
        guard let responseURL = urlSchemeTask.request.url,
            let head = HTTPURLResponse(
                url: responseURL, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: response.headers)
        else {
            urlSchemeTask.didFailWithError(URLError(.badURL))
            return
        }
        urlSchemeTask.didReceive(head)
        if !response.body.isEmpty { urlSchemeTask.didReceive(response.body) }
        urlSchemeTask.didFinish()
    }

    /// Nothing to stop: every fetch is answered within `start`.
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {}
}
#endif
