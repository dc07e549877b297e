import BridgeRuntime

/// What `main` needs of the host it serves on standard input and output: the scripted GBGBridge host,
/// or the PluginAPI one (`--serve plugin-api`).
@MainActor
protocol ServedHost {
    /// The requests received and not yet answered.
    var inFlight: InFlightRequests { get }
    /// The script a WebView injects before the page.
    var bootstrapScript: String { get }
    /// Attaches the host to `transport`.
    func attach(_ transport: StdioTransport)
    /// Detaches the host from its transport, ending what is open.
    func detach()
}

extension ScriptedJourneyHost: ServedHost {
    var bootstrapScript: String { host.bootstrapScript }
    func attach(_ transport: StdioTransport) { host.attach(transport) }
    func detach() { host.detach() }
}

extension ScriptedPluginHost: ServedHost {
    var bootstrapScript: String { host.bootstrapScript }
    func attach(_ transport: StdioTransport) { host.attach(transport) }
    func detach() { host.detach() }
}
