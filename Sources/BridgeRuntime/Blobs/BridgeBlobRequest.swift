/// A page's fetch of a blob, as the transport's server (a scheme handler, or a test's stand-in for
/// one) received it.
public struct BridgeBlobRequest: Sendable, Equatable {
    /// The URL fetched.
    public var url: String
    /// The request's `Origin` header: the origin of the document that fetches. Browsers send it
    /// with every cross-origin fetch, and a blob URL is always another origin than the page's.
    public var origin: String?
    /// Whether the request came from the web view's main frame. A scheme handler knows the frame; a
    /// server that cannot tell says true and relies on the origin alone.
    public var isMainFrame: Bool

    /// A request for `url` from `origin`, in the main frame unless `isMainFrame` says otherwise.
    public init(url: String, origin: String?, isMainFrame: Bool = true) {
        self.url = url
        self.origin = origin
        self.isMainFrame = isMainFrame
    }
}
