/// A request handler as the engine keeps it: a `BridgeCapabilityHandler` or a custom capability's
/// closure, behind one function type.
typealias BridgeRequestHandling<Definition: BridgeProtocolDefinition> =
    @MainActor (Definition.Message, BridgeRequestResponder<Definition>) async throws -> Void

extension BridgeEngine {
    /// A capability registered with `registerCustomCapability(_:version:handler:)`.
    struct CustomCapability {
        let version: String
        let handle: BridgeRequestHandling<Definition>
    }
}
