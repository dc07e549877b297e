/// A position in a spec file: 1-based line and column, as editors and compilers count them.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    package var file: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, counted in Unicode scalars.
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form Xcode and SwiftPM turn into an inline annotation.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
