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
    /// `level` steps of `indentUnit`, kept so that printing a line does not build it again.
    private var indentation = ""

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
        // Line breaks are found byte by byte: splitting by characters was a tenth of the generator's time.
        let hasLineBreak =
            line.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
            ?? line.utf8.contains(UInt8(ascii: "\n"))
        guard hasLineBreak else {
            printLine(line[...])
            return
        }
        for part in line.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            printLine(Substring(part))
        }
    }

    /// Prints `start` and `rest` as one line, without joining them first; neither may contain a newline.
    package mutating func print(_ start: String, _ rest: Substring) {
        assert(!start.utf8.contains(UInt8(ascii: "\n")) && !rest.utf8.contains(UInt8(ascii: "\n")), "print(_:_:) prints one line")
        content += indentation
        content += start
        content += rest
        content += "\n"
    }

    private mutating func printLine(_ line: Substring) {
        if !line.isEmpty {
            content += indentation
            content += line
        }
        content += "\n"
    }

    /// Increases the indentation of the lines printed after it by one step.
    package mutating func indent() {
        level += 1
        indentation += indentUnit
    }

    /// Decreases the indentation by one step.
    ///
    /// - Precondition: The printer is indented: an unbalanced `outdent` is a bug in the caller.
    package mutating func outdent() {
        precondition(level > 0, "outdent() without a matching indent()")
        level -= 1
        indentation = String(repeating: indentUnit, count: level)
    }

    /// Prints what `body` prints one level deeper.
    package mutating func withIndentation(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }
}
