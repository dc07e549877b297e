/// Collects lines of text at the current indentation; the only place that indents.
///
/// The renderer calls `indent()` and `outdent()` around bodies (or `withIndentation`), and `print`
/// for each line, so no caller ever writes leading spaces itself.
package struct CodePrinter: Sendable {
    /// What has been printed so far; every printed line ends with a newline.
    package private(set) var content = ""
    /// The text of one indentation step.
    package let indentUnit: String
    private var level = 0

    /// An empty printer at the left margin that indents by `indentUnit`, four spaces unless told.
    package init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
    }

    /// The number of columns the current indentation takes, to measure how much room a line has.
    package var indentationWidth: Int { level * indentUnit.count }

    /// Prints `line` and a newline; a line containing newlines prints as several lines.
    ///
    /// Empty lines get no indentation, so the output never has trailing whitespace.
    package mutating func print(_ line: String = "") {
        for part in line.split(separator: "\n", omittingEmptySubsequences: false) {
            if !part.isEmpty {
                content += String(repeating: indentUnit, count: level)
                content += part
            }
            content += "\n"
        }
    }

    /// Increases the indentation of the lines printed after it by one step.
    package mutating func indent() {
        level += 1
    }

    /// Decreases the indentation by one step.
    ///
    /// - Precondition: The printer is indented: an unbalanced `outdent` is a bug in the caller.
    package mutating func outdent() {
        precondition(level > 0, "outdent() without a matching indent()")
        level -= 1
    }

    /// Prints what `body` prints one level deeper.
    package mutating func withIndentation(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }
}
