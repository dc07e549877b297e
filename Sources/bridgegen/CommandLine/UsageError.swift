import BridgeSpec

/// A command line that cannot run: `bridgegen` prints the message, the command's usage and where
/// its help is, and exits with `ExitCode.usage`.
enum UsageError: Error {
    case unknownOption(String, suggestion: String?)
    case unknownSubcommand(String, suggestion: String?)
    /// The option as it was written (`-o` or `--output`), and its declaration.
    case missingValue(String, Parameter)
    case invalidValue(String, Parameter)
    case flagWithValue(Parameter, String)
    case unexpectedArgument(String)
    case missingArgument(Parameter)
    /// A command's or group's `validate()` refused the combination.
    case invalid(String)

    /// The `error:` line, in the style of the spec's diagnostics.
    var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownSubcommand(let word, let suggestion):
            "unknown subcommand '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let written, let parameter):
            "missing value for '\(written) <\(parameter.valueName)>'"
        case .invalidValue(let value, let parameter):
            "the value '\(value)' is invalid for '\(parameter.label)'"
                + (parameter.choices.isEmpty
                    ? "" : "; expected one of \(parameter.choices.map { "'\($0)'" }.joined(separator: ", "))")
                + Suggestion.didYouMean(value, among: parameter.choices)
        case .flagWithValue(let parameter, let value):
            "the flag '\(parameter.longName)' takes no value, but '\(value)' was given"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'"
        case .missingArgument(let parameter):
            "missing argument '\(parameter.label)'"
        case .invalid(let message):
            message
        }
    }

    /// The parameter the error is about, whose help is worth repeating.
    var parameter: Parameter? {
        switch self {
        case .missingValue(_, let parameter), .invalidValue(_, let parameter), .missingArgument(let parameter): parameter
        default: nil
        }
    }
}
