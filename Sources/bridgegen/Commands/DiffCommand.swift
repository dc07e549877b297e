import BridgeDiff
import BridgeSpec

/// `bridgegen diff OLD [NEW]`: what a change to the protocol breaks, and for whom.
///
/// Both specs (and the baseline, if given) are validated first; if any has errors, its diagnostics are
/// printed as `validate` prints them and the command exits 2. Otherwise the report goes to standard
/// output and the command exits 1 when a finding that `--fail-on` chooses (by default, anything
/// breaking) is not accepted by the baseline, else 0.
struct DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Reports what changed in the protocol, and whom each change breaks."
    static let discussion = """
        Each side is a file, or a git revision and path such as HEAD~1:Protocol/bridge.yaml. \
        Exits 0 when nothing --fail-on chooses is found (or the baseline accepts it), 1 when \
        something is, and 2 when a spec or the baseline cannot be read or is not valid. A major \
        version bump covers the wire breaks it announces. Protocol/DIFF_RULES.md documents every rule.
        """

    static let old = Parameter.argument(
        "old", help: "The spec before the change: a file, or REV:path such as main:Protocol/bridge.yaml.")
    static let new = Parameter.argument(
        "new", optional: true,
        help:
            "The spec after the change: a file, or REV:path (default: the nearest bridge.yaml or Protocol/bridge.yaml, from this folder up)."
    )
    static let format = Parameter.option(
        "format", defaultValue: DiffFormat.text.rawValue, choices: DiffFormat.allCases.map(\.rawValue),
        help: "The report's format: text, markdown, json or github (workflow annotations).")
    static var parameters: [Parameter] { [old, new, format] + ReviewGateOptions.parameters + BaseOptions.parameters }

    var old: String
    var new: String?
    var format: DiffFormat
    var gate: ReviewGateOptions
    var baseOptions: BaseOptions

    init(_ arguments: ParsedArguments) throws {
        old = try arguments.required(Self.old)
        new = arguments.string(Self.new)
        format = try arguments.value(Self.format, DiffFormat.init(rawValue:)) ?? .text
        gate = try arguments.group()
        baseOptions = try arguments.group()
    }

    func run() throws {
        let run = DiffRun(
            old: SpecSource(old).load(bases: baseOptions.bases), new: SpecSource(try newSpec()).load(bases: baseOptions.bases),
            format: format, failOn: gate.failOn,
            baseline: gate.baseline.map(Baseline.load(contentsOf:)))
        if !run.diagnostics.isEmpty {
            StandardStream.error.write(run.diagnostics)
        }
        StandardStream.output.write(run.output)
        if run.status != .passed { throw ExitCode(run.status.rawValue) }
    }
}

extension DiffCommand {
    /// The spec after the change: as given, or the one `validate` and `generate` find.
    private func newSpec() throws -> String {
        try new ?? SpecOptions.locate(nil).path
    }
}
