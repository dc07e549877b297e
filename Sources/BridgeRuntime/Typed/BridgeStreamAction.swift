/// A stream action of the spec (`stream:`) with its request, item and result types: what
/// `host.handle(_:handler:)` takes for an action whose handler returns a sequence of items, which
/// the host sends to the page as updates until the sequence ends or the page cancels.
///
/// Generated code declares one per stream action as a static member, so it reads
/// `host.handle(.locationWatch) { request in positions(request.data) }`.
public struct BridgeStreamAction<
    Request: BridgeJSONDecodable & Sendable, Item: BridgeJSONEncodable & Sendable, Result: BridgeJSONEncodable & Sendable
>: Sendable {
    /// The action, such as `location.watch`.
    public let id: String
    /// The capability a handler declares in `capability.query`, with its version; nil for an action
    /// that belongs to no capability.
    @_spi(BridgeGenerated) public let capability: (id: String, version: String)?
    /// The extension that declares the action, which a host installs when it handles the action;
    /// nil for an action of the host's own protocol.
    @_spi(BridgeGenerated) public let extensionDefinition: (any BridgeExtensionDefinition.Type)?

    /// Describes a stream action; generated code makes these from the spec.
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
