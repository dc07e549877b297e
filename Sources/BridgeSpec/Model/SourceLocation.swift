/// A position in a spec file: 1-based line and column, as editors and compilers count them.
///
/// A location is plain data, its file a number (`SourceFile`): every node, model element and
/// diagnostic holds locations, and copying one never touches a reference count.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file the location is in.
    package var source: SourceFile
    private var storedLine: Int32
    private var storedColumn: Int32

    package init(file: String, line: Int, column: Int) {
        self.init(source: SourceFile(file), line: line, column: column)
    }

    package init(source: SourceFile, line: Int, column: Int) {
        self.source = source
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// The file's path as the user gave it.
    package var file: String { source.path }

    /// The 1-based line.
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column, counted in Unicode scalars.
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// `path:line:column`, the form Xcode and SwiftPM turn into an inline annotation.
    package var description: String { "\(file):\(line):\(column)" }

    /// By file path, then line, then column.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        guard lhs.source == rhs.source else { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
