import Foundation

// Strict decoding of `bytes` fields. Strict because a lenient decoder accepts texts the web side
// never sends (whitespace, missing padding, URL-safe letters, stray bits), and two readers of one
// message should never disagree about its bytes.

extension Base64 {
    /// Decodes standard, padded base64: length a multiple of 4, only `A–Z a–z 0–9 + /`, then zero,
    /// one or two `=`; no whitespace; unused bits before the padding must be zero.
    static func decode(_ text: String) throws(Base64DecodingError) -> Data {
        var text = text  // withUTF8 is mutating only because it may make a bridged string native
        return try text.withUTF8 { utf8 in
            Result { () throws(Base64DecodingError) in try decode(UnsafeRawBufferPointer(utf8)) }
        }.get()
    }

    /// Decodes standard, padded base64 from its ASCII bytes (an array, a slice of one, `Data`…);
    /// see ``decode(_:)-(String)``.
    static func decode(_ bytes: some ContiguousBytes) throws(Base64DecodingError) -> Data {
        try bytes.withUnsafeBytes { text in Result { () throws(Base64DecodingError) in try decode(text) } }.get()
    }

    /// Decodes standard, padded base64 from its ASCII bytes; see ``decode(_:)-(String)``.
    static func decode(_ text: UnsafeRawBufferPointer) throws(Base64DecodingError) -> Data {
        let count = text.count
        guard count % 4 == 0 else { throw Base64DecodingError(kind: .invalidLength(count), offset: count) }
        guard count > 0 else { return Data() }
        let padding = text[count - 1] != UInt8(ascii: "=") ? 0 : text[count - 2] != UInt8(ascii: "=") ? 1 : 2
        var data = Data(count: count / 4 * 3 - padding)
        let failure = data.withUnsafeMutableBytes { output in
            Base64Decoding.decode(text, padding: padding, into: output.baseAddress!)
        }
        if let failure { throw failure }
        return data
    }
}

/// The loop behind ``Base64/decode(_:)-(UnsafeRawBufferPointer)``, on text already checked for length.
///
/// Each character is looked up in one of four tables, one per position in its block of four, that
/// hold its bits already shifted into place in the three output bytes (first byte lowest) and have
/// the top byte set for characters outside the alphabet. A block is then three ORs, one check and
/// one 4-byte store whose fourth byte the next block overwrites.
private enum Base64Decoding {
    /// Marks a character outside the alphabet, `=` included; never set by a valid character.
    static let invalid: UInt32 = 0xFF00_0000

    /// Four 256-entry tables, for the first to fourth character of a block.
    static let tables: [UInt32] = {
        var tables = [UInt32](repeating: invalid, count: 4 * 256)
        for (value, character) in Base64Encoding.alphabet.enumerated() {
            let bits = UInt32(value), index = Int(character)
            tables[index] = bits << 2
            tables[256 + index] = bits >> 4 | (bits & 0x0F) << 12
            tables[512 + index] = (bits >> 2) << 8 | (bits & 0x03) << 22
            tables[768 + index] = bits << 16
        }
        return tables
    }()

    /// Decodes `text` (a non-zero multiple of 4 long, ending in `padding` `=`) into `output`, which has
    /// room for exactly the decoded bytes; returns the first problem instead of throwing, since it
    /// runs inside `Data.withUnsafeMutableBytes`.
    static func decode(_ text: UnsafeRawBufferPointer, padding: Int, into output: UnsafeMutableRawPointer) -> Base64DecodingError?
    {
        tables.withUnsafeBufferPointer { tables in
            let input = text.baseAddress!
            let blocks = text.count / 4
            let fullBlocks = padding == 0 ? blocks : blocks - 1
            let outputCount = blocks * 3 - padding
            for block in 0..<fullBlocks {
                let word = bits(input + 4 * block, count: 4, tables)
                guard word & invalid == 0 else { return firstInvalid(text, in: 4 * block..<4 * block + 4, tables) }
                if 3 * block + 4 <= outputCount {
                    output.storeBytes(of: word.littleEndian, toByteOffset: 3 * block, as: UInt32.self)
                } else {
                    store(word, count: 3, at: output + 3 * block)
                }
            }
            guard padding > 0 else { return nil }
            // The last block: two or three characters, then the padding; their unused bits must be 0.
            let start = 4 * fullBlocks
            let word = bits(input + start, count: 4 - padding, tables)
            guard word & invalid == 0 else { return firstInvalid(text, in: start..<start + 4 - padding, tables) }
            let unusedBits: UInt32 = padding == 2 ? 0x0000_F000 : 0x00C0_0000
            guard word & unusedBits == 0 else {
                return Base64DecodingError(kind: .nonZeroTrailingBits, offset: start + 3 - padding)
            }
            store(word, count: 3 - padding, at: output + 3 * fullBlocks)
            return nil
        }
    }

    /// The bits of the first `count` characters at `input`, in place in a block's output bytes.
    @inline(__always)
    private static func bits(_ input: UnsafeRawPointer, count: Int, _ tables: UnsafeBufferPointer<UInt32>) -> UInt32 {
        var word: UInt32 = 0
        for position in 0..<count {
            word |= tables[256 * position + Int(input.load(fromByteOffset: position, as: UInt8.self))]
        }
        return word
    }

    /// Stores the first `count` output bytes of `word` one by one, where a 4-byte store would overrun.
    private static func store(_ word: UInt32, count: Int, at output: UnsafeMutableRawPointer) {
        for position in 0..<count {
            output.storeBytes(of: UInt8(truncatingIfNeeded: word >> (8 * position)), toByteOffset: position, as: UInt8.self)
        }
    }

    /// The error for the first byte in `range` outside the alphabet, if any.
    private static func firstInvalid(
        _ text: UnsafeRawBufferPointer, in range: Range<Int>, _ tables: UnsafeBufferPointer<UInt32>
    ) -> Base64DecodingError? {
        guard let offset = range.first(where: { tables[Int(text[$0])] == invalid }) else { return nil }
        let kind: Base64DecodingError.Kind =
            text[offset] == UInt8(ascii: "=") ? .misplacedPadding : .invalidCharacter(text[offset])
        return Base64DecodingError(kind: kind, offset: offset)
    }
}
