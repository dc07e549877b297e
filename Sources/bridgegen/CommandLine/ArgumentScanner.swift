import BridgeSpec

/// Reads a command's arguments against its parameters: `--name value`, `--name=value`, `-o value`,
/// flags, positional arguments in declaration order, and `--` after which everything is positional.
struct ArgumentScanner {
    let parameters: [Parameter]

    func scan(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var positional = parameters.filter { $0.kind == .argument }[...]
        var remaining = arguments[...]
        var onlyPositional = false
        while let argument = remaining.popFirst() {
            if !onlyPositional, argument == "--" {
                onlyPositional = true
            } else if !onlyPositional, Self.isOption(argument) {
                let (written, attached) = Self.split(argument)
                guard let parameter = named(written) else {
                    throw UsageError.unknownOption(written, suggestion: suggestion(for: written))
                }
                if parameter.kind == .flag {
                    if let attached { throw UsageError.flagWithValue(parameter, attached) }
                    parsed.append("", for: parameter)
                    continue
                }
                // A value may not look like an option: `--language --check` lacks the language.
                let value =
                    attached ?? (remaining.first.map { Self.isOption($0) || $0 == "--" } == false ? remaining.popFirst() : nil)
                guard let value, !value.isEmpty else { throw UsageError.missingValue(written, parameter) }
                parsed.append(value, for: parameter)
            } else {
                guard let parameter = positional.popFirst() else { throw UsageError.unexpectedArgument(argument) }
                parsed.append(argument, for: parameter)
            }
        }
        return parsed
    }

    /// `-o` and `--output`, not `-` (standard input, by convention) nor text that merely contains a dash.
    static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument.count > 1 && argument != "--"
    }

    /// `--name=value` into the name and the value; other arguments have no attached value.
    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func named(_ written: String) -> Parameter? {
        parameters.first { parameter in
            parameter.kind != .argument
                && (written == parameter.longName || parameter.short.map { written == "-\($0)" } == true)
        }
    }

    /// The closest option name, `--help` and `--version` included.
    private func suggestion(for written: String) -> String? {
        let names = parameters.filter { $0.kind != .argument }.map(\.longName) + ["--help", "--version"]
        return Suggestion.closest(to: written, among: names)
    }
}
