import BridgeSpec

/// A program made of subcommands, such as `bridgegen`: it chooses the subcommand, answers
/// `--help`, `-h`, `help [subcommand]` and `--version` at any level, parses and validates the
/// subcommand's parameters, runs it, and turns what it throws into an exit status.
///
/// Help and the version go to standard output; usage errors go to standard error with the usage
/// line and where help is, and exit with `ExitCode.usage`.
struct Program {
    let name: String
    let abstract: String
    let version: String
    let subcommands: [any Command.Type]

    /// `bridgegen <subcommand>`.
    var usage: String { "\(name) <subcommand>" }

    /// Runs the command line (without the program's own path) and returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else { return printing(HelpPrinter.help(of: self)) }
        if first == "help" {
            let command = arguments.dropFirst().first.flatMap(subcommand(named:))
            return printing(command.map { HelpPrinter.help(of: $0, in: self) } ?? HelpPrinter.help(of: self))
        }
        guard let command = subcommand(named: first) else { return runWithoutSubcommand(arguments) }
        return run(command, Array(arguments.dropFirst()))
    }

    private func run<C: Command>(_ command: C.Type, _ arguments: [String]) -> Int32 {
        let flags = Self.builtInFlags(in: arguments)
        if flags.help { return printing(HelpPrinter.help(of: command, in: self)) }
        if flags.version { return printing(version + "\n") }
        do {
            let parsed = try ArgumentScanner(parameters: command.parameters).scan(arguments)
            try parsed.group(C.self).run()
            return 0
        } catch let error as UsageError {
            return failing(error, usage: HelpPrinter.usage(of: command, in: self), help: "\(name) \(command.name) --help")
        } catch let error as ValidationError {
            return failing(
                .invalid(error.message), usage: HelpPrinter.usage(of: command, in: self), help: "\(name) \(command.name) --help")
        } catch let exit as ExitCode {
            return exit.status
        } catch {
            StandardStream.error.write("error: \(error)\n")
            return ExitCode.failure.status
        }
    }

    /// `bridgegen --help`, `bridgegen --version`, or a word that is no subcommand.
    private func runWithoutSubcommand(_ arguments: [String]) -> Int32 {
        let flags = Self.builtInFlags(in: arguments)
        if flags.help { return printing(HelpPrinter.help(of: self)) }
        if flags.version { return printing(version + "\n") }
        let first = arguments[0]
        let error =
            ArgumentScanner.isOption(first)
            ? UsageError.unknownOption(first, suggestion: Suggestion.closest(to: first, among: ["--help", "--version"]))
            : UsageError.unknownSubcommand(first, suggestion: Suggestion.closest(to: first, among: subcommands.map { $0.name }))
        return failing(error, usage: usage, help: "\(name) --help")
    }

    private func subcommand(named word: String) -> (any Command.Type)? {
        subcommands.first { $0.name == word }
    }

    /// Whether `-h`, `--help` or `--version` comes before any `--`: they win over everything else,
    /// so `generate --language cobol --help` shows the help rather than the error.
    private static func builtInFlags(in arguments: [String]) -> (help: Bool, version: Bool) {
        let options = arguments.prefix { $0 != "--" }.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 }
        return (options.contains("-h") || options.contains("--help"), options.contains("--version"))
    }

    private func printing(_ text: String) -> Int32 {
        StandardStream.output.write(text)
        return 0
    }

    private func failing(_ error: UsageError, usage: String, help: String) -> Int32 {
        var text = "error: \(error.message)\n"
        if let parameter = error.parameter { text += "Help:  \(parameter.label)  \(parameter.help)\n" }
        text += "Usage: \(usage)\n  See '\(help)' for more information.\n"
        StandardStream.error.write(text)
        return ExitCode.usage.status
    }
}
