/// A message's data as the typed value the host decoded it into when it checked the request, so the
/// handler's `payload.decodeData(as:)` returns that value instead of decoding the same JSON again.
///
/// It is derived from `payload.data` and carries nothing of its own, so it is invisible to equality
/// and hashing: two payloads with the same data are equal whether or not either was checked.
/// Generated payloads forget it whenever `data` changes.
public struct BridgeDecodedData: Hashable, Sendable {
    /// The decoded value; nil when nothing was decoded.
    @usableFromInline let value: (any Sendable)?

    /// Nothing decoded.
    public init() {
        value = nil
    }

    /// `value`, decoded from the data it is kept with.
    public init(_ value: any Sendable) {
        self.value = value
    }

    /// The decoded value if it is exactly a `Value`; nil otherwise, and the caller decodes.
    @inlinable
    public func value<Value>(as type: Value.Type) -> Value? {
        guard let value, Swift.type(of: value) == Value.self else { return nil }
        return Self.unbox(value, as: Value.self)
    }

    /// The value in `box`, which is known to be exactly a `Value`. Opening the box and
    /// reinterpreting its contents skips the general dynamic cast, which searched conformances
    /// for every handler's `decodeData(as:)`.
    @inlinable
    static func unbox<Value>(_ box: any Sendable, as type: Value.Type) -> Value {
        func reinterpret<Opened: Sendable>(_ opened: Opened) -> Value {
            precondition(Opened.self == Value.self, "unbox(_:as:) needs the exact type")
            return unsafeBitCast(opened, to: Value.self)
        }
        return reinterpret(box)
    }

    /// Whether nothing was decoded: the data's action is not one the decoder knows.
    @inlinable
    public var isEmpty: Bool { value == nil }

    /// Always true: see the type's documentation.
    public static func == (lhs: BridgeDecodedData, rhs: BridgeDecodedData) -> Bool { true }

    /// Hashes nothing: see the type's documentation.
    public func hash(into hasher: inout Hasher) {}
}
