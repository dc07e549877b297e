// String escaping. The output must be valid JSON and also safe wherever the host pastes it into
// JavaScript: inside a `<script>` element `</` could close the element, and before ES2019 U+2028 and
// U+2029 ended a string literal. Everything else is written as is, so non-ASCII text stays compact.

extension JSONWriter {
    /// Writes a string value, escaping `"`, `\`, control characters (`\n`, `\t`… or `\u00XX`),
    /// U+2028 and U+2029 (as `\u2028`, `\u2029`) and the `/` of `</` (as `<\/`).
    public mutating func string(_ value: String) {
        beginScalar()
        writeQuoted(value)
    }

    /// Writes `value` in quotes with the escapes ``string(_:)`` describes.
    internal mutating func writeQuoted(_ value: String) {
        var value = value  // withUTF8 is mutating only because it may make a bridged string native
        value.withUTF8 { writeQuoted(utf8: $0) }
    }

    private mutating func writeQuoted(utf8 text: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0  // the bytes from here up to `index` need no escaping; copy them in one go
        var index = 0
        let wordEnd = text.count - 7  // a whole word starts before this
        var bytewiseEnd = 0  // bytes before this are checked one at a time
        while index < text.count {
            // Nearly all text is plain ASCII: skip it eight bytes at a time, and look at the eight
            // bytes of a word that may need an escape one by one.
            if index >= bytewiseEnd {
                if index < wordEnd, let base = text.baseAddress,
                   !Self.mayNeedEscape(ByteWord(at: base + index)) {
                    index += 8
                    continue
                }
                bytewiseEnd = index + 8
            }
            let byte = text[index]
            // Cheap filter first: only these bytes can need an escape.
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x2F || byte == 0xE2 else {
                index += 1
                continue
            }
            let length = escapedLength(of: text, at: index)
            guard length > 0 else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            writeEscape(for: byte, followedBy: length == 3 ? text[index + 2] : 0)
            index += length
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any of eight bytes may need an escape: a control character, `"`, `\`, `/`, or any
    /// non-ASCII byte (U+2028 and U+2029 start with 0xE2). The byte-at-a-time check decides.
    @inline(__always)
    private static func mayNeedEscape(_ word: ByteWord) -> Bool {
        (word.below(0x20) | word.nonASCII | word.matching(UInt8(ascii: "\"")) | word.matching(UInt8(ascii: "\\"))
            | word.matching(UInt8(ascii: "/"))) != 0
    }

    /// How many bytes at `index` get replaced by an escape: 0 for none, 3 for U+2028 or U+2029.
    private func escapedLength(of text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch text[index] {
        case 0x2F:  // only the `/` of `</`
            return index > 0 && text[index - 1] == UInt8(ascii: "<") ? 1 : 0
        case 0xE2:  // U+2028 is E2 80 A8, U+2029 is E2 80 A9
            let isSeparator = index + 2 < text.count && text[index + 1] == 0x80
                && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
            return isSeparator ? 3 : 0
        default:
            return 1
        }
    }

    /// Writes the escape for `byte`; `last` is the third byte of U+2028/U+2029 when `byte` is 0xE2.
    private mutating func writeEscape(for byte: UInt8, followedBy last: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(UInt8(ascii: "\\"))
        case 0x2F: bytes.append(UInt8(ascii: "/"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0xE2:
            bytes.append(contentsOf: [0x75, 0x32, 0x30, 0x32])  // u202
            bytes.append(last == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
        default:
            bytes.append(contentsOf: [0x75, 0x30, 0x30])  // u00
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0xF))
        }
    }

    private func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }
}
