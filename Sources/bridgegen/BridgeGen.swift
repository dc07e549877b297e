import BridgeGenKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `bridgegen`: validate, generate and diff the bridge protocol spec.
@main
enum BridgeGen {
    static var program: Program {
        Program(
            name: "bridgegen",
            abstract: "Validates, generates and reviews the GBGBridge protocol spec.",
            version: GeneratorVersion.current,
            subcommands: [GenerateCommand.self, ValidateCommand.self, DiffCommand.self])
    }

    static func main() {
        exit(program.run(Array(CommandLine.arguments.dropFirst())))
    }
}
