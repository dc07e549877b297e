import Foundation
import BridgeGenKit

/// Prints JSDoc comments, wrapped to the line length, so editors show the spec's descriptions.
enum JSDoc {
    /// The longest line a comment is wrapped to, indentation included.
    static let lineLength = 110

    /// Prints `paragraphs` as one `/** … */` comment; nothing when they are all empty.
    static func print(_ paragraphs: [String], to printer: inout CodePrinter) {
        let paragraphs = paragraphs.filter { !$0.isEmpty }
        guard !paragraphs.isEmpty else { return }
        // " * " starts every line of a long comment.
        let width = lineLength - printer.indentationWidth - 3
        if paragraphs.count == 1, printer.indentationWidth + "/**  */".count + escaped(paragraphs[0]).count <= lineLength {
            printer.print("/** \(escaped(paragraphs[0])) */")
            return
        }
        printer.print("/**")
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { printer.print(" *") }
            for line in wrap(escaped(paragraph), width: width) { printer.print(" * \(line)") }
        }
        printer.print(" */")
    }

    /// Splits `text` into lines of at most `width` characters, at spaces; a longer word gets a line.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A description with `*/` broken up, so it cannot end the comment early.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "*\\/").replacingOccurrences(of: "\n", with: " ")
    }
}
