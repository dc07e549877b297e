import ArgumentParser
import BridgeDiff

/// The options that make `bridgegen diff` a review gate: what fails the run, and which findings a
/// team has already accepted.
struct ReviewGateOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "What fails the command, comma-separated: web, native, swift, typescript (breaking findings for that side), "
            + "breaking (all four), dangerous or safe (also findings that severe, on any side).",
        valueName: "choices"))
    var failOn: FailurePolicy = .default

    @Option(help: ArgumentHelp(
        "A YAML file of accepted findings, each with its rule, element and reason; they are reported apart "
            + "and fail nothing.", valueName: "file"), completion: .file(extensions: ["yaml", "yml"]))
    var baseline: String?
}

extension FailurePolicy: ExpressibleByArgument {
    /// Parses `web,native`; ArgumentParser reports anything else with the choices below.
    public init?(argument: String) {
        self.init(parsing: argument)
    }

    /// The default as `--help` shows it: `breaking`.
    public var defaultValueDescription: String { description }

    /// The words `--help` and shell completion offer.
    public static var allValueStrings: [String] { Choice.allCases.map(\.rawValue) }
}
