/// A message's data as the typed value the host decoded it into when it checked the request, so the
/// handler's `payload.decodeData(as:)` returns that value instead of decoding the same JSON again.
///
/// It is derived from `payload.data` and carries nothing of its own, so it is invisible to equality
/// and hashing: two payloads with the same data are equal whether or not either was checked.
/// Generated payloads forget it whenever `data` changes.
@_spi(BridgeGenerated) public struct BridgeDecodedData: Hashable, Sendable {
    /// The decoded value in a box of its own; nil when nothing was decoded.
    ///
    /// A box, not an existential: the value travels from the reader through the message, the
    /// check and the message to the handler, and an existential copied its whole value through the
    /// type's value witnesses at each step, where a box is one retain.
    @usableFromInline let box: DecodedValueBox?

    /// Nothing decoded.
    public init() {
        box = nil
    }

    /// `value`, decoded from the data it is kept with; for a value whose type is known here.
    @inlinable
    public init<Value: Sendable>(boxing value: Value) {
        box = DecodedValue(value)
    }

    /// The decoded value if it is exactly a `Value`; nil otherwise, and the caller decodes.
    @inlinable
    public func value<Value>(as type: Value.Type) -> Value? {
        guard let box, box.valueType == Value.self else { return nil }
        return unsafeDowncast(box, to: DecodedValue<Value>.self).value
    }

    /// Whether nothing was decoded: the data's action is not one the decoder knows.
    @inlinable
    public var isEmpty: Bool { box == nil }

    /// Always true: see the type's documentation.
    public static func == (lhs: BridgeDecodedData, rhs: BridgeDecodedData) -> Bool { true }

    /// Hashes nothing: see the type's documentation.
    public func hash(into hasher: inout Hasher) {}
}

/// What every decoded value's box has: the value's exact type, to check before the box is cast.
@usableFromInline
class DecodedValueBox: @unchecked Sendable {
    @usableFromInline let valueType: Any.Type

    @usableFromInline
    init(valueType: Any.Type) {
        self.valueType = valueType
    }
}

/// One decoded value. Sendable because only a `Sendable` value is ever boxed, and never changed.
@usableFromInline
final class DecodedValue<Value>: DecodedValueBox, @unchecked Sendable {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
        super.init(valueType: Value.self)
    }
}
