import ArgumentParser

/// The spec a subcommand works on. Shared by `validate`, `generate` and `diff` with `@OptionGroup`,
/// so every subcommand finds the spec the same way.
struct SpecOptions: ParsableArguments {
    @Argument(help: "The protocol spec to read.", completion: .file(extensions: ["yaml", "yml"]))
    var spec: String = "Protocol/bridge.yaml"
}
