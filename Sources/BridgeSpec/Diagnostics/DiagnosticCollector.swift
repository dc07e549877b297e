/// Gathers every diagnostic of a run, so that all problems are reported at once instead of one per
/// run, within bounds: a hostile spec (100,000 anchors, a key 100,000 times) would otherwise make
/// hundreds of thousands of them, megabytes of output and of memory.
///
/// A collector keeps the first ``keptLimit`` diagnostics it is given and counts the rest, by
/// severity. ``sorted``, the list a run reports, holds the first ``reportedLimit`` in file order,
/// then one diagnostic without a location that says how many more there were.
package struct DiagnosticCollector: Sendable {
    /// How many diagnostics a run reports, in file order, before it only counts them: every
    /// problem of any spec a person wrote (a spec probing hundreds of names gets a few hundred),
    /// and a few hundred kilobytes of output for one that only repeats a mistake.
    package static let reportedLimit = 1_000
    /// How many a collector keeps, to choose the first in file order from.
    static let keptLimit = 10_000

    /// The diagnostics kept, in the order they were found; a summary of those not kept is last.
    package var diagnostics: [Diagnostic] {
        omitted.isEmpty ? kept : kept + [omitted.summary]
    }

    private var kept: [Diagnostic] = []
    private var omitted = Diagnostic.Omitted()

    package init() {}

    /// Records a diagnostic; beyond ``keptLimit``, only counts it. A summary of diagnostics that
    /// another collector did not keep adds its counts.
    package mutating func emit(_ diagnostic: Diagnostic) {
        if let counted = diagnostic.omitted {
            omitted.add(counted)
        } else if kept.count < Self.keptLimit {
            kept.append(diagnostic)
        } else {
            omitted.count(diagnostic.severity)
        }
    }

    /// Records several diagnostics, such as those of an earlier stage.
    package mutating func emit(contentsOf other: [Diagnostic]) {
        for diagnostic in other { emit(diagnostic) }
    }

    /// Records an error at `location`.
    package mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    /// Records a warning at `location`.
    package mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(.warning(message, at: location, notes: notes))
    }

    /// How many errors have been recorded so far, counted ones too; a reader compares counts to
    /// learn whether one element of the spec loaded cleanly.
    package var errorCount: Int { kept.count { $0.severity == .error } + omitted.errors }

    /// Whether any error has been recorded.
    package var hasErrors: Bool { omitted.errors > 0 || kept.contains { $0.severity == .error } }

    /// The first ``reportedLimit`` diagnostics by position (file-wide ones first; those at the same
    /// position in the order they were found), then, if there were more, one that counts them.
    package var sorted: [Diagnostic] {
        let ordered = kept.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let left?, let right?): return left == right ? lhs.offset < rhs.offset : left < right
            }
        }.map(\.element)
        var rest = omitted
        for diagnostic in ordered.dropFirst(Self.reportedLimit) { rest.count(diagnostic.severity) }
        let reported = Array(ordered.prefix(Self.reportedLimit))
        return rest.isEmpty ? reported : reported + [rest.summary]
    }
}
