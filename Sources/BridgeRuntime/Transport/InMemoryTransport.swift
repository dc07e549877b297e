/// A transport that keeps messages in memory: for tests, previews, command-line tools and hosts on
/// platforms without a WebView.
///
/// The "page" side is this object: ``post(_:)`` sends a message to the host, and everything the host
/// sends lands in ``delivered`` and is passed to ``onDeliver``.
///
/// Its state is the main actor's alone and is touched for every message, so it skips the run-time
/// exclusivity check (a thread-local lookup on every access).
@MainActor
public final class InMemoryTransport: BridgeTransport {
    /// The host this transport is attached to.
    @exclusivity(unchecked) public weak var delegate: (any BridgeTransportDelegate)?
    /// Every message the host delivered, oldest first.
    @exclusivity(unchecked) public private(set) var delivered: [BridgeOutgoingMessage] = []
    /// Called with each message the host delivers, after it is recorded.
    @exclusivity(unchecked) public var onDeliver: ((BridgeOutgoingMessage) -> Void)?
    /// When set, deliveries fail with this error (to test how a host reports a broken page).
    @exclusivity(unchecked) public var failure: (any Error)?

    /// What the URLs of the blobs this transport serves start with; nil (the default) serves none,
    /// so its host sends every value inline.
    public var blobURLPrefix: String?
    /// The origin of the page this transport stands for: only fetches from it get blobs.
    public var pageOrigin: String?

    /// Creates a transport with no messages.
    public init() {}

    /// Fetches a blob as the page would, from `origin` (the page's own by default): the host's
    /// store answers, and reports a refusal to the host.
    public func fetchBlob(_ url: String, origin: String? = nil, isMainFrame: Bool = true) -> BridgeBlobResponse {
        let request = BridgeBlobRequest(url: url, origin: origin ?? pageOrigin, isMainFrame: isMainFrame)
        guard let delegate, let blobURLPrefix else {
            return BridgeBlobResponse.refusal(404, "Refused a request for \(url): the transport serves no blobs")
        }
        return delegate.serveBlob(request, pageOrigin: pageOrigin, urlPrefix: blobURLPrefix)
    }

    /// Records the message, or throws ``failure``.
    public func deliver(_ message: BridgeOutgoingMessage) throws {
        if let failure { throw failure }
        delivered.append(message)
        onDeliver?(message)
    }

    /// Sends JSON text from the page to the host.
    public func post(_ json: String) { delegate?.transportDidReceive(Array(json.utf8)) }

    /// Sends raw bytes from the page to the host, which need not be valid UTF-8.
    public func post(bytes: [UInt8]) { delegate?.transportDidReceive(bytes) }

    /// Simulates a navigation: a new document replaces the page.
    public func navigate() { delegate?.transportDidChangePage() }

    /// Forgets the delivered messages, keeping their storage for the next ones.
    public func clearDelivered() { delivered.removeAll(keepingCapacity: true) }
}
