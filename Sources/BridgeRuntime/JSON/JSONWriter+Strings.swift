// String escaping. The output must be valid JSON and also safe wherever the host pastes it into
// JavaScript: inside a `<script>` element `</` could close the element, and before ES2019 U+2028 and
// U+2029 ended a string literal. Everything else is written as is, so non-ASCII text stays compact.

extension JSONWriter {
    /// Writes a string value, escaping `"`, `\`, control characters (`\n`, `\t`… or `\u00XX`),
    /// U+2028 and U+2029 (as `\u2028`, `\u2029`) and the `/` of `</` (as `<\/`).
    public mutating func string(_ value: String) {
        let separated = needsSeparator
        needsSeparator = true
        writeQuoted(value, after: separated ? UInt8(ascii: ",") : nil)
    }

    /// Writes `value` in quotes with the escapes ``string(_:)`` describes, with `prefix` before it
    /// (a separator) and `suffix` after it (a key's colon), if given.
    ///
    /// Most strings are short and need no escapes: those go out as one append of everything,
    /// assembled on the stack. Each append to the output checks its uniqueness and capacity, and
    /// a string with its quotes, separator and colon appended piece by piece would be five of them.
    internal mutating func writeQuoted(_ value: String, after prefix: UInt8? = nil, before suffix: UInt8? = nil) {
        Self.withUTF8(of: value) { text in
            if text.count <= Self.shortText && Self.isPlain(text) {
                writeShortPlain(text, after: prefix, before: suffix)
            } else {
                if let prefix { storage.append(prefix) }
                writeQuoted(utf8: text)
                if let suffix { storage.append(suffix) }
            }
        }
    }

    /// Calls `body` with the UTF-8 bytes of `value`. A native string lends its bytes as it is;
    /// `withUTF8` needs a mutable copy (it may make a bridged string native), and that copy
    /// retains and releases every string written.
    @inline(__always)
    static func withUTF8<Result>(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let lent = value.utf8.withContiguousStorageIfAvailable(body) { return lent }
        var value = value
        return value.withUTF8(body)
    }

    /// The longest string written in one piece: the stack buffer holds it, its quotes, a separator
    /// and a colon.
    private static var shortText: Int { 60 }

    /// Writes `prefix`, `"text"` and `suffix` in one append; `text` needs no escapes.
    private mutating func writeShortPlain(_ text: UnsafeBufferPointer<UInt8>, after prefix: UInt8?, before suffix: UInt8?) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.shortText + 4) { buffer in
            var count = 0
            if let prefix {
                buffer[count] = prefix
                count += 1
            }
            buffer[count] = UInt8(ascii: "\"")
            count += 1
            if let source = text.baseAddress {
                (buffer.baseAddress! + count).initialize(from: source, count: text.count)
            }
            count += text.count
            buffer[count] = UInt8(ascii: "\"")
            count += 1
            if let suffix {
                buffer[count] = suffix
                count += 1
            }
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Whether no byte of `text` can need an escape: no control character, `"`, `\`, `/` or
    /// non-ASCII byte (the exact rules are in the byte-at-a-time path).
    static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        var index = 0
        while index + 8 <= text.count {
            if mayNeedEscape(ByteWord(at: base + index)) { return false }
            index += 8
        }
        while index < text.count {
            let byte = text[index]
            if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || byte == UInt8(ascii: "/")
            {
                return false
            }
            index += 1
        }
        return true
    }

    /// Writes `value` with the escapes ``string(_:)`` describes but no quotes: the caller's fixed
    /// text holds them, as the message's pieces such as `","correlationId":"` do.
    internal mutating func writeStringContent(_ value: String) {
        Self.withUTF8(of: value) { text in
            if Self.isPlain(text) {
                storage.append(contentsOf: text)
            } else {
                writeEscaped(utf8: text)
            }
        }
    }

    private mutating func writeQuoted(utf8 text: UnsafeBufferPointer<UInt8>) {
        ensureRoom(for: text.count + 2)  // a long string reserves once, not by doubling
        storage.append(UInt8(ascii: "\""))
        writeEscaped(utf8: text)
        storage.append(UInt8(ascii: "\""))
    }

    /// Writes `text` with its escapes, in runs of the bytes that need none.
    private mutating func writeEscaped(utf8 text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0  // the bytes from here up to `index` need no escaping; copy them in one go
        var index = 0
        let wordEnd = text.count - 7  // a whole word starts before this
        var bytewiseEnd = 0  // bytes before this are checked one at a time
        while index < text.count {
            // Nearly all text is plain ASCII: skip it eight bytes at a time, and look at the eight
            // bytes of a word that may need an escape one by one.
            if index >= bytewiseEnd {
                if index < wordEnd, let base = text.baseAddress,
                    !Self.mayNeedEscape(ByteWord(at: base + index))
                {
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
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            writeEscape(for: byte, followedBy: length == 3 ? text[index + 2] : 0)
            index += length
            runStart = index
        }
        storage.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
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
            let isSeparator =
                index + 2 < text.count && text[index + 1] == 0x80
                && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
            return isSeparator ? 3 : 0
        default:
            return 1
        }
    }

    /// Writes the escape for `byte`; `last` is the third byte of U+2028/U+2029 when `byte` is 0xE2.
    private mutating func writeEscape(for byte: UInt8, followedBy last: UInt8) {
        storage.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: storage.append(UInt8(ascii: "\""))
        case 0x5C: storage.append(UInt8(ascii: "\\"))
        case 0x2F: storage.append(UInt8(ascii: "/"))
        case 0x08: storage.append(UInt8(ascii: "b"))
        case 0x0C: storage.append(UInt8(ascii: "f"))
        case 0x0A: storage.append(UInt8(ascii: "n"))
        case 0x0D: storage.append(UInt8(ascii: "r"))
        case 0x09: storage.append(UInt8(ascii: "t"))
        case 0xE2:
            storage.append(contentsOf: [0x75, 0x32, 0x30, 0x32])  // u202
            storage.append(last == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
        default:
            storage.append(contentsOf: [0x75, 0x30, 0x30])  // u00
            storage.append(hexDigit(byte >> 4))
            storage.append(hexDigit(byte & 0xF))
        }
    }

    private func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }
}
