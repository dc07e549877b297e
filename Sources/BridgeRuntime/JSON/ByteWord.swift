/// Eight bytes of JSON text looked at together, for the scans that skip plain text: finding the
/// few bytes that matter (a quote, a backslash, a control character, a non-ASCII byte) a word at a
/// time instead of a byte at a time.
///
/// Each test returns a mask with the high bit of every byte that passes it set. It is exact about
/// whether any byte passes, and about the first one (the lowest, in text order); a byte after a
/// passing one may be flagged too, which is why callers only ever look at the first.
struct ByteWord {
    /// The bytes, the first in the lowest bits.
    let bits: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `pointer`, which need not be aligned.
    @inline(__always)
    init(at pointer: UnsafeRawPointer) {
        bits = UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
    }

    /// Bytes equal to `byte`.
    @inline(__always)
    func matching(_ byte: UInt8) -> UInt64 {
        // A byte's high bit survives `(x - 1) & ~x` only where the byte was 0 (or, after a borrow,
        // where an earlier byte was): the XOR makes the matching bytes 0.
        let x = bits ^ (Self.ones &* UInt64(byte))
        return (x &- Self.ones) & ~x & Self.highBits
    }

    /// Bytes below `limit`, which must be at most 0x80.
    @inline(__always)
    func below(_ limit: UInt8) -> UInt64 {
        (bits &- Self.ones &* UInt64(limit)) & ~bits & Self.highBits
    }

    /// Bytes that are not ASCII.
    @inline(__always)
    var nonASCII: UInt64 { bits & Self.highBits }

    /// The index, 0 to 7, of the first byte flagged in `mask`; 8 when none is.
    @inline(__always)
    static func firstIndex(in mask: UInt64) -> Int {
        mask.trailingZeroBitCount / 8
    }
}
