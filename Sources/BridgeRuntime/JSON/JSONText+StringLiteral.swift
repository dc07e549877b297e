/// JSON text as the contents of a JavaScript string literal, for a page to `JSON.parse`: a message
/// handed over as a string is data, where the same text evaluated as an object literal is code, in
/// which a `"__proto__"` key sets the object's prototype instead of making a key.
extension JSONText {
    /// The text as a double-quoted JavaScript string literal (quotes included), between the UTF-8
    /// bytes `prefix` and `suffix`, laid out once, in place, like ``string(between:and:)``.
    ///
    /// Escaped: `"` and `\`, which would end the literal or start an escape; line feed and carriage
    /// return (JSON allows them between tokens, a literal does not); tab, so that the literal is
    /// also a JSON string whose value is the text; and U+2028 and U+2029, line terminators to
    /// JavaScript before ES2019. Nothing else can end the literal, so no text can leave it. Deferred
    /// base64 values need no escape and are encoded straight into it.
    func stringLiteral(between prefix: [UInt8], and suffix: [UInt8]) -> String {
        let escapes = storage.withUnsafeBytes(Self.extraBytes(escaping:))
        let literalCount = count + escapes + 2
        let total = prefix.count + literalCount + suffix.count
        return String(unsafeUninitializedCapacity: total) { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            Self.copy(prefix, to: base)
            var written = prefix.count
            base.storeBytes(of: UInt8(ascii: "\""), toByteOffset: written, as: UInt8.self)
            written += 1
            written += writeEscaped(to: base + written)
            base.storeBytes(of: UInt8(ascii: "\""), toByteOffset: written, as: UInt8.self)
            written += 1
            Self.copy(suffix, to: base + written)
            return written + suffix.count
        }
    }

    /// Writes the text with its escapes at `output`; returns how many bytes.
    private func writeEscaped(to output: UnsafeMutableRawPointer) -> Int {
        storage.withUnsafeBytes { stored in
            var read = 0
            var written = 0
            for value in deferred {
                written += Self.escape(UnsafeRawBufferPointer(rebasing: stored[read..<value.offset]), to: output + written)
                read = value.offset
                value.encode(into: output + written)
                written += value.encodedCount
            }
            written += Self.escape(UnsafeRawBufferPointer(rebasing: stored[read...]), to: output + written)
            return written
        }
    }

    /// How many more bytes `text` takes escaped.
    private static func extraBytes(escaping text: UnsafeRawBufferPointer) -> Int {
        var extra = 0
        var index = 0
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x09, 0x0A, 0x0D: extra += 1
            case 0xE2 where isLineSeparator(text, at: index): extra += 3
            default: break
            }
            index += 1
        }
        return extra
    }

    /// Copies `text` to `output` with its escapes; returns how many bytes it wrote.
    private static func escape(_ text: UnsafeRawBufferPointer, to output: UnsafeMutableRawPointer) -> Int {
        var written = 0
        var runStart = 0
        var index = 0
        func flush(upTo end: Int) {
            guard end > runStart, let start = text.baseAddress else { return }
            (output + written).copyMemory(from: start + runStart, byteCount: end - runStart)
            written += end - runStart
        }
        func put(_ escape: StaticString) {
            (output + written).copyMemory(from: escape.utf8Start, byteCount: escape.utf8CodeUnitCount)
            written += escape.utf8CodeUnitCount
        }
        while index < text.count {
            let byte = text[index]
            let escape: StaticString
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = #"\""#
            case UInt8(ascii: "\\"): escape = #"\\"#
            case 0x09: escape = #"\t"#
            case 0x0A: escape = #"\n"#
            case 0x0D: escape = #"\r"#
            case 0xE2 where isLineSeparator(text, at: index):
                escape = text[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
                length = 3
            default:
                index += 1
                continue
            }
            flush(upTo: index)
            put(escape)
            index += length
            runStart = index
        }
        flush(upTo: text.count)
        return written
    }

    /// Whether U+2028 or U+2029 (E2 80 A8, E2 80 A9) starts at `index`.
    private static func isLineSeparator(_ text: UnsafeRawBufferPointer, at index: Int) -> Bool {
        index + 2 < text.count && text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
    }
}
