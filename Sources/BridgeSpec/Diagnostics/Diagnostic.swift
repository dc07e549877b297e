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
    /// A long line is cut to a window around the column, marked `…` where it was cut.
    package var sourceLine: String?
    /// The column `location` points at within `sourceLine`: `location.column` unless the line was
    /// cut before it.
    package var sourceColumn: Int?
    /// For a diagnostic that only counts others, not kept (see `DiagnosticCollector`): how many.
    package var omitted: Omitted?

    /// How many diagnostics a run did not keep, by severity.
    package struct Omitted: Equatable, Sendable {
        package var errors = 0
        package var warnings = 0

        /// Whether there are none.
        var isEmpty: Bool { errors == 0 && warnings == 0 }

        /// Counts one more of `severity`; notes belong to a diagnostic and are not counted.
        mutating func count(_ severity: Severity) {
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }

        /// Adds `other`'s counts.
        mutating func add(_ other: Omitted) {
            errors += other.errors
            warnings += other.warnings
        }

        /// The diagnostic that reports these counts: an error if any of them is one.
        var summary: Diagnostic {
            let parts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map { count, noun in
                "\(count) more \(noun)\(count == 1 ? "" : "s")"
            }
            let message =
                "and \(parts.joined(separator: " and ")), not shown: a run reports the first "
                + "\(DiagnosticCollector.reportedLimit) problems in the file's order; fix those and run it again"
            return Diagnostic(severity: errors > 0 ? .error : .warning, message: message, location: nil, omitted: self)
        }
    }

    package init(
        severity: Severity, message: String, location: SourceLocation?, notes: [Diagnostic] = [],
        sourceLine: String? = nil, omitted: Omitted? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.sourceLine = sourceLine
        self.omitted = omitted
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
        // Room for the two `…` the window may add, so that the snippet shows it as it is.
        if let location, location.file == source.path,
            let window = source.window(of: location, width: SourceSnippet.maximumWidth - 2)
        {
            copy.sourceLine = window.text
            copy.sourceColumn = window.column
        }
        copy.notes = notes.map { $0.attachingSourceLines(from: source) }
        return copy
    }
}
