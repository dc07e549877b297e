/// Carries messages between a host and its page.
///
/// A transport delivers outgoing messages; incoming ones, and what happens to the page, it tells the
/// host it is attached to through ``BridgeTransportDelegate``.
@MainActor
public protocol BridgeTransport: AnyObject {
    /// The host; set on attach, cleared on detach.
    var delegate: (any BridgeTransportDelegate)? { get set }
    /// Hands one message to the page.
    ///
    /// - Throws: When the message cannot be handed over; the host reports the error in `lastError`.
    ///   Failures found later (a script error in the page) go to
    ///   ``BridgeTransportDelegate/transportDidFailToDeliver(_:)``.
    func deliver(_ message: BridgeOutgoingMessage) throws
    /// What every blob URL of this transport starts with, if it serves its host's blobs; the host
    /// appends a blob's token. Nil (the default): the transport serves none, so its host never
    /// offers blobs and sends every value inline.
    ///
    /// A transport that serves blobs answers the page's fetches with
    /// ``BridgeBlobStore/respond(to:pageOrigin:urlPrefix:)`` on its delegate's
    /// ``BridgeTransportDelegate/blobStore``, and reports refusals to it.
    var blobURLPrefix: String? { get }
}

extension BridgeTransport {
    /// Serves no blobs.
    public var blobURLPrefix: String? { nil }
}

/// What a transport tells its host.
@MainActor
public protocol BridgeTransportDelegate: AnyObject {
    /// The page sent a message. Its JSON is checked and decoded by the host, never by the transport.
    func transportDidReceive(_ json: [UInt8])
    /// The page sent a message as text, as a WebView hands it over: the host checks its size
    /// before copying it into bytes. The default copies it and calls ``transportDidReceive(_:)``.
    func transportDidReceive(text: String)
    /// A new document replaced the page (navigation, reload): whatever the old page asked for can no
    /// longer be answered. The transport stays attached for the new page.
    func transportDidChangePage()
    /// A message handed over earlier could not be delivered after all.
    func transportDidFailToDeliver(_ error: any Error)
    /// The transport refused something the page did: a message from a frame or origin that may not
    /// talk to the host, a navigation outside the allowed origins. Nothing reached the host.
    func transportDidReport(_ problem: BridgeProblem)
    /// The blobs the host holds for the page, which a transport that serves blobs answers fetches
    /// from; nil for a delegate that sends none.
    var blobStore: BridgeBlobStore? { get }
}

extension BridgeTransportDelegate {
    /// Holds no blobs.
    public var blobStore: BridgeBlobStore? { nil }

    /// Copies the text into bytes and receives them.
    public func transportDidReceive(text: String) { transportDidReceive(Array(text.utf8)) }
}
