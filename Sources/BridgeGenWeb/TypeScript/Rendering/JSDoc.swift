/// JSDoc comments, wrapped to the line width, so editors show the spec's descriptions.
extension TypeScriptRenderer {
    /// The lines of `paragraphs` as one `/** … */` comment at `indent` columns: on one line when a
    /// single paragraph fits; none when every paragraph is empty.
    func docLines(_ paragraphs: [String], indent: Int) -> [String] {
        let paragraphs = paragraphs.filter { !$0.isEmpty }.map(escaped)
        guard !paragraphs.isEmpty else { return [] }
        if paragraphs.count == 1, indent + "/**  */".count + paragraphs[0].count <= Self.lineWidth {
            return ["/** \(paragraphs[0]) */"]
        }
        // " * " starts every line of a long comment.
        let width = Self.lineWidth - indent - 3
        var lines = ["/**"]
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(" *") }
            lines += Self.wrap(paragraph, width: width).map { " * " + $0 }
        }
        lines.append(" */")
        return lines
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

    /// A description with `*/` broken up, so it cannot end the comment early, on one line.
    private func escaped(_ text: String) -> String {
        text.replacing("*/", with: "*\\/").replacing("\n", with: " ")
    }
}
