/// Holds a value out of line, so a generated struct can have a field that leads back to its own type
/// (`parent: TreeNode?` inside `TreeNode`), which Swift structs cannot store inline.
///
/// Equality and hashing are the value's: the box is invisible to users of the generated type.
@_spi(BridgeGenerated) public final class BridgeIndirect<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The boxed value.
    public let value: Value

    /// Boxes `value`.
    public init(_ value: Value) { self.value = value }

    /// Compares the boxed values.
    public static func == (lhs: BridgeIndirect, rhs: BridgeIndirect) -> Bool { lhs.value == rhs.value }

    /// Hashes the boxed value.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
