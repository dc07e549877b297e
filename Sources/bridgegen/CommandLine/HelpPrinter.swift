/// The text of `--help` and of usage errors, laid out as ArgumentParser lays it out, which users of
/// Swift tools know: sections in capitals, labels indented by two, help from column 26, lines
/// shorter than 80 characters.
enum HelpPrinter {
    static let indent = 2
    static let labelColumn = 26
    static let width = 80

    /// The options every command has, which the program itself handles.
    static let builtIns: [(label: String, help: String)] = [
        ("--version", "Show the version."), ("-h, --help", "Show help information."),
    ]

    /// `bridgegen generate [<spec>] [--base <file>] …`: every parameter in declaration order.
    static func usage(of command: any Command.Type, in program: Program) -> String {
        ([program.name, command.name] + command.parameters.map(\.usage)).joined(separator: " ")
    }

    /// The help of one subcommand: its overview, usage, arguments and options.
    static func help(of command: any Command.Type, in program: Program) -> String {
        var text = wrapped("OVERVIEW: " + command.abstract, indent: 0) + "\n\n"
        if !command.discussion.isEmpty { text += wrapped(command.discussion, indent: 0) + "\n\n" }
        text += "USAGE: " + usage(of: command, in: program) + "\n\n"
        let arguments = command.parameters.filter { $0.kind == .argument }
        if !arguments.isEmpty {
            text += section("ARGUMENTS", arguments.map { ($0.helpLabel, $0.helpText) }) + "\n"
        }
        let options = command.parameters.filter { $0.kind != .argument }.map { ($0.helpLabel, $0.helpText) }
        return text + section("OPTIONS", options + builtIns) + "\n"
    }

    /// The help of the program: its overview and its subcommands.
    static func help(of program: Program) -> String {
        wrapped("OVERVIEW: " + program.abstract, indent: 0) + "\n\n"
            + "USAGE: \(program.usage)\n\n"
            + section("OPTIONS", builtIns) + "\n"
            + section("SUBCOMMANDS", program.subcommands.map { ($0.name, $0.abstract) }) + "\n"
            + "  See '\(program.name) help <subcommand>' for detailed help.\n"
    }

    /// A titled list of labels and their help, each help starting at `labelColumn`, or on the next
    /// line when the label is too long to leave a space before it.
    private static func section(_ title: String, _ elements: [(label: String, help: String)]) -> String {
        var text = "\(title):\n"
        for element in elements {
            let label = String(repeating: " ", count: indent) + element.label
            let help = wrapped(element.help, indent: labelColumn)
            if label.count < labelColumn {
                text += label.padding(to: labelColumn) + help.dropFirst(labelColumn) + "\n"
            } else {
                text += label + "\n" + help + "\n"
            }
        }
        return text
    }

    /// `text` in lines shorter than `width`, each indented by `indent`; a word longer than a line
    /// gets a line of its own.
    static func wrapped(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count >= width {
                lines.append(margin + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(margin + line)
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    fileprivate func padding(to length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, length - count))
    }
}
