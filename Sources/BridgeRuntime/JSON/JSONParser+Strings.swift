// Strings. The common case, no escapes, is scanned eight bytes at a time and becomes a String
// straight from its bytes. Escapes switch to assembling the string in a reused scratch buffer.
// Either way every non-ASCII sequence is checked to be well-formed UTF-8, so errors point at the
// bad byte instead of the string silently getting U+FFFD.

extension JSONParser {
    /// Reads a string; `offset` is at its opening quote.
    mutating func parseString() throws(JSONReadError) -> String {
        let start = offset + 1
        var runStart = start  // once an escape is seen, bytes from here to `index` are copied as they are
        var hasEscapes = false
        var index = start
        while index < end {
            if index + 8 <= end && !Self.needsAttention(ByteWord(at: bytes + index)) {
                index += 8
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                offset = index + 1
                let run = UnsafeBufferPointer(start: bytes + runStart, count: index - runStart)
                guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(start: bytes + runStart, count: index - runStart))
                index = try appendEscape(at: index)
                runStart = index
            case 0..<0x20:
                throw error(.controlCharacterInString(bytes[index]), at: index)
            case 0x80...:
                index = try skipUTF8Sequence(at: index)
            default:
                index += 1
            }
        }
        throw error(.unexpectedEndOfInput, at: end)
    }

    /// Whether any of eight bytes is a quote, a backslash, a control character or non-ASCII: only
    /// then does a chunk go down the byte-by-byte path.
    @inline(__always)
    private static func needsAttention(_ word: ByteWord) -> Bool {
        (word.below(0x20) | word.matching(UInt8(ascii: "\"")) | word.matching(UInt8(ascii: "\\")) | word.nonASCII) != 0
    }

    /// Appends what the escape at `index` (a backslash) stands for; returns the index after it.
    private mutating func appendEscape(at index: Int) throws(JSONReadError) -> Int {
        guard index + 1 < end else { throw error(.unexpectedEndOfInput, at: end) }
        let simple: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): return try appendUnicodeEscape(at: index)
        default: throw error(.invalidEscape(bytes[index + 1]), at: index)
        }
        scratch.append(simple)
        return index + 2
    }

    /// Appends the scalar of `\uXXXX` at `index`, or of a `\uD8xx\uDCxx` surrogate pair.
    private mutating func appendUnicodeEscape(at index: Int) throws(JSONReadError) -> Int {
        let unit = try hexQuad(at: index + 2)
        var scalar = UInt32(unit)
        var next = index + 6
        switch unit {
        case 0xD800...0xDBFF:
            let escapeFollows = next + 1 < end && bytes[next] == UInt8(ascii: "\\") && bytes[next + 1] == UInt8(ascii: "u")
            let low = escapeFollows ? try hexQuad(at: next + 2) : 0
            guard (0xDC00...0xDFFF).contains(low) else { throw error(.unpairedSurrogate(unit), at: index) }
            scalar = 0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(low - 0xDC00))
            next += 6
        case 0xDC00...0xDFFF:
            throw error(.unpairedSurrogate(unit), at: index)
        default:
            break
        }
        scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
        return next
    }

    /// The four hex digits at `index`, after a `\u`.
    private func hexQuad(at index: Int) throws(JSONReadError) -> UInt16 {
        var unit: UInt16 = 0
        for position in index..<index + 4 {
            guard position < end else { throw error(.unexpectedEndOfInput, at: end) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.invalidUnicodeEscape, at: index - 2)
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// Checks the multi-byte UTF-8 sequence whose lead byte is at `index` (Unicode 15, table 3-7:
    /// no overlong forms, no surrogates, nothing past U+10FFFF); returns the index after it.
    private func skipUTF8Sequence(at index: Int) throws(JSONReadError) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error(.invalidUTF8, at: index)
        }
        guard index + length <= end, secondRange.contains(bytes[index + 1]) else { throw error(.invalidUTF8, at: index) }
        for position in index + 2..<index + length where bytes[position] & 0xC0 != 0x80 {
            throw error(.invalidUTF8, at: index)
        }
        return index + length
    }
}
