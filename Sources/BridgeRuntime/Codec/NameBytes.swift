/// The hash and comparison of names by their UTF-8 bytes that the tables of actions use
/// (``BridgeRequestTable``, the host's routes): the names are short and looked up once per
/// message, so SipHash, which `Hasher` uses, would cost more than the search.
@usableFromInline
enum NameBytes {
    /// Whether the bytes are the same, compared eight at a time.
    @usableFromInline
    static func equal(_ stored: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == name.count else { return false }
        return stored.withUnsafeBufferPointer { stored in
            var offset = 0
            while offset + 8 <= stored.count {
                guard word(stored, at: offset) == word(name, at: offset) else { return false }
                offset += 8
            }
            return tail(stored, from: offset) == tail(name, from: offset)
        }
    }

    /// A hash of the bytes taken eight at a time, each word folded in with a multiply and a shift,
    /// then the rest and the length; folded into a non-negative `Int`. It depends on the bytes only.
    @usableFromInline
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ word(bytes, at: offset))
            offset += 8
        }
        hash = mix(hash ^ tail(bytes, from: offset))
        hash = mix(hash ^ UInt64(bytes.count))
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & Int.max
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// The eight bytes at `offset`, which must all be within `bytes`.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// The fewer than eight bytes from `offset` to the end, in the low bytes of a word.
    private static func tail(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> UInt64 {
        var value: UInt64 = 0
        var index = bytes.count
        while index > offset {
            index -= 1
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }
}
