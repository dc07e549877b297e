import BridgeGenKit

/// The shortcut for text the layout would leave as it is.
///
/// Nearly every generated doc comment is a few short paragraphs with a blank line between them, such
/// as a field's description, a note on its default and the spec path it came from. Laying that out
/// splits it into lines and items and puts the same lines back together, and that was a third of
/// the renderer's time for a large spec. Such text is recognised in one pass over its bytes instead,
/// and its lines are handed out as slices of it.
extension DocCommentFormatter {
    /// Calls `body` with each line of the layout of `text`: the lines `lines(_:)` returns, in order,
    /// an empty one standing for an empty comment line.
    package func forEachLine(of text: String, _ body: (Substring) -> Void) {
        guard isLaidOut(text) else {
            for line in lines(text) { body(line[...]) }
            return
        }
        // A laid-out text's lines are its non-empty lines, one empty line between two of them however
        // many stood there; blank lines before the first and after the last are dropped. It has no
        // control byte but line feeds, so they alone end lines; they are found in the buffer, with
        // no array of lines in between.
        var contiguous = text
        contiguous.withUTF8 { bytes in
            var hasPrinted = false
            var isBlankPending = false
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
                defer { start = end + 1 }
                guard end > start else {
                    isBlankPending = hasPrinted
                    continue
                }
                if isBlankPending { body("") }
                body(text.slice(utf8: start..<end))
                hasPrinted = true
                isBlankPending = false
            }
        }
    }

    /// Whether the layout of `text` is its own non-empty lines with blank lines between them, so that
    /// nothing needs to be joined, wrapped, trimmed or measured in characters.
    ///
    /// That holds for ASCII text with no control bytes but line feeds (no tabs, no carriage returns),
    /// where every line fits the width, neither starts nor ends with a space, has no two spaces in a
    /// row and opens no code fence, and where no two non-empty lines follow each other (a soft line
    /// break would join them).
    func isLaidOut(_ text: String) -> Bool {
        let verdict = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var column = 0
            var previous = UInt8(ascii: "\n")
            var previousLineHasText = false
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "\n") {
                    if column > 0 {
                        guard previous != UInt8(ascii: " "), !previousLineHasText else { return false }
                    }
                    previousLineHasText = column > 0
                    column = 0
                    previous = byte
                    continue
                }
                // Control bytes (tabs, carriage returns) and non-ASCII text take the full layout.
                guard byte >= 0x20, byte < 0x80 else { return false }
                if column == 0 {
                    guard byte != UInt8(ascii: " ") else { return false }
                    if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"),
                        offset + 2 < bytes.count, bytes[offset + 1] == byte, bytes[offset + 2] == byte
                    {
                        return false
                    }
                } else if byte == UInt8(ascii: " ") && previous == UInt8(ascii: " ") {
                    return false
                }
                column += 1
                guard column <= width else { return false }
                previous = byte
            }
            return column == 0 || (previous != UInt8(ascii: " ") && !previousLineHasText)
        }
        return verdict ?? false
    }
}
