/// What a host is made with and keeps, besides its options.
@usableFromInline
struct HostSetup: Sendable {
    /// The version of the app's integration, reported by `capability.query`.
    let hostVersion: String
    /// JavaScript a WebView transport injects at document start.
    let bootstrapScript: String
    /// The major version of the protocol the host speaks, which every message must share; read
    /// once here rather than for every message.
    @usableFromInline
    let majorVersion: Int?

    init(hostVersion: String, bootstrapScript: String, protocolVersion: String) {
        self.hostVersion = hostVersion
        self.bootstrapScript = bootstrapScript
        self.majorVersion = ProtocolVersion.major(of: protocolVersion)
    }
}
