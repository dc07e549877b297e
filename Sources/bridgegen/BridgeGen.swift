import ArgumentParser
import BridgeGenKit

/// `bridgegen`: validate, generate and diff the bridge protocol spec.
@main
struct BridgeGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridgegen",
        abstract: "Validates, generates and reviews the GBGBridge protocol spec.",
        version: GeneratorVersion.current,
        subcommands: [GenerateCommand.self, ValidateCommand.self, DiffCommand.self]
    )
}
