import ArgumentParser
import BridgeDiff
import BridgeSpec
import Foundation

/// `bridgegen diff OLD [NEW]`: what a change to the protocol breaks, and for whom.
///
/// Both specs are validated first; if either has errors, its diagnostics are printed as `validate`
/// prints them and the command exits 2. Otherwise the report goes to standard output and the command
/// exits 1 when a finding is at least as severe as `--fail-on` (breaking by default), else 0.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Reports what changed in the protocol, and whom each change breaks.",
        discussion: """
            Each side is a file, or a git revision and path such as HEAD~1:Protocol/bridge.yaml. \
            Exits 0 when nothing is at least as severe as --fail-on, 1 when something is, and 2 when \
            a spec cannot be read or is not valid. Protocol/DIFF_RULES.md documents every rule.
            """
    )

    @Argument(help: "The spec before the change: a file, or REV:path such as main:Protocol/bridge.yaml.")
    var old: String

    @Argument(help: "The spec after the change: a file, or REV:path.")
    var new: String = "Protocol/bridge.yaml"

    @Option(help: "The report's format: text, markdown, json or github (workflow annotations).")
    var format: DiffFormat = .text

    @Option(help: "The least severe finding that fails the command: breaking, dangerous or safe.")
    var failOn: Severity = .breaking

    func run() throws {
        let run = DiffRun(old: SpecSource(old).load(), new: SpecSource(new).load(), format: format, failOn: failOn)
        if !run.diagnostics.isEmpty {
            FileHandle.standardError.write(Data(run.diagnostics.utf8))
        }
        FileHandle.standardOutput.write(Data(run.output.utf8))
        if run.status != .passed { throw ExitCode(run.status.rawValue) }
    }
}

extension DiffFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}
