import Foundation

// Strict decoding of `bytes` fields. Strict because a lenient decoder accepts texts the web side
// never sends (whitespace, missing padding, URL-safe letters, stray bits), and two readers of one
// message should never disagree about its bytes.

extension Base64 {
    /// Decodes standard, padded base64: length a multiple of 4, only `A–Z a–z 0–9 + /`, then zero,
    /// one or two `=`; no whitespace; unused bits before the padding must be zero.
    public static func decode(_ text: String) throws(Base64DecodingError) -> Data {
        var text = text  // withUTF8 is mutating only because it may make a bridged string native
        return try text.withUTF8 { utf8 in
            Result { () throws(Base64DecodingError) in try decode(UnsafeRawBufferPointer(utf8)) }
        }.get()
    }

    /// Decodes standard, padded base64 from its ASCII bytes; see ``decode(_:)-(String)``.
    public static func decode(_ bytes: [UInt8]) throws(Base64DecodingError) -> Data {
        try bytes.withUnsafeBytes { text in Result { () throws(Base64DecodingError) in try decode(text) } }.get()
    }

    /// Decodes standard, padded base64 from its ASCII bytes; see ``decode(_:)-(String)``.
    public static func decode(_ text: UnsafeRawBufferPointer) throws(Base64DecodingError) -> Data {
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
private enum Base64Decoding {
    /// The 6-bit value of each byte, or 0xFF for bytes outside the alphabet (`=` included).
    static let values: [UInt8] = {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, character) in Base64Encoding.alphabet.enumerated() {
            values[Int(character)] = UInt8(value)
        }
        return values
    }()

    /// Decodes `text` (a non-zero multiple of 4 long, ending in `padding` `=`) into `output`, which has
    /// room for exactly the decoded bytes; returns the first problem instead of throwing, since it
    /// runs inside `Data.withUnsafeMutableBytes`.
    static func decode(_ text: UnsafeRawBufferPointer, padding: Int, into output: UnsafeMutableRawPointer) -> Base64DecodingError? {
        values.withUnsafeBufferPointer { values in
            let lastBlock = text.count - 4
            var written = 0
            for start in stride(from: 0, to: padding == 0 ? text.count : lastBlock, by: 4) {
                let a = values[Int(text[start])], b = values[Int(text[start + 1])]
                let c = values[Int(text[start + 2])], d = values[Int(text[start + 3])]
                guard (a | b | c | d) < 64 else { return firstInvalid(text, in: start..<start + 4, values) }
                output.storeBytes(of: a << 2 | b >> 4, toByteOffset: written, as: UInt8.self)
                output.storeBytes(of: b << 4 | c >> 2, toByteOffset: written + 1, as: UInt8.self)
                output.storeBytes(of: c << 6 | d, toByteOffset: written + 2, as: UInt8.self)
                written += 3
            }
            guard padding > 0 else { return nil }
            // The last block: two or three characters, then the padding.
            let significant = lastBlock..<text.count - padding
            if let failure = firstInvalid(text, in: significant, values) { return failure }
            let a = values[Int(text[lastBlock])], b = values[Int(text[lastBlock + 1])]
            output.storeBytes(of: a << 2 | b >> 4, toByteOffset: written, as: UInt8.self)
            if padding == 2 {
                return b & 0x0F == 0 ? nil : Base64DecodingError(kind: .nonZeroTrailingBits, offset: lastBlock + 1)
            }
            let c = values[Int(text[lastBlock + 2])]
            output.storeBytes(of: b << 4 | c >> 2, toByteOffset: written + 1, as: UInt8.self)
            return c & 0x03 == 0 ? nil : Base64DecodingError(kind: .nonZeroTrailingBits, offset: lastBlock + 2)
        }
    }

    /// The error for the first byte in `range` outside the alphabet, if any.
    private static func firstInvalid(
        _ text: UnsafeRawBufferPointer, in range: Range<Int>, _ values: UnsafeBufferPointer<UInt8>
    ) -> Base64DecodingError? {
        guard let offset = range.first(where: { values[Int(text[$0])] > 63 }) else { return nil }
        let kind: Base64DecodingError.Kind = text[offset] == UInt8(ascii: "=") ? .misplacedPadding : .invalidCharacter(text[offset])
        return Base64DecodingError(kind: kind, offset: offset)
    }
}
