/// Where the lines of a text are, found once, on first use, by whichever thread asks first.
///
/// Lines break where libyaml breaks them (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029), so that the
/// line numbers of its marks and ours agree.
final class LineTable: @unchecked Sendable {
    /// The lines of a text.
    struct Lines {
        /// The byte range of every line, without its line break.
        var ranges: [Range<Int>]
        /// Whether each line is ASCII only, so that its columns are its byte offsets.
        var isASCII: [Bool]
    }

    /// Guards `found`.
    private let lock = Lock()
    private var found: Lines?

    /// The lines of `bytes`, which must be the same text at every call.
    func lines(of bytes: [UInt8]) -> Lines {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let lines = Self.find(in: bytes)
        found = lines
        return lines
    }

    private static func find(in bytes: [UInt8]) -> Lines {
        var ranges: [Range<Int>] = []
        var ascii: [Bool] = []
        var lineIsASCII = true
        var start = 0
        var index = 0
        while index < bytes.count {
            // Every line break starts with one of these four bytes; most bytes are none of them.
            switch bytes[index] {
            case 0x0A, 0x0D, 0xC2, 0xE2: break
            case 0x80...:
                lineIsASCII = false
                index += 1
                continue
            default:
                index += 1
                continue
            }
            let breakLength = lineBreakLength(in: bytes, at: index)
            if breakLength > 0 {
                ranges.append(start..<index)
                ascii.append(lineIsASCII)
                lineIsASCII = true
                index += breakLength
                start = index
            } else {
                lineIsASCII = lineIsASCII && bytes[index] < 0x80
                index += 1
            }
        }
        ranges.append(start..<bytes.count)
        ascii.append(lineIsASCII)
        return Lines(ranges: ranges, isASCII: ascii)
    }

    /// The length of the line break at `index`, or 0 if there is none.
    private static func lineBreakLength(in bytes: [UInt8], at index: Int) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2 where byte(1) == 0x85: return 2
        case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3
        default: return 0
        }
    }
}
