import BridgeGenKit

/// The shortcut for text the layout would leave as it is.
///
/// Nearly every generated doc comment is a few short paragraphs with a blank line between them, such
/// as a field's description, a note on its default and the spec path it came from. Laying that out
/// splits it into lines and items and puts the same lines back together, and that was a third of
/// the renderer's time for a large spec. Such text is recognised and copied into the output in one
/// pass over its bytes instead; a paragraph of one line that is too long or holds non-ASCII text is
/// wrapped on its own, as the full layout wraps it.
extension DocCommentFormatter {
    /// Prints the layout of `text` as `///` lines at the printer's indentation, `///` alone for an
    /// empty line.
    package func print(_ text: String, into printer: inout CodePrinter) {
        guard !printLaidOut(text, into: &printer) else { return }
        for line in lines(text) { printer.print(line.isEmpty ? "///" : "/// ", line[...]) }
    }

    /// Prints `text` as `print(_:into:)` does when its layout is its own paragraphs of one line each,
    /// with blank lines between them, so that nothing needs to be joined or trimmed; otherwise prints
    /// nothing and returns false.
    ///
    /// That holds for text with no control bytes but line feeds (no tabs, no carriage returns), where
    /// no line starts or ends with a space or a non-ASCII character, has two spaces in a row or opens a
    /// code fence, and where no two non-empty lines follow each other (a soft line break would join
    /// them). A line that is ASCII and fits the width is its own layout; any other is wrapped as the
    /// full layout wraps a paragraph or a list item. Blank lines before the first line and after the
    /// last are dropped, and a run of them between two lines prints as one.
    func printLaidOut(_ text: String, into printer: inout CodePrinter) -> Bool {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            printer.printLines { output, indentation in
                appendLaidOut(text, bytes, indentation: indentation, to: &output)
            }
        }
    }

    /// Appends the lines of laid-out `source`, whose UTF-8 is `text`, to `output`, checking each as it
    /// goes; false as soon as one is not laid out, `output` then holding part of them.
    private func appendLaidOut(
        _ source: String, _ text: UnsafeBufferPointer<UInt8>, indentation: [UInt8], to output: inout [UInt8]
    ) -> Bool {
        let space = UInt8(ascii: " ")
        var hasPrinted = false
        var isBlankPending = false
        var previousLineHasText = false
        var offset = 0
        while offset < text.count {
            let start = offset
            var previous = UInt8(ascii: "\n")
            var isASCII = true
            while offset < text.count, text[offset] != UInt8(ascii: "\n") {
                let byte = text[offset]
                // Control bytes and doubled spaces take the full layout.
                guard byte >= space, byte != space || previous != space else { return false }
                isASCII = isASCII && byte < 0x80
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
            guard !previousLineHasText, first != space, previous != space, first < 0x80, previous < 0x80 else {
                return false
            }
            if first == UInt8(ascii: "`") || first == UInt8(ascii: "~"), end - start >= 3, text[start + 1] == first,
                text[start + 2] == first
            {
                return false
            }
            if isBlankPending {
                output += indentation
                output += "///\n".utf8
            }
            if isASCII && end - start <= width {
                output += indentation
                output += "/// ".utf8
                output += UnsafeBufferPointer(rebasing: text[start..<end])
                output.append(UInt8(ascii: "\n"))
            } else {
                appendWrapped(source.slice(utf8: start..<end), indentation: indentation, to: &output)
            }
            hasPrinted = true
            isBlankPending = false
            previousLineHasText = true
        }
        return true
    }

    /// Appends the lines of a paragraph or list item of one line, wrapped as `lines(_:)` wraps it.
    private func appendWrapped(_ line: Substring, indentation: [UInt8], to output: inout [UInt8]) {
        let item = DocCommentItem(listItemLine: line) ?? DocCommentItem(text: line)
        var lines: [String] = []
        item.appendWrapped(width: width, to: &lines)
        for line in lines {
            output += indentation
            output += (line.isEmpty ? "///" : "/// ").utf8
            output += line.utf8
            output.append(UInt8(ascii: "\n"))
        }
    }
}
