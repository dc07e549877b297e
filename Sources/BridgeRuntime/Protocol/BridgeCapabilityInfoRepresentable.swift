/// A protocol's capability-declaration type (what `capability.query` reports for one capability).
public protocol BridgeCapabilityInfoRepresentable: Sendable, BridgeJSONCodable {
    /// The protocol's permission-state type.
    associatedtype Permission: BridgeOpenValue
    /// Whether the host can perform the capability now.
    @_spi(BridgeGenerated) var supported: Bool { get }
    /// The capability's version.
    @_spi(BridgeGenerated) var version: String { get }
    /// Builds a declaration. A static factory rather than an initializer, so the generated type keeps
    /// its memberwise initializer in the spec's field order. `permissions` holds the states of the
    /// capability's named permissions, by name; a type without the field drops them.
    @_spi(BridgeGenerated) static func declaration(
        supported: Bool, version: String, constraints: [String: JSONValue]?, permissionState: Permission?,
        permissions: [String: Permission]?
    ) -> Self
}
