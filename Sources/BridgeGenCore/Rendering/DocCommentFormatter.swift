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
/// Widths count characters (grapheme clusters), so `é`, `ü` or an emoji take one column each.
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
        var fence: String?
        var pendingParagraphBreak = false

        func finishItem() {
            if let finished = item {
                output += finished.wrapped(width: width)
                item = nil
            }
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // Without trailing whitespace; found from the end rather than by reversing the line twice,
            // which went character by character through generic code and was most of the renderer's time.
            let line = rawLine.lastIndex { !$0.isWhitespace }.map { String(rawLine[...$0]) } ?? ""
            let content = line.drop(while: \.isWhitespace)
            if let openFence = fence {
                output.append(line)
                if content.hasPrefix(openFence) { fence = nil }
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
            if let marker = ["```", "~~~"].first(where: content.hasPrefix) {
                finishItem()
                output.append(line)
                fence = marker
            } else if let listItem = DocCommentItem(listItemLine: line) {
                finishItem()
                item = listItem
            } else if item != nil {
                item?.text += " " + content
            } else {
                item = DocCommentItem(prefix: "", hangingIndent: "", text: String(content))
            }
        }
        finishItem()
        return output
    }
}
