/// What a WebView integration needs from a host, whatever protocol it speaks.
@MainActor
public protocol BridgeWebViewHost: AnyObject {
    /// JavaScript to inject at document start.
    var bootstrapScript: String { get }
    /// The transport attached now, if any: a view detaches the host only from its own.
    var transport: (any BridgeTransport)? { get }
    /// Connects the WebView's transport.
    func attach(_ transport: any BridgeTransport)
    /// Disconnects it, ending everything in flight.
    func detach()
}

extension BridgeHostBase: BridgeWebViewHost {}
