/// What a WebView integration needs from a host, whatever protocol it speaks.
@MainActor
public protocol BridgeWebViewHost: AnyObject {
    /// JavaScript to inject at document start.
    var bootstrapScript: String { get }
    /// Connects the WebView's transport.
    func attach(_ transport: any BridgeTransport)
    /// Disconnects it, ending everything in flight.
    func detach()
}

extension BridgeEngine: BridgeWebViewHost {}
