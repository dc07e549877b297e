/// One thing a command reads from its command line: an option with a value (`--language swift`), a
/// flag (`--check`), or a positional argument (`<spec>`). Commands and option groups declare theirs
/// as static values, so parsing, `--help` and error messages all describe the same declaration.
struct Parameter: Sendable {
    /// How the command line gives it.
    enum Kind: Sendable {
        case option
        case flag
        case argument
    }

    let kind: Kind
    /// The long name without dashes (`package-root`), or an argument's name (`spec`).
    let name: String
    /// A one-letter alternative to the long name (`-o`).
    let short: Character?
    /// What `--help` and errors call the value: `<file>`.
    let valueName: String
    let help: String
    /// The value used when none is given, as `--help` shows it.
    let defaultValue: String?
    /// The values `--help` and errors offer; empty when any value is accepted.
    let choices: [String]
    /// Whether it may be given more than once, each value kept (`--package-root a=x --package-root b=y`).
    let isRepeating: Bool
    /// For an argument: whether the command runs without it.
    let isOptional: Bool

    /// An option that takes a value; given twice, the last value counts unless it is `repeating`.
    static func option(
        _ name: String, short: Character? = nil, valueName: String? = nil, defaultValue: String? = nil,
        choices: [String] = [], repeating: Bool = false, help: String
    ) -> Parameter {
        Parameter(
            kind: .option, name: name, short: short, valueName: valueName ?? name, help: help,
            defaultValue: defaultValue, choices: choices, isRepeating: repeating, isOptional: true)
    }

    /// An option without a value: present or not.
    static func flag(_ name: String, help: String) -> Parameter {
        Parameter(
            kind: .flag, name: name, short: nil, valueName: name, help: help,
            defaultValue: nil, choices: [], isRepeating: false, isOptional: true)
    }

    /// A positional argument, taken in the order the command declares its arguments.
    static func argument(_ name: String, optional: Bool = false, help: String) -> Parameter {
        Parameter(
            kind: .argument, name: name, short: nil, valueName: name, help: help,
            defaultValue: nil, choices: [], isRepeating: false, isOptional: optional)
    }

    /// `--package-root`.
    var longName: String { "--\(name)" }

    /// How errors name it: `--language <language>`, `--check`, `<old>`.
    var label: String {
        switch kind {
        case .option: "\(longName) <\(valueName)>"
        case .flag: longName
        case .argument: "<\(valueName)>"
        }
    }

    /// How the usage line shows it: `[--base <file>]`, `[--package-root <identity=path> ...]`, `<old>`.
    var usage: String {
        let item = label + (isRepeating ? " ..." : "")
        return isOptional ? "[\(item)]" : item
    }

    /// How `--help` lists it: `-o, --output <output>`.
    var helpLabel: String {
        short.map { "-\($0), \(label)" } ?? label
    }

    /// The help text, followed by the choices and the default when there are any.
    var helpText: String {
        var notes: [String] = []
        if !choices.isEmpty { notes.append("values: \(choices.joined(separator: ", "))") }
        if let defaultValue { notes.append("default: \(defaultValue)") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}
