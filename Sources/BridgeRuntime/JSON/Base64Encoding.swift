// The base64 encoder behind JSONWriter.base64. Large images cross the bridge as base64, so this is
// the hottest loop of the writer: it looks up two output characters at a time in a 4096-entry table
// (8 KB, stays in L1), reads 6 input bytes with one unaligned 8-byte load, writes 8 output bytes
// with one store, and does that four times per iteration so the loads and lookups overlap.

/// Encodes bytes as standard padded base64 into memory the caller has reserved.
internal enum Base64Encoding {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Entry `i` holds the characters for the 12 bits `i`, the first one in the low byte.
    static let pairs: [UInt16] = (0..<4096).map { bits in
        UInt16(alphabet[bits >> 6]) | UInt16(alphabet[bits & 63]) << 8
    }

    /// Writes exactly `Base64.encodedCount(forByteCount: source.count)` bytes at `output`.
    static func encode(_ source: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) {
        guard let input = source.baseAddress else { return }
        pairs.withUnsafeBufferPointer { pairs in
            let count = source.count
            var read = 0
            var written = 0
            // Each step loads 8 bytes and uses 6, so the last step of a block must start 8 bytes
            // before the end: 24 bytes per block plus 2 bytes of over-read that is never used.
            while read + 26 <= count {
                for step in 0..<4 {
                    let chars = sixBytes(input + read + 6 * step, pairs)
                    output.storeBytes(of: chars.littleEndian, toByteOffset: written + 8 * step, as: UInt64.self)
                }
                read += 24
                written += 32
            }
            while read + 3 <= count {
                let bits =
                    Int(input.load(fromByteOffset: read, as: UInt8.self)) << 16
                    | Int(input.load(fromByteOffset: read + 1, as: UInt8.self)) << 8
                    | Int(input.load(fromByteOffset: read + 2, as: UInt8.self))
                output.storeBytes(of: pairs[bits >> 12].littleEndian, toByteOffset: written, as: UInt16.self)
                output.storeBytes(of: pairs[bits & 0xFFF].littleEndian, toByteOffset: written + 2, as: UInt16.self)
                read += 3
                written += 4
            }
            encodeTail(input + read, count: count - read, into: output + written)
        }
    }

    /// The 8 characters for the first 6 bytes at `input` (which must have 8 readable bytes), the
    /// first character in the low byte.
    @inline(__always)
    private static func sixBytes(_ input: UnsafeRawPointer, _ pairs: UnsafeBufferPointer<UInt16>) -> UInt64 {
        let word = UInt64(bigEndian: input.loadUnaligned(as: UInt64.self))
        return UInt64(pairs[Int(truncatingIfNeeded: word >> 52)])
            | UInt64(pairs[Int(truncatingIfNeeded: word >> 40) & 0xFFF]) << 16
            | UInt64(pairs[Int(truncatingIfNeeded: word >> 28) & 0xFFF]) << 32
            | UInt64(pairs[Int(truncatingIfNeeded: word >> 16) & 0xFFF]) << 48
    }

    /// Encodes the last 1 or 2 bytes with padding; nothing for 0.
    private static func encodeTail(_ input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer) {
        guard count > 0 else { return }
        let first = Int(input.load(as: UInt8.self))
        let second = count > 1 ? Int(input.load(fromByteOffset: 1, as: UInt8.self)) : 0
        let bits = first << 16 | second << 8
        alphabet.withUnsafeBufferPointer { alphabet in
            output.storeBytes(of: alphabet[bits >> 18], toByteOffset: 0, as: UInt8.self)
            output.storeBytes(of: alphabet[bits >> 12 & 63], toByteOffset: 1, as: UInt8.self)
            let third = count > 1 ? alphabet[bits >> 6 & 63] : UInt8(ascii: "=")
            output.storeBytes(of: third, toByteOffset: 2, as: UInt8.self)
            output.storeBytes(of: UInt8(ascii: "="), toByteOffset: 3, as: UInt8.self)
        }
    }
}
