/// The three kinds of message the runtime routes, whatever a protocol calls them.
public enum BridgeMessageKind: String, Sendable, CaseIterable {
    /// The page asks the host to do something and expects exactly one response.
    case request
    /// The host answers a request.
    case response
    /// A notification in either direction; nobody answers it.
    case event
}
