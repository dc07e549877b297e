/// An action of the spec with its request and result types: what `host.handle(_:handler:)` takes,
/// so that a handler receives the action's request type and can only return its result type.
///
/// Generated code declares one per action as a static member, so it reads `host.handle(.nfcRead)
/// { request in … }`, and a handler returning another action's result does not compile.
public struct BridgeTypedAction<Request: BridgeJSONDecodable & Sendable, Result: BridgeJSONEncodable & Sendable>: Sendable {
    /// The action, such as `nfc.read`.
    public let id: String
    /// The capability a handler declares in `capability.query`, with its version; nil for an action
    /// that belongs to no capability.
    @_spi(BridgeGenerated) public let capability: (id: String, version: String)?
    /// The extension that declares the action, which a host installs when it handles the action;
    /// nil for an action of the host's own protocol.
    @_spi(BridgeGenerated) public let extensionDefinition: (any BridgeExtensionDefinition.Type)?

    /// Describes an action; generated code makes these from the spec.
    @_spi(BridgeGenerated)
    public init(
        id: String, capability: (id: String, version: String)?,
        extension extensionDefinition: (any BridgeExtensionDefinition.Type)? = nil
    ) {
        self.id = id
        self.capability = capability
        self.extensionDefinition = extensionDefinition
    }
}
