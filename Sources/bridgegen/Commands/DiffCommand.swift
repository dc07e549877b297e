import ArgumentParser
import BridgeDiff
import BridgeSpec
import Foundation

/// `bridgegen diff OLD [NEW]`: what a change to the protocol breaks, and for whom.
///
/// Both specs (and the baseline, if given) are validated first; if any has errors, its diagnostics are
/// printed as `validate` prints them and the command exits 2. Otherwise the report goes to standard
/// output and the command exits 1 when a finding that `--fail-on` chooses (by default, anything
/// breaking) is not accepted by the baseline, else 0.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Reports what changed in the protocol, and whom each change breaks.",
        discussion: """
            Each side is a file, or a git revision and path such as HEAD~1:Protocol/bridge.yaml. \
            Exits 0 when nothing --fail-on chooses is found (or the baseline accepts it), 1 when \
            something is, and 2 when a spec or the baseline cannot be read or is not valid. A major \
            version bump covers the wire breaks it announces. Protocol/DIFF_RULES.md documents every rule.
            """
    )

    @Argument(help: "The spec before the change: a file, or REV:path such as main:Protocol/bridge.yaml.")
    var old: String

    @Argument(help: "The spec after the change: a file, or REV:path (default: the nearest bridge.yaml or Protocol/bridge.yaml, from this folder up).")
    var new: String?

    @Option(help: "The report's format: text, markdown, json or github (workflow annotations).")
    var format: DiffFormat = .text

    @OptionGroup var gate: ReviewGateOptions
    @OptionGroup var baseOptions: BaseOptions

    func run() throws {
        let run = DiffRun(
            old: SpecSource(old).load(bases: baseOptions.bases), new: SpecSource(try newSpec()).load(bases: baseOptions.bases),
            format: format, failOn: gate.failOn,
            baseline: gate.baseline.map(Baseline.load(contentsOf:)))
        if !run.diagnostics.isEmpty {
            FileHandle.standardError.write(Data(run.diagnostics.utf8))
        }
        FileHandle.standardOutput.write(Data(run.output.utf8))
        if run.status != .passed { throw ExitCode(run.status.rawValue) }
    }
}

extension DiffCommand {
    /// The spec after the change: as given, or the one `validate` and `generate` find.
    private func newSpec() throws -> String {
        try new ?? SpecOptions.locate(nil).path
    }
}

extension DiffFormat: ExpressibleByArgument {}
