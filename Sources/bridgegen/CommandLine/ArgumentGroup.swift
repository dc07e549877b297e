/// Parameters that are read together: a command's own, or a group that several commands share
/// (`BaseOptions` is read by `validate`, `generate` and `diff`), so they read them the same way.
protocol ArgumentGroup {
    /// What the group reads, in the order `--help` lists it.
    static var parameters: [Parameter] { get }

    /// Reads the parsed values; a value that does not convert is a usage error (see `ParsedArguments`).
    init(_ arguments: ParsedArguments) throws

    /// Rejects combinations of values that parse but cannot run, before anything runs: throw a
    /// `ValidationError`.
    func validate() throws
}

extension ArgumentGroup {
    func validate() throws {}
}

/// A subcommand of `bridgegen`: its parameters, its help, and what it does.
protocol Command: ArgumentGroup {
    /// The word that selects it: `generate`.
    static var name: String { get }
    /// The one-line summary `--help` shows under OVERVIEW and in the root's SUBCOMMANDS.
    static var abstract: String { get }
    /// More text for its `--help`, after the abstract; empty for none.
    static var discussion: String { get }

    func run() throws
}

extension Command {
    static var discussion: String { "" }
}
