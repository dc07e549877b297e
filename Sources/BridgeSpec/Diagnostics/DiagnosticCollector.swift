/// Gathers every diagnostic of a run, so that all problems are reported at once instead of one per
/// run.
package struct DiagnosticCollector: Sendable {
    /// The diagnostics in the order they were found.
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// Records a diagnostic.
    package mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records several diagnostics, such as those of an earlier stage.
    package mutating func emit(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Records an error at `location`.
    package mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    /// Records a warning at `location`.
    package mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(.warning(message, at: location, notes: notes))
    }

    /// How many errors have been recorded so far; a reader compares counts to learn whether one
    /// element of the spec loaded cleanly.
    package var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// Whether any error has been recorded.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics sorted by position (file-wide ones first); those at the same position keep the
    /// order they were found in.
    package var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let left?, let right?): return left == right ? lhs.offset < rhs.offset : left < right
            }
        }.map(\.element)
    }
}
