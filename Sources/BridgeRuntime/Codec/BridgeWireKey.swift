/// A string from the wire used as a key, compared and hashed by its exact code units.
///
/// Swift's `String` compares and hashes by canonical equivalence, so a dictionary keyed by `String`
/// takes `"é"` sent as U+00E9 and as e + U+0301 for one key. The page's JavaScript, like RFC 8259,
/// compares code units: to it these are two correlation IDs, two actions, two names. Keying a table
/// of things the page named (open requests by correlation ID, handlers by action) with this type
/// makes the host see exactly the keys the page sees. Strings the reader produces are well-formed
/// Unicode, so equal UTF-8 bytes are exactly equal UTF-16 code units.
///
/// ```swift
/// var openRequests: [BridgeWireKey: OpenRequest] = [:]
/// openRequests[BridgeWireKey(raw.correlationId)] = open
/// ```
@usableFromInline
struct BridgeWireKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The string, exactly as it was sent.
    @usableFromInline let string: String

    /// Wraps `string`, keeping its code units as they are.
    @inlinable
    init(_ string: String) {
        self.string = string
    }

    /// Wraps a literal, for keys the code itself names.
    @inlinable
    init(stringLiteral string: String) {
        self.string = string
    }

    /// The string itself, so that interpolating a key prints what was sent.
    @usableFromInline var description: String { string }

    /// Whether the two keys have the same UTF-8 bytes.
    @inlinable
    static func == (lhs: BridgeWireKey, rhs: BridgeWireKey) -> Bool {
        lhs.string.hasSameUTF8(as: rhs.string)
    }

    /// Hashes the UTF-8 bytes, and their count so that no key's bytes hash like another key's prefix.
    @inlinable
    func hash(into hasher: inout Hasher) {
        let utf8 = string.utf8
        hasher.combine(utf8.count)
        let hashed: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            // A bridged string: the same bytes must hash the same way as a native string's.
            Array(utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}
