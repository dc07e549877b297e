/// Text laid out on one or more lines, each at a depth of indentation steps relative to the first
/// line's: what a renderer builds an expression, a type or a signature into before it prints it, so
/// that a construct can continue the line before it and be followed on its last line.
package struct Layout: Equatable, Sendable {
    /// One line, at `depth` steps deeper than the first.
    package struct Line: Equatable, Sendable {
        package var depth: Int
        package var text: String
    }

    /// The lines, never empty.
    package private(set) var lines: [Line]

    /// One line of `text`.
    package init(_ text: String) {
        lines = [Line(depth: 0, text: text)]
    }

    /// `layouts` one after another, each starting a line of its own at the first's depth.
    package init(stacking layouts: [Layout]) {
        precondition(!layouts.isEmpty, "a layout has at least one line")
        lines = layouts.flatMap(\.lines)
    }

    /// Whether it is one line.
    package var isSingleLine: Bool { lines.count == 1 }

    /// `self`, and `other` continuing its last line, at that line's depth.
    package static func + (lhs: Layout, rhs: Layout) -> Layout {
        var result = lhs
        let last = result.lines.removeLast()
        result.lines.append(Line(depth: last.depth, text: last.text + rhs.lines[0].text))
        result.lines += rhs.lines.dropFirst().map { Line(depth: $0.depth + last.depth, text: $0.text) }
        return result
    }

    /// `self`, its last line ending in `text`.
    package static func + (lhs: Layout, rhs: String) -> Layout {
        var result = lhs
        result.lines[result.lines.count - 1].text += rhs
        return result
    }

    /// `layout`, its first line starting with `text`.
    package static func + (lhs: String, rhs: Layout) -> Layout {
        var result = rhs
        result.lines[0].text = lhs + result.lines[0].text
        return result
    }

    /// Adds `layout` on lines of its own, `depth` steps deeper than the first line.
    package mutating func append(_ layout: Layout, depth: Int) {
        lines += layout.lines.map { Line(depth: $0.depth + depth, text: $0.text) }
    }
}

/// Where a construct starts and what follows it: what a renderer needs to decide whether it fits on
/// one line.
package struct LayoutPosition: Sendable {
    /// The columns the current line's indentation takes.
    package var indent: Int
    /// The column the construct starts at.
    package var column: Int
    /// The columns that follow the construct on its last line, such as `;` or `) {`.
    package var trailing: Int
    /// The most columns a line takes, indentation included.
    package var lineWidth: Int
    /// The columns of one step of indentation.
    package var indentWidth: Int

    package init(indent: Int, column: Int, trailing: Int, lineWidth: Int, indentWidth: Int) {
        self.indent = indent
        self.column = column
        self.trailing = trailing
        self.lineWidth = lineWidth
        self.indentWidth = indentWidth
    }

    /// Whether `text` fits between the construct's start and what follows it.
    package func fits(_ text: String) -> Bool {
        // Counting bytes is quick, and never gives fewer than the characters.
        column + text.utf8.count + trailing <= lineWidth || column + text.count + trailing <= lineWidth
    }

    /// `columns` further along the line.
    package func advanced(by columns: Int, trailing: Int? = nil) -> LayoutPosition {
        LayoutPosition(
            indent: indent, column: column + columns, trailing: trailing ?? self.trailing, lineWidth: lineWidth,
            indentWidth: indentWidth)
    }

    /// The start of a new line one step deeper, followed by `trailing` columns.
    package func nextLine(trailing: Int) -> LayoutPosition {
        LayoutPosition(
            indent: indent + indentWidth, column: indent + indentWidth, trailing: trailing, lineWidth: lineWidth,
            indentWidth: indentWidth)
    }
}

extension CodePrinter {
    /// Prints `layout` at the current indentation, each line at its depth, without trailing spaces.
    package mutating func print(_ layout: Layout) {
        var depth = 0
        for line in layout.lines {
            while depth < line.depth { indent(); depth += 1 }
            while depth > line.depth { outdent(); depth -= 1 }
            var text = Substring(line.text)
            while text.last == " " { text = text.dropLast() }
            print(text)
        }
        while depth > 0 { outdent(); depth -= 1 }
    }
}
