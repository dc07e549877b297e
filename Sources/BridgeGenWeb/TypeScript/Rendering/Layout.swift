/// Text laid out on one or more lines, each at a depth of indentation steps relative to the first
/// line's: what the TypeScript renderer builds an expression, a type or a signature into before it
/// prints it, so that a construct can continue the line before it and be followed on its last line.
struct Layout: Equatable, Sendable {
    /// One line, at `depth` steps deeper than the first.
    struct Line: Equatable, Sendable {
        var depth: Int
        var text: String
    }

    /// The lines, never empty.
    private(set) var lines: [Line]

    /// One line of `text`.
    init(_ text: String) {
        lines = [Line(depth: 0, text: text)]
    }

    /// `self`, and `other` continuing its last line, at that line's depth.
    static func + (lhs: Layout, rhs: Layout) -> Layout {
        var result = lhs
        let last = result.lines.removeLast()
        result.lines.append(Line(depth: last.depth, text: last.text + rhs.lines[0].text))
        result.lines += rhs.lines.dropFirst().map { Line(depth: $0.depth + last.depth, text: $0.text) }
        return result
    }

    /// `self`, its last line ending in `text`.
    static func + (lhs: Layout, rhs: String) -> Layout {
        var result = lhs
        result.lines[result.lines.count - 1].text += rhs
        return result
    }

    /// `layout`, its first line starting with `text`.
    static func + (lhs: String, rhs: Layout) -> Layout {
        var result = rhs
        result.lines[0].text = lhs + result.lines[0].text
        return result
    }

    /// Adds `layout` on lines of its own, `depth` steps deeper than the first line.
    mutating func append(_ layout: Layout, depth: Int) {
        lines += layout.lines.map { Line(depth: $0.depth + depth, text: $0.text) }
    }
}

/// Where a construct starts and what follows it: what the renderer needs to decide whether it fits
/// on one line.
struct LayoutPosition: Sendable {
    /// The columns the current line's indentation takes.
    var indent: Int
    /// The column the construct starts at.
    var column: Int
    /// The columns that follow the construct on its last line, such as `;` or `): void {`.
    var trailing: Int

    /// Whether `text` fits between the construct's start and what follows it.
    func fits(_ text: String) -> Bool {
        column + text.count + trailing <= TypeScriptRenderer.lineWidth
    }

    /// `columns` further along the line.
    func advanced(by columns: Int, trailing: Int? = nil) -> LayoutPosition {
        LayoutPosition(indent: indent, column: column + columns, trailing: trailing ?? self.trailing)
    }

    /// The start of a new line one step deeper, followed by `trailing` columns.
    func nextLine(trailing: Int) -> LayoutPosition {
        LayoutPosition(indent: indent + TypeScriptRenderer.indentWidth, column: indent + TypeScriptRenderer.indentWidth, trailing: trailing)
    }
}
