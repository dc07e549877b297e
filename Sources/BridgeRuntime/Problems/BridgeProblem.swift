/// Something that went wrong on the host's side of the bridge: what `lastError` shows, and what the
/// delegate's `bridgeHost(_:didReport:)` receives.
///
/// Problems never stop the host. Each one says what happened to the message or answer concerned,
/// so that an integrator can find the cause: an undecodable message, an answer that came too late, a
/// handler that answered with a result of the wrong type.
public struct BridgeProblem: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is, for code that reacts to some kinds only.
    public var kind: Kind
    /// One line for a person. Text that came from the page (actions, correlation IDs) is printable:
    /// control characters and line breaks are escaped, so a hostile page cannot forge log lines,
    /// and the line is at most about a thousand characters, however long what the page sent.
    public var message: String
    /// The correlation ID of the request or message concerned, when there is one.
    public var correlationId: String?
    /// The action or event concerned, when there is one.
    public var action: String?

    /// Creates a problem; `message` is made printable, and clipped.
    public init(_ kind: Kind, _ message: String, correlationId: String? = nil, action: String? = nil) {
        self.kind = kind
        self.message = PrintableText.escapingControls(in: PrintableText.clipped(message))
        self.correlationId = correlationId
        self.action = action
    }

    /// The message.
    public var description: String { message }
}
