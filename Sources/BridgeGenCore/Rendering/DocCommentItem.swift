/// A paragraph or a list item of a doc comment, and how to wrap it.
struct DocCommentItem {
    /// What the first line starts with: the item's indentation and list marker.
    var prefix: String
    /// What the wrapped lines start with, so that they line up under the item's text.
    var hangingIndent: String
    /// The words of the item, on one line.
    var text: String

    init(prefix: String, hangingIndent: String, text: String) {
        self.prefix = prefix
        self.hangingIndent = hangingIndent
        self.text = text
    }

    /// The item that `line` starts, when it starts with a list marker such as `- ` or `12. `.
    init?(listItemLine line: String) {
        let indentation = line.prefix(while: \.isWhitespace)
        let rest = line.dropFirst(indentation.count)
        let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
        let markerEnd = digits.isEmpty ? rest.prefix(1) : rest.prefix(digits.count + 1)
        let marker = String(markerEnd)
        let isBullet = digits.isEmpty && ["-", "*", "+"].contains(marker)
        let isNumbered = !digits.isEmpty && (marker.hasSuffix(".") || marker.hasSuffix(")"))
        guard isBullet || isNumbered, rest.dropFirst(marker.count).first == " " else { return nil }
        prefix = indentation + marker + " "
        hangingIndent = String(repeating: " ", count: prefix.count)
        text = String(rest.dropFirst(marker.count + 1).drop(while: \.isWhitespace))
    }

    /// The item's lines, each as long as `width` allows, greedily filled.
    func wrapped(width: Int) -> [String] {
        var lines: [String] = []
        var current = prefix
        var currentHasWords = false
        for word in DocCommentItem.words(of: text) {
            if !currentHasWords {
                current += word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = hangingIndent + word
            }
            currentHasWords = true
        }
        lines.append(current)
        return lines
    }

    /// The words of `text`: runs of characters between spaces, where a code span counts as one word
    /// even when it contains spaces.
    ///
    /// A code span opens with a run of backticks and closes with a run of the same length, as in
    /// Markdown; a run with no partner later on is text, so a stray backtick cannot glue the rest of a
    /// paragraph into one word. Only spaces and tabs separate words: a no-break space does not.
    static func words(of text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var word = ""
        var openSpanLength: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                let run = characters[index...].prefix(while: { $0 == "`" }).count
                if let length = openSpanLength {
                    if run == length { openSpanLength = nil }
                } else if hasBacktickRun(of: run, in: characters[(index + run)...]) {
                    openSpanLength = run
                }
                word += String(repeating: "`", count: run)
                index += run
                continue
            }
            if openSpanLength == nil && (character == " " || character == "\t") {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
            index += 1
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Whether `characters` contain a run of exactly `length` backticks.
    private static func hasBacktickRun(of length: Int, in characters: ArraySlice<Character>) -> Bool {
        var run = 0
        for character in characters {
            if character == "`" {
                run += 1
            } else {
                if run == length { return true }
                run = 0
            }
        }
        return run == length
    }
}
