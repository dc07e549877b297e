/// The values a command line gave, by parameter, as strings; the accessors convert them.
struct ParsedArguments {
    private var values: [String: [String]] = [:]

    /// Records one more value of `parameter` (a flag's is empty).
    mutating func append(_ value: String, for parameter: Parameter) {
        values[parameter.name, default: []].append(value)
    }

    /// The value of an option or argument; the last one when an option is given more than once.
    func string(_ parameter: Parameter) -> String? {
        values[parameter.name]?.last
    }

    /// Every value of a repeating option, in command-line order.
    func strings(_ parameter: Parameter) -> [String] {
        values[parameter.name] ?? []
    }

    /// Whether a flag is present.
    func isSet(_ parameter: Parameter) -> Bool {
        values[parameter.name] != nil
    }

    /// The value of an argument the command cannot run without.
    func required(_ parameter: Parameter) throws -> String {
        guard let value = string(parameter) else { throw UsageError.missingArgument(parameter) }
        return value
    }

    /// The value converted by `convert`, or nil when none was given; a value `convert` refuses is a
    /// usage error that lists the parameter's choices.
    func value<Value>(_ parameter: Parameter, _ convert: (String) -> Value?) throws -> Value? {
        guard let text = string(parameter) else { return nil }
        guard let value = convert(text) else { throw UsageError.invalidValue(text, parameter) }
        return value
    }
}

extension ParsedArguments {
    /// A command or option group read from these values and validated: how commands read the
    /// groups they share, so every group's `validate()` runs before the command does.
    func group<Group: ArgumentGroup>(_ type: Group.Type = Group.self) throws -> Group {
        let group = try Group(self)
        try group.validate()
        return group
    }
}
