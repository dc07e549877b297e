/// The bytes of a spec file split into lines, to quote a line under a diagnostic and to turn a byte
/// offset into a line and column.
///
/// Lines break where libyaml breaks them (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029), so that the
/// line numbers of its marks and ours agree. Invalid UTF-8 decodes to U+FFFD, one per bad sequence.
package struct SourceText: Sendable {
    /// The label diagnostics use for the file.
    package let path: String
    /// The file as locations name it.
    package let file: SourceFile
    /// The file's bytes.
    package let bytes: [UInt8]
    /// The file's lines, found the first time a diagnostic needs them: a valid spec needs none,
    /// and finding them is a pass over every byte before parsing can start.
    private let lineTable = LineTable()

    package init(bytes: [UInt8], path: String) {
        self.path = path
        self.file = SourceFile(path)
        self.bytes = bytes
    }

    /// The byte range of every line, without its line break.
    private var lineRanges: [Range<Int>] { lineTable.lines(of: bytes).ranges }
    /// Whether each line is ASCII only, so that its columns are its byte offsets.
    private var asciiLines: [Bool] { lineTable.lines(of: bytes).isASCII }

    /// How many lines the text has; an empty text has one empty line.
    package var lineCount: Int { lineRanges.count }

    /// The text of the 1-based line `number`, without its line break; nil past the end.
    package func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineRanges.count else { return nil }
        return String(decoding: bytes[lineRanges[number - 1]], as: UTF8.self)
    }

    /// The part of `location`'s line around its column, at most `width` scalars, marked `…` where it
    /// was cut, with the column `location` points at in it; nil past the end. A diagnostic keeps
    /// this instead of its whole line: a spec of one 8 MB line would otherwise be copied, and
    /// scanned, once for each diagnostic on it. It costs what it keeps plus a scan up to the column.
    package func window(of location: SourceLocation, width: Int) -> (text: String, column: Int)? {
        guard location.line >= 1, location.line <= lineRanges.count else { return nil }
        let range = lineRanges[location.line - 1]
        let caret = max(location.column - 1, 0)
        if range.count <= width { return (String(decoding: bytes[range], as: UTF8.self), location.column) }
        // As wide as it can be, the column in its middle unless near an end (or, on a long line
        // that is not ASCII, whose length is not counted, the window's start).
        let head: String, body: String, tail: String, first: Int
        if asciiLines[location.line - 1] {
            first = min(max(caret - width / 2, 0), range.count - width)
            (head, tail) = (first > 0 ? "…" : "", first + width < range.count ? "…" : "")
            body = String(decoding: bytes[(range.lowerBound + first)..<(range.lowerBound + first + width)], as: UTF8.self)
        } else if range.count <= 4 * width {
            let scalars = Array(String(decoding: bytes[range], as: UTF8.self).unicodeScalars)
            guard scalars.count > width else { return (String(String.UnicodeScalarView(scalars)), location.column) }
            first = min(max(caret - width / 2, 0), scalars.count - width)
            (head, tail) = (first > 0 ? "…" : "", first + width < scalars.count ? "…" : "")
            body = String(String.UnicodeScalarView(scalars[first..<(first + width)]))
        } else {
            first = max(caret - width / 2, 0)
            let start = Self.offset(ofScalar: first, in: bytes, range: range)
            let end = Self.offset(ofScalar: width, in: bytes, range: start..<range.upperBound)
            (head, tail) = (start > range.lowerBound ? "…" : "", end < range.upperBound ? "…" : "")
            body = String(decoding: bytes[start..<end], as: UTF8.self)
        }
        return (head + body + tail, caret - first + 1 + head.unicodeScalars.count)
    }

    /// The offset of the byte that starts scalar `index` of the UTF-8 in `range` (its end when it has
    /// fewer), counting scalars as `String(decoding:as:)` does: one U+FFFD for each invalid sequence,
    /// a stray continuation byte among them.
    private static func offset(ofScalar index: Int, in bytes: [UInt8], range: Range<Int>) -> Int {
        var remaining = index
        var offset = range.lowerBound
        var iterator = bytes[range].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while remaining > 0 {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error(let length): offset += length
            case .emptyInput: return range.upperBound
            }
            remaining -= 1
        }
        return offset
    }

    /// The line and column (in Unicode scalars) of the byte at `offset`, for problems that libyaml
    /// reports as a byte offset, such as invalid UTF-8.
    package func location(ofByteOffset offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let lineIndex = lineRanges.lastIndex { $0.lowerBound <= clamped } ?? 0
        let start = lineRanges[lineIndex].lowerBound
        let end = min(clamped, lineRanges[lineIndex].upperBound)
        let column = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(source: file, line: lineIndex + 1, column: column)
    }

    /// The Unicode scalar at `location`, if the line has that many; libyaml's messages leave out which
    /// character they are about.
    package func scalar(at location: SourceLocation) -> Unicode.Scalar? {
        guard let text = line(location.line), location.column >= 1 else { return nil }
        let scalars = text.unicodeScalars
        guard let index = scalars.index(scalars.startIndex, offsetBy: location.column - 1, limitedBy: scalars.endIndex),
            index < scalars.endIndex
        else { return nil }
        return scalars[index]
    }

    /// Whether only spaces and tabs stand before `location` on its line, so it is in the indentation.
    package func isInIndentation(_ location: SourceLocation) -> Bool {
        guard let text = line(location.line) else { return false }
        return text.unicodeScalars.prefix(location.column - 1).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The offset of the first byte that does not begin a valid UTF-8 sequence, if any. libyaml points
    /// past a truncated sequence; this points at its first byte, where an editor shows the damage.
    package var firstInvalidUTF8Offset: Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
