import Foundation

/// What the transport's server answers a blob request with: an HTTP status, headers and body.
public struct BridgeBlobResponse: Sendable, Equatable {
    /// 200 with the bytes; 403 for a request from another origin or frame; 404 for a URL that names
    /// no blob (unknown, fetched already, revoked); 410 for a blob whose time was up.
    public var status: Int
    /// `Content-Type`, `Content-Length`, `Cache-Control: no-store`, and for the page's own origin
    /// `Access-Control-Allow-Origin`, without which a browser hides the body from the page.
    public var headers: [String: String]
    /// The blob's bytes, or nothing.
    public var body: Data
    /// Why the request was refused, for the host to report; nil when it was served.
    public var problem: String?

    /// A response with every part given.
    public init(status: Int, headers: [String: String], body: Data, problem: String?) {
        self.status = status
        self.headers = headers
        self.body = body
        self.problem = problem
    }

    /// A refusal with `status`, no body, and `problem` to report.
    static func refusal(_ status: Int, _ problem: String) -> BridgeBlobResponse {
        BridgeBlobResponse(
            status: status, headers: ["Cache-Control": "no-store", "Content-Length": "0"], body: Data(), problem: problem)
    }
}
