import BridgeGenKit

/// The shortcut for text the layout would leave as it is.
///
/// Nearly every generated doc comment is a few short paragraphs with a blank line between them, such
/// as a field's description, a note on its default and the spec path it came from. Laying that out
/// splits it into lines and items and puts the same lines back together, and that was a third of
/// the renderer's time for a large spec. Such text is recognised and copied into the output in one
/// pass over its bytes instead.
extension DocCommentFormatter {
    /// Prints the layout of `text` as `///` lines at the printer's indentation, `///` alone for an
    /// empty line.
    package func print(_ text: String, into printer: inout CodePrinter) {
        guard !printLaidOut(text, into: &printer) else { return }
        for line in lines(text) { printer.print(line.isEmpty ? "///" : "/// ", line[...]) }
    }

    /// Prints `text` as `print(_:into:)` does when its layout is its own non-empty lines with blank
    /// lines between them, so that nothing needs to be joined, wrapped, trimmed or measured in
    /// characters; otherwise prints nothing and returns false.
    ///
    /// That holds for ASCII text with no control bytes but line feeds (no tabs, no carriage returns),
    /// where every line fits the width, neither starts nor ends with a space, has no two spaces in a
    /// row and opens no code fence, and where no two non-empty lines follow each other (a soft line
    /// break would join them). Blank lines before the first line and after the last are dropped, and
    /// a run of them between two lines prints as one.
    func printLaidOut(_ text: String, into printer: inout CodePrinter) -> Bool {
        var contiguous = text
        return contiguous.withUTF8 { text in
            printer.printLines { output, indentation in appendLaidOut(text, indentation: indentation, to: &output) }
        }
    }

    /// Appends the lines of laid-out `text` to `output`, checking each as it goes; false as soon as
    /// one is not laid out, `output` then holding part of them.
    private func appendLaidOut(_ text: UnsafeBufferPointer<UInt8>, indentation: [UInt8], to output: inout [UInt8]) -> Bool {
        let space = UInt8(ascii: " ")
        var hasPrinted = false
        var isBlankPending = false
        var previousLineHasText = false
        var offset = 0
        while offset < text.count {
            let start = offset
            var previous = UInt8(ascii: "\n")
            while offset < text.count, text[offset] != UInt8(ascii: "\n") {
                let byte = text[offset]
                // Control bytes and non-ASCII text (outside 0x20 to 0x7F) and doubled spaces take the full layout.
                guard byte &- space < 0x60, byte != space || previous != space else { return false }
                previous = byte
                offset += 1
            }
            let end = offset
            offset += 1
            guard end > start else {
                isBlankPending = hasPrinted
                previousLineHasText = false
                continue
            }
            let first = text[start]
            guard !previousLineHasText, end - start <= width, first != space, previous != space else { return false }
            if first == UInt8(ascii: "`") || first == UInt8(ascii: "~"), end - start >= 3, text[start + 1] == first,
                text[start + 2] == first
            {
                return false
            }
            if isBlankPending {
                output += indentation
                output += "///\n".utf8
            }
            output += indentation
            output += "/// ".utf8
            output += UnsafeBufferPointer(rebasing: text[start..<end])
            output.append(UInt8(ascii: "\n"))
            hasPrinted = true
            isBlankPending = false
            previousLineHasText = true
        }
        return true
    }
}
