import BridgeDiff

/// The options that make `bridgegen diff` a review gate: what fails the run, and which findings a
/// team has already accepted.
struct ReviewGateOptions: ArgumentGroup {
    static let failOn = Parameter.option(
        "fail-on", valueName: "choices", defaultValue: FailurePolicy.default.description,
        choices: FailurePolicy.Choice.allCases.map(\.rawValue),
        help: "What fails the command, comma-separated: web, native, swift, typescript (breaking findings for that side), "
            + "breaking (all four), dangerous or safe (also findings that severe, on any side).")
    static let baseline = Parameter.option(
        "baseline", valueName: "file",
        help:
            "A YAML file of accepted findings, each with its rule, element and reason; they are reported apart and fail nothing.")
    static var parameters: [Parameter] { [failOn, baseline] }

    var failOn: FailurePolicy
    var baseline: String?

    init(_ arguments: ParsedArguments) throws {
        failOn = try arguments.value(Self.failOn, FailurePolicy.init(parsing:)) ?? .default
        baseline = arguments.string(Self.baseline)
    }
}
