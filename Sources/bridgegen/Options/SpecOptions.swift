import ArgumentParser
import BridgeSpec

/// The spec a subcommand works on, and where an extension spec finds its base. Shared by
/// `validate` and `generate` with `@OptionGroup`, so every subcommand finds specs the same way.
struct SpecOptions: ParsableArguments {
    @Argument(help: "The protocol spec to read.", completion: .file(extensions: ["yaml", "yml"]))
    var spec: String = "Protocol/bridge.yaml"

    @OptionGroup var baseOptions: BaseOptions

    /// Where extension specs find their bases.
    var bases: SpecBases { baseOptions.bases }
}
