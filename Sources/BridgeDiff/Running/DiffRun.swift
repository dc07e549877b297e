import BridgeSpec

/// What `bridgegen diff` does once both specs are loaded: compare them, render the report and decide
/// the exit status. Kept apart from the command so tests drive it without spawning a process.
package struct DiffRun: Equatable, Sendable {
    /// What to print on standard output: the report.
    package var output: String
    /// What to print on standard error: the specs' diagnostics, as `validate` prints them.
    package var diagnostics: String
    /// How the command exits.
    package var status: DiffExitStatus

    /// Compares two loaded specs and weighs the result against the baseline, if one is given, and
    /// `policy`. Either spec, or the baseline, having errors makes the input invalid, and nothing is
    /// compared: a model with errors is incomplete, and its differences would be made up.
    package init(
        old: SpecLoadResult, new: SpecLoadResult, format: DiffFormat, failOn policy: FailurePolicy = .default,
        baseline: Baseline.LoadResult? = nil
    ) {
        diagnostics = DiagnosticRenderer.render(old.diagnostics + new.diagnostics + (baseline?.diagnostics ?? []))
        guard let oldSpec = old.spec, let newSpec = new.spec, baseline == nil || baseline?.baseline != nil else {
            output = ""
            status = .invalidInput
            return
        }
        let report = SpecComparison.compare(old: oldSpec, new: newSpec)
        let review = DiffReview(report, baseline: baseline?.baseline, policy: policy)
        output = format.render(review)
        status = review.passes ? .passed : .failed
    }
}
