import BridgeGenKit

/// Lays out doc-comment text as lines of at most `width` characters, without the `///`.
///
/// The text is Markdown, as DocC reads it, and comes from spec descriptions that were wrapped by
/// whoever wrote the YAML, so it is re-flowed rather than kept line for line:
/// - Paragraphs are separated by blank lines; the output keeps exactly one blank line between them.
/// - Within a paragraph, single line breaks are soft: the lines are joined and wrapped again.
/// - A line starting with a list marker (`-`, `*`, `+`, `1.` or `1)`) starts a new item. The item keeps
///   its indentation, so nested lists such as `- Parameters:` stay nested, and its wrapped lines hang
///   under its text.
/// - Fenced code blocks (```` ``` ```` or `~~~`) are copied verbatim.
/// - Lines break only at spaces, never inside a code span or a word; a URL has no spaces, so it is never
///   broken. A word longer than the width stands alone on a line that is too long.
///
/// - Every line break ends a line: LF, CR LF and a lone CR. Swift ends a `///` comment at a CR too,
///   so a CR kept inside a line would let a description write code into the generated file.
///
/// Widths count characters (grapheme clusters), so `é`, `ü` or an emoji take one column each.
///
/// Every generated declaration has a doc comment, so this runs thousands of times for a large spec.
/// It scans UTF-8 bytes for what structures the text (line breaks, spaces, tabs, backticks, list
/// markers, all ASCII, which never occur inside a multi-byte character) and slices the text rather
/// than copying it; only a word with non-ASCII bytes is measured in characters. A combining mark
/// written straight after a space or a backtick is therefore not part of it: it starts the next word
/// or follows the backtick run, where a character-by-character reading would have merged them.
package struct DocCommentFormatter: Sendable {
    /// The most characters a line may have, not counting the `/// ` in front of it.
    package var width: Int

    /// A formatter that fills lines up to `width` characters.
    package init(width: Int) {
        self.width = width
    }

    /// The lines of `text`; an empty string stands for an empty comment line.
    package func lines(_ text: String) -> [String] {
        var output: [String] = []
        var item: DocCommentItem?
        var fence: Substring?
        var pendingParagraphBreak = false

        func finishItem() {
            if let finished = item {
                finished.appendWrapped(width: width, to: &output)
                item = nil
            }
        }

        for rawLine in Self.lines(of: text) {
            let line = rawLine.droppingTrailingWhitespace()
            let content = line.droppingLeadingWhitespace()
            if let openFence = fence {
                output.append(String(line))
                if content.utf8.starts(with: openFence.utf8) { fence = nil }
                continue
            }
            if content.isEmpty {
                finishItem()
                pendingParagraphBreak = !output.isEmpty
                continue
            }
            if pendingParagraphBreak {
                output.append("")
                pendingParagraphBreak = false
            }
            // Compared as bytes: `hasPrefix` compares by Unicode equivalence, slowly, and fences are ASCII.
            if content.utf8.starts(with: "```".utf8) || content.utf8.starts(with: "~~~".utf8) {
                finishItem()
                output.append(String(line))
                fence = content[..<content.utf8.index(content.startIndex, offsetBy: 3)]  // the three ASCII marks
            } else if let listItem = DocCommentItem(listItemLine: line) {
                finishItem()
                item = listItem
            } else if item != nil {
                item?.append(content)
            } else {
                item = DocCommentItem(text: content)
            }
        }
        finishItem()
        return output
    }

    /// The text's lines, split at LF, CR LF and CR by a plain loop over the bytes (the generic
    /// `split` was a tenth of the renderer's time, and stepping through `String.UTF8View` indices
    /// costs several times a loop over the buffer).
    static func lines(of text: String) -> [Substring] {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            var lines: [Substring] = []
            var start = 0
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                    offset += 1
                    continue
                }
                lines.append(text.slice(utf8: start..<offset))
                offset += 1
                if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
                    offset += 1
                }
                start = offset
            }
            lines.append(text.slice(utf8: start..<bytes.count))
            return lines
        }
    }
}
