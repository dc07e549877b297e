/// The kinds of message the runtime routes, whatever a protocol calls them: the three every protocol
/// has, and the two a protocol may add, `update` and `cancel`, which peers use once they agree on them.
public enum BridgeMessageKind: String, Sendable, CaseIterable {
    /// The page asks the host to do something and expects exactly one response.
    case request
    /// The host answers a request.
    case response
    /// A notification in either direction; nobody answers it.
    case event
    /// The host sends a progress value or a stream item of an open request; it does not end it.
    case update
    /// The page ends an open request; the host answers it `cancelled` and cancels its handler.
    case cancel
}
