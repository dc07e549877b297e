/// A host's static setup for the configuration-based approach: the capability dictionary
/// `capability.query` reports, the bootstrap script, and the host's options.
public struct BridgeHostConfiguration<Definition: BridgeProtocolDefinition>: Sendable {
    /// The version of the app's integration, reported by `capability.query`.
    public var hostVersion: String
    /// The capabilities `capability.query` reports, keyed by capability ID. Typed slots with a handler
    /// override an entry with the same ID.
    public var capabilities: [String: Definition.CapabilityInfo]
    /// JavaScript injected at document start; it must define `window.GBGBridge.receive`.
    public var bootstrapScript: String
    /// Limits, timeouts and identity.
    public var options: BridgeHostOptions

    /// Creates a configuration.
    public init(
        hostVersion: String,
        capabilities: [String: Definition.CapabilityInfo] = [:],
        bootstrapScript: String = BootstrapScript.default,
        options: BridgeHostOptions = BridgeHostOptions()
    ) {
        self.hostVersion = hostVersion
        self.capabilities = capabilities
        self.bootstrapScript = bootstrapScript
        self.options = options
    }
}
