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

    /// Compares two loaded specs. Either one having errors makes the input invalid, and nothing is
    /// compared: a model with errors is incomplete, and its differences would be made up.
    package init(old: SpecLoadResult, new: SpecLoadResult, format: DiffFormat, failOn threshold: Severity) {
        diagnostics = DiagnosticRenderer.render(old.diagnostics + new.diagnostics)
        guard let oldSpec = old.spec, let newSpec = new.spec else {
            output = ""
            status = .invalidInput
            return
        }
        let report = SpecComparison.compare(old: oldSpec, new: newSpec)
        output = format.render(report)
        status = report.worstSeverity.map { $0 >= threshold } == true ? .failed : .passed
    }
}
