import BridgeGenKit

/// A paragraph or a list item of a doc comment, and how to wrap it.
struct DocCommentItem {
    /// What the first line starts with: the item's indentation and list marker.
    private(set) var prefix: Substring
    /// The columns `prefix` takes; wrapped lines start with as many spaces, to line up under the text.
    private(set) var prefixColumns: Int
    /// The words of the item, on one line.
    private(set) var text: String

    /// A paragraph: an item without a list marker.
    init(text: Substring) {
        self.prefix = ""
        self.prefixColumns = 0
        self.text = String(text)
    }

    /// The item that `line` starts, when it starts with a list marker such as `- ` or `12. `.
    init?(listItemLine line: Substring) {
        let rest = line.droppingLeadingWhitespace()
        let bytes = rest.utf8
        let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        let markerLength = digits + 1
        guard bytes.count > markerLength,
            bytes[bytes.index(bytes.startIndex, offsetBy: markerLength)] == UInt8(ascii: " ")
        else { return nil }
        let marker = bytes[bytes.index(bytes.startIndex, offsetBy: digits)]
        let isBullet = digits == 0 && (marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+"))
        let isNumbered = digits > 0 && (marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")"))
        guard isBullet || isNumbered else { return nil }
        let textStart = bytes.index(bytes.startIndex, offsetBy: markerLength + 1)
        prefix = line[..<textStart]
        prefixColumns = prefix.docCommentColumns
        text = String(rest[textStart...].droppingLeadingWhitespace())
    }

    /// Joins a continuation line to the item, as Markdown joins a soft line break.
    mutating func append(_ line: Substring) {
        text += " "
        text += line
    }

    /// Appends the item's lines to `lines`, each as long as `width` allows, greedily filled.
    func appendWrapped(width: Int, to lines: inout [String]) {
        // Most items are one short sentence: when the text fits and has no run of spaces to
        // collapse, it is its own layout, and splitting it into words would only put it back together.
        if fits(width: width), !Self.hasSpaceRun(text) {
            lines.append(prefix.isEmpty ? text : prefix + text)
            return
        }
        let words = DocCommentItem.wordOffsets(of: text)
        guard !Self.hasSpaceRun(text), let first = words.first else {
            return appendWrapped(words.map { text.slice(utf8: $0) }, width: width, to: &lines)
        }
        // Without tabs or runs of spaces, and with none at either end, one space stands between two
        // words, so a line of words is a slice of the text: no line is built word by word, and words
        // are offsets into it until a line is cut.
        let wordColumns = columns(ofWordsAt: words)
        var lineStart = first.lowerBound
        var lineEnd = first.upperBound
        var columns = prefixColumns + wordColumns[0]
        var linePrefix = String(prefix)
        for (word, wordColumns) in zip(words, wordColumns).dropFirst() {
            if columns + 1 + wordColumns <= width {
                lineEnd = word.upperBound
                columns += 1 + wordColumns
            } else {
                lines.append(linePrefix + text.slice(utf8: lineStart..<lineEnd))
                linePrefix = String(repeating: " ", count: prefixColumns)
                lineStart = word.lowerBound
                lineEnd = word.upperBound
                columns = prefixColumns + wordColumns
            }
        }
        lines.append(linePrefix + text.slice(utf8: lineStart..<lineEnd))
    }

    /// Whether the item is one line of at most `width` columns.
    ///
    /// Its characters are counted only when its bytes are too many and its ASCII bytes are not: each
    /// ASCII byte is a character of its own (the text has no line breaks, and only CR LF joins two), so
    /// text with more ASCII bytes than room, such as a long paragraph with a `…`, cannot fit.
    private func fits(width: Int) -> Bool {
        let room = width - prefixColumns
        guard text.utf8.count > room else { return true }
        var contiguous = text
        let asciiCount = contiguous.withUTF8 { bytes in bytes.reduce(0) { $0 + ($1 < 0x80 ? 1 : 0) } }
        return asciiCount <= room && text.count <= room
    }

    /// The columns of the words of `text` at `words` (UTF-8 offsets): an ASCII word's are its bytes,
    /// counted without a scan of its characters; any other's are its characters.
    private func columns(ofWordsAt words: [Range<Int>]) -> [Int] {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            words.map { word in
                bytes[word].allSatisfy { $0 < 0x80 } ? word.count : text.slice(utf8: word).count
            }
        }
    }

    /// Appends the lines of `words` joined by single spaces, greedily filled: for text whose spaces
    /// are not all single ones between words.
    private func appendWrapped(_ words: [Substring], width: Int, to lines: inout [String]) {
        var current = String(prefix)
        var columns = prefixColumns
        var currentHasWords = false
        for word in words {
            let wordColumns = word.docCommentColumns
            if !currentHasWords {
                current += word
                columns += wordColumns
            } else if columns + 1 + wordColumns <= width {
                current += " "
                current += word
                columns += 1 + wordColumns
            } else {
                lines.append(current)
                current = String(repeating: " ", count: prefixColumns) + word
                columns = prefixColumns + wordColumns
            }
            currentHasWords = true
        }
        lines.append(current)
    }

    /// Where the words of `text` are, as ranges of UTF-8 offsets: runs of characters between
    /// spaces, where a code span counts as one word even when it contains spaces.
    ///
    /// A code span opens with a run of backticks and closes with a run of the same length, as in
    /// Markdown; a run with no partner later on is text, so a stray backtick cannot glue the rest of a
    /// paragraph into one word. Only spaces and tabs separate words: a no-break space does not.
    static func wordOffsets(of text: String) -> [Range<Int>] {
        // Read from the buffer by offset: stepping through `String.UTF8View` indices cost several
        // times as much for every byte of every comment, and so did making a `Substring` per word.
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            var words: [Range<Int>] = []
            var wordStart: Int?
            var openSpanLength: Int?
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "`") {
                    let runEnd = bytes[offset...].firstIndex { $0 != UInt8(ascii: "`") } ?? bytes.count
                    let run = runEnd - offset
                    if let length = openSpanLength {
                        if run == length { openSpanLength = nil }
                    } else if hasBacktickRun(of: run, in: bytes[runEnd...]) {
                        openSpanLength = run
                    }
                    wordStart = wordStart ?? offset
                    offset = runEnd
                    continue
                }
                if openSpanLength == nil && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) {
                    if let start = wordStart { words.append(start..<offset) }
                    wordStart = nil
                } else {
                    wordStart = wordStart ?? offset
                }
                offset += 1
            }
            if let start = wordStart { words.append(start..<bytes.count) }
            return words
        }
    }

    /// Whether `text` has a tab or two spaces in a row, which wrapping would turn into one space.
    private static func hasSpaceRun(_ text: String) -> Bool {
        // Read from the buffer, as `wordOffsets(of:)` reads it.
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            var previousWasSpace = false
            for byte in bytes {
                if byte == UInt8(ascii: "\t") || (byte == UInt8(ascii: " ") && previousWasSpace) { return true }
                previousWasSpace = byte == UInt8(ascii: " ")
            }
            return false
        }
    }

    /// Whether `bytes` contain a run of exactly `length` backticks.
    private static func hasBacktickRun(of length: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var run = 0
        for byte in bytes {
            if byte == UInt8(ascii: "`") {
                run += 1
            } else {
                if run == length { return true }
                run = 0
            }
        }
        return run == length
    }
}
