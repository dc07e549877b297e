/// One problem found in a spec: what is wrong, where, and how serious it is.
///
/// Diagnostics carry their own copy of the source line they point at, so that whoever renders them
/// (the CLI, a test, `bridgegen diff` comparing two revisions) needs no access to the file.
package struct Diagnostic: Equatable, Sendable {
    /// How serious a diagnostic is.
    package enum Severity: String, Equatable, Sendable {
        /// The spec cannot be used.
        case error
        /// The spec can be used, but something in it is probably a mistake.
        case warning
        /// More about the diagnostic it is attached to, such as where a duplicate was first declared.
        case note
    }

    package var severity: Severity
    /// What is wrong, in one line: lower-case, quoting names as 'name', ending with a fix if known.
    package var message: String
    /// Where the problem is; nil for problems with the file as a whole, such as an unreadable file.
    package var location: SourceLocation?
    /// Notes that explain this diagnostic, printed right after it.
    package var notes: [Diagnostic]
    /// The text of the line `location` points at, without its line break; filled in by the loader.
    package var sourceLine: String?

    package init(
        severity: Severity, message: String, location: SourceLocation?, notes: [Diagnostic] = [],
        sourceLine: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.sourceLine = sourceLine
    }

    /// An error at `location`.
    package static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(severity: .error, message: message, location: location, notes: notes)
    }

    /// A warning at `location`.
    package static func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(severity: .warning, message: message, location: location, notes: notes)
    }

    /// A note at `location`, to attach to another diagnostic.
    package static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity: .note, message: message, location: location)
    }

    /// A copy of this diagnostic and its notes with the source lines of `source` filled in, for the
    /// locations in `source`'s file.
    package func attachingSourceLines(from source: SourceText) -> Diagnostic {
        var copy = self
        if let location, location.file == source.path {
            copy.sourceLine = source.line(location.line)
        }
        copy.notes = notes.map { $0.attachingSourceLines(from: source) }
        return copy
    }
}
