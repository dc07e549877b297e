/// Collects lines of text at the current indentation; the only place that indents.
///
/// The renderer calls `indent()` and `outdent()` around bodies (or `withIndentation`), and `print`
/// for each line, so no caller ever writes leading spaces itself.
package struct CodePrinter: Sendable {
    /// What has been printed so far; every printed line ends with a newline.
    package var content: String { String(decoding: bytes, as: UTF8.self) }
    /// The UTF-8 of `content`, for a caller that joins printed pieces into one text itself.
    package var utf8: [UInt8] { bytes }
    /// The text of one indentation step.
    package let indentUnit: String
    /// The number of columns the current indentation takes, to measure how much room a line has.
    package private(set) var indentationWidth = 0
    /// The UTF-8 of what has been printed. Lines are copied in as bytes and made a `String` once at
    /// the end: appending to a `String` checks its capacity, its flags and its breadcrumbs on every
    /// append, and a large output makes hundreds of thousands of them.
    private var bytes: [UInt8] = []
    /// The UTF-8 of `indentUnit`, and of the current indentation, `level` steps of it.
    private let unitBytes: [UInt8]
    /// The columns of `indentUnit`, counted once.
    private let unitWidth: Int
    private var indentation: [UInt8] = []
    private var level = 0
    /// Where `printLine` writes a line before copying it into `bytes`.
    private var lineBuffer = LineBuffer()

    /// An empty printer at the left margin that indents by `indentUnit`, four spaces unless told.
    package init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
        self.unitBytes = Array(indentUnit.utf8)
        self.unitWidth = indentUnit.count
    }

    /// Prints `line` and a newline; a line containing newlines prints as several lines.
    ///
    /// Empty lines get no indentation, so the output never has trailing whitespace.
    package mutating func print(_ line: String = "") {
        print(utf8: line.utf8)
    }

    /// Prints `line` and a newline; a line containing newlines prints as several lines.
    package mutating func print(_ line: Substring) {
        print(utf8: line.utf8)
    }

    private mutating func print(utf8 line: some Collection<UInt8>) {
        let isPrinted = line.withContiguousStorageIfAvailable { text -> Bool in
            // Line breaks are found byte by byte: splitting by characters was a tenth of the generator's time.
            guard !text.contains(UInt8(ascii: "\n")) else { return false }
            printLine(text)
            return true
        }
        guard isPrinted != true else { return }
        for part in Array(line).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            part.withUnsafeBufferPointer { printLine($0) }
        }
    }

    /// Prints `start` and `rest` as one line, without joining them first; neither may contain a newline.
    package mutating func print(_ start: String, _ rest: Substring) {
        assert(!start.utf8.contains(UInt8(ascii: "\n")) && !rest.utf8.contains(UInt8(ascii: "\n")), "print(_:_:) prints one line")
        bytes += indentation
        append(start.utf8)
        append(rest.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func printLine(_ line: UnsafeBufferPointer<UInt8>) {
        if !line.isEmpty {
            bytes += indentation
            bytes += line
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func append(_ text: some Collection<UInt8>) {
        if text.withContiguousStorageIfAvailable({ bytes += $0 }) == nil { bytes += text }
    }

    /// Increases the indentation of the lines printed after it by one step.
    package mutating func indent() {
        level += 1
        indentation += unitBytes
        indentationWidth += unitWidth
    }

    /// Decreases the indentation by one step.
    ///
    /// - Precondition: The printer is indented: an unbalanced `outdent` is a bug in the caller.
    package mutating func outdent() {
        precondition(level > 0, "outdent() without a matching indent()")
        level -= 1
        indentation.removeLast(unitBytes.count)
        indentationWidth -= unitWidth
    }

    /// Prints what `body` prints one level deeper.
    package mutating func withIndentation(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }
}

extension CodePrinter {
    /// A line being written for the printer, without its indentation.
    package struct Line: TextOutput {
        @usableFromInline let buffer: LineBuffer

        /// Appends `text` to the line. Inlinable: the renderers call it for every piece of every line.
        @inlinable
        package static func += (line: inout Line, text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ line.buffer.append($0) }) == nil {
                Array(text.utf8).withUnsafeBufferPointer { line.buffer.append($0) }
            }
        }

        /// The columns the line's text takes: its bytes when all are ASCII, else its characters.
        package var columns: Int {
            let text = buffer.bytes
            return text.allSatisfy { $0 < 0x80 } ? text.count : String(decoding: text, as: UTF8.self).count
        }

        /// The bytes of the line's text, never fewer than its columns.
        package var utf8Count: Int { buffer.count }
    }

    /// Lets `write` append whole lines to the printed bytes, each non-empty one after `indentation`
    /// (the current indentation's bytes) and each ending in a newline; keeps them when it returns true,
    /// and removes them otherwise. For a renderer that checks text while it copies it.
    package mutating func printLines(_ write: (_ text: inout [UInt8], _ indentation: [UInt8]) -> Bool) -> Bool {
        let start = bytes.count
        let indentation = self.indentation
        guard write(&bytes, indentation) else {
            bytes.removeSubrange(start...)
            return false
        }
        return true
    }

    /// Lets `write` write a line at the current indentation, and prints it as `print(_:)` would when
    /// `write` returns true; otherwise prints nothing. It spares a renderer that writes a statement on
    /// one line to see whether it fits a `String` per line.
    package mutating func printLine(_ write: (inout Line) -> Bool) -> Bool {
        // A copy of the printer may hold the same buffer; it gets one of its own.
        if !isKnownUniquelyReferenced(&lineBuffer) { lineBuffer = LineBuffer() }
        lineBuffer.count = 0
        var line = Line(buffer: lineBuffer)
        guard write(&line) else { return false }
        // Printed as `print(_:)` prints it: no indentation on an empty line, a line per line break.
        print(utf8: lineBuffer.bytes)
        return true
    }
}
